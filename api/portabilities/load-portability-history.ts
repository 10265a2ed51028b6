import type { Kysely } from 'kysely';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { Database } from '../db/database-schema';

/** The status history of one portability, oldest first. */
export async function loadPortabilityHistory(db: Kysely<Database>, portabilityId: string) {
  const rows = await db
    .selectFrom('portability_history')
    .selectAll()
    .where('portability_id', '=', portabilityId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    reason: row.reason as CancellationReason | null,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
