import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { requestHashOf } from '../http/request-hash';

/** One wizard save as its idempotency key sees it. */
export type IdempotentCall = {
  userId: string;
  key: string;
  endpointId: string;
  /** The request path with its parameters, so one key cannot stand for a save of another order. */
  path: string;
  /** The parsed body (the key itself is left out of the hash). */
  body: Record<string, unknown>;
};

/**
 * Runs a wizard save once per caller and key. The key row is inserted inside the save's own transaction with
 * ON CONFLICT DO NOTHING: a concurrent duplicate waits on the unique key until the first commits, then finds the
 * row and replays; a save that fails rolls its key back with it, so the same key may be tried again. A replay
 * answers the order id of the first save and changes nothing; the same key with another body or endpoint is 422
 * IDEMPOTENCY_KEY_REUSED. `save` returns the order it saved.
 */
export async function idempotentSave(
  db: Kysely<Database>,
  call: IdempotentCall,
  save: (trx: Transaction<Database>) => Promise<string>,
): Promise<string> {
  const requestHash = requestHashOf(call);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: call.userId,
        key: call.key,
        endpoint_id: call.endpointId,
        request_hash: requestHash,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['endpoint_id', 'request_hash', 'order_id'])
        .where('user_id', '=', call.userId)
        .where('key', '=', call.key)
        .executeTakeFirstOrThrow();
      if (first.endpoint_id !== call.endpointId || first.request_hash !== requestHash || !first.order_id) {
        throw new ApiError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'That idempotency key was used for another request',
          'idempotencyKey',
        );
      }
      return first.order_id;
    }
    const orderId = await save(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ order_id: orderId })
      .where('user_id', '=', call.userId)
      .where('key', '=', call.key)
      .execute();
    return orderId;
  });
}
