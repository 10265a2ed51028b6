import type { Kysely } from 'kysely';
import { isWithinBusinessHours } from '../../schema/domain/business-hours';
import {
  nextPortabilityStatus,
  PORTABILITY_TRANSITIONS,
} from '../../schema/domain/lifecycles/portability-lifecycle';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { PortabilityAction } from '../../schema/domain/vocabulary/portability';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadPortabilityInScope } from './load-portability-in-scope';

export type PortabilityStatusChange = {
  action: PortabilityAction;
  portabilityId: string;
  reason: CancellationReason | null;
  scopeChannel: string;
  actor: string;
  now: Date;
};

/**
 * Cancel or relaunch: the row is locked, the lifecycle decides, the status changes and a history row is appended
 * in the same transaction. A refusal changes nothing. The status is judged before the clock, so an action the
 * status never allows says so rather than "come back in business hours".
 */
export async function changePortabilityStatus(db: Kysely<Database>, change: PortabilityStatusChange) {
  const id = await db.transaction().execute(async (trx) => {
    const row = await loadPortabilityInScope(trx, change.scopeChannel, change.portabilityId, { lock: true });
    const to = nextPortabilityStatus(
      change.action,
      { status: row.status, changeWindow: row.change_window },
      change.now,
    );
    if (to === null) {
      throw new ApiError(
        409,
        PORTABILITY_TRANSITIONS[change.action].refusal,
        `A portability in status ${row.status} cannot be ${change.action === 'CANCEL' ? 'cancelled' : 'relaunched'}`,
      );
    }
    if (!isWithinBusinessHours(change.now)) {
      throw new ApiError(
        422,
        'OUTSIDE_BUSINESS_HOURS',
        'Portabilities can only be changed Monday to Friday, excluding holidays, from 9:00 to 20:00 Madrid time',
      );
    }
    await trx
      .updateTable('portabilities')
      .set({ status: to, modified_at: change.now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('portability_history')
      .values({
        portability_id: row.id,
        action: change.action,
        status_from: row.status,
        status_to: to,
        reason: change.reason,
        actor: change.actor,
        at: change.now,
      })
      .execute();
    return row.id;
  });
  return id;
}
