import { type Kysely, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { channelSubtreeIds, isChannelInSubtree } from '../channels/channel-scope';
import type { ProductsTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Products a caller standing in `scopeChannel` may read: its brand's catalogue (a sub-channel sells it too), and
 * those owned by a channel of its subtree (operator staff in `0` see every brand's).
 */
export function productReadableFrom(scopeChannel: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    products.brand_id = (select brand_id from channels where id = ${scopeChannel})
    or products.channel_id in ${channelSubtreeIds(scopeChannel)}
  )`;
}

/** A product the caller may read; anything else (or no such id) answers 404 alike. */
export async function loadReadableProduct(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Selectable<ProductsTable>> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such product');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('products.id', '=', id)
    .where(productReadableFrom(scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}

/**
 * A product the caller may change, locked: its owning channel (the brand's top channel) must be in the caller's
 * subtree. A sub-channel reads its brand's catalogue but does not write it: 403, since it can see the product.
 */
export async function loadWritableProduct(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<Selectable<ProductsTable>> {
  const row = await loadReadableProduct(db, scopeChannel, id, { lock: true });
  if (!(await isChannelInSubtree(db, row.channel_id, scopeChannel))) {
    throw new ApiError(403, 'FORBIDDEN', "The catalogue is managed from the brand's own channel");
  }
  return row;
}
