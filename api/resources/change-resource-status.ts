import type { Kysely } from 'kysely';
import { canMoveResource } from '../../schema/domain/lifecycles/resource-lifecycle';
import type { ResourceStatus } from '../../schema/domain/vocabulary/resource';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadResourceInScope } from './load-resource-in-scope';

/**
 * POST /resources/:id/status: a manual change under the row lock, with its history row. Leaving RESERVED drops
 * the hold; leaving ASSIGNED frees the line's link (the history keeps which line held it).
 */
export async function changeResourceStatus(
  db: Kysely<Database>,
  id: string,
  to: ResourceStatus,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadResourceInScope(trx, scopeChannel, id, { lock: true });
    if (!canMoveResource(row.status, to)) {
      throw new ApiError(
        409,
        'RESOURCE_TRANSITION_NOT_ALLOWED',
        `A resource in status ${row.status} cannot be moved to ${to} by hand`,
      );
    }
    await trx
      .updateTable('resources')
      .set({ status: to, reserved_until: null, subscription_id: null, order_id: null, modified_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('resource_history')
      .values({
        resource_id: row.id,
        action: 'CHANGE_STATUS',
        status_from: row.status,
        status_to: to,
        channel_from: null,
        channel_to: null,
        subscription_id: row.subscription_id,
        actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
