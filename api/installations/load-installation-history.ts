import type { Kysely } from 'kysely';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { Database } from '../db/database-schema';

/** The status history of one installation, oldest first. */
export async function loadInstallationHistory(db: Kysely<Database>, installationId: string) {
  const rows = await db
    .selectFrom('installation_history')
    .selectAll()
    .where('installation_id', '=', installationId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    reason: row.reason as CancellationReason | null,
    detail: row.detail,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
