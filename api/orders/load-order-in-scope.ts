import type { Kysely } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { OrderRow } from '../db/order-tables';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order of the caller's channel subtree, not deleted; one outside it (or no such id) answers 404 alike. */
export async function loadOrderInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such order');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(inChannelSubtree('orders.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
