import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { resourceHistoryEntrySchema } from '../../schema/rest/resources';
import type { Database } from '../db/database-schema';

/** A resource's history, oldest first. */
export async function loadResourceHistory(
  db: Kysely<Database>,
  resourceId: string,
): Promise<z.infer<typeof resourceHistoryEntrySchema>[]> {
  const rows = await db
    .selectFrom('resource_history')
    .select(['action', 'status_from', 'status_to', 'channel_from', 'channel_to', 'actor', 'at'])
    .where('resource_id', '=', resourceId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    channelFrom: row.channel_from,
    channelTo: row.channel_to,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
