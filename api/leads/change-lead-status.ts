import type { Kysely } from 'kysely';
import { canMoveLead } from '../../schema/domain/lifecycles/lead-lifecycle';
import type { LeadStatus } from '../../schema/domain/vocabulary/lead';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadLeadInScope } from './load-lead-in-scope';

/** POST /leads/:id/status: the row locked, the lifecycle asked, status and history in one transaction. */
export async function changeLeadStatus(
  db: Kysely<Database>,
  id: string,
  to: LeadStatus,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadLeadInScope(trx, scopeChannel, id, { lock: true });
    if (!canMoveLead(row.status, to)) {
      throw new ApiError(
        409,
        'LEAD_TRANSITION_NOT_ALLOWED',
        `A lead in status ${row.status} cannot move to ${to}`,
      );
    }
    await trx.updateTable('leads').set({ status: to, modified_at: now }).where('id', '=', row.id).execute();
    await trx
      .insertInto('lead_history')
      .values({
        lead_id: row.id,
        action: 'CHANGE_STATUS',
        status_from: row.status,
        status_to: to,
        actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
