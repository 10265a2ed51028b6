import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { leadHistoryEntrySchema } from '../../schema/rest/leads';
import type { Database } from '../db/database-schema';

/** A lead's history, oldest first. */
export async function loadLeadHistory(
  db: Kysely<Database>,
  leadId: string,
): Promise<z.infer<typeof leadHistoryEntrySchema>[]> {
  const rows = await db
    .selectFrom('lead_history')
    .select(['action', 'status_from', 'status_to', 'actor', 'at'])
    .where('lead_id', '=', leadId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
