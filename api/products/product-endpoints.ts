import type { Kysely } from 'kysely';
import { productEndpoints } from '../../schema/rest/products';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { changeProductStatus } from './change-product-status';
import { listProducts } from './list-products';
import { loadProductHistory } from './load-product-history';
import { loadReadableProduct } from './product-scope';
import { createProduct, updateProduct } from './save-product';
import { toProduct } from './to-product';

/** The catalogue's write side: list, one, create, update and status changes of the brand's products. */
export function createProductEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  async function withHistory(scopeChannel: string, id: string) {
    const row = await loadReadableProduct(db, scopeChannel, id);
    return { ...toProduct(row), history: await loadProductHistory(db, row.id) };
  }
  const actorOf = (caller: { user: { channel_id: string; email: string } }) => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(productEndpoints.listProducts, ({ caller, query }) =>
      listProducts(db, caller.user.channel_id, query),
    ),
    implement(productEndpoints.getProduct, ({ caller, query }) =>
      withHistory(caller.user.channel_id, query.id),
    ),
    implement(productEndpoints.createProduct, async ({ caller, body }) =>
      withHistory(caller.user.channel_id, await createProduct(db, body, actorOf(caller))),
    ),
    implement(productEndpoints.updateProduct, async ({ caller, body, params }) =>
      withHistory(caller.user.channel_id, await updateProduct(db, params.id ?? '', body, actorOf(caller))),
    ),
    implement(productEndpoints.changeProductStatus, async ({ caller, body, params }) =>
      withHistory(
        caller.user.channel_id,
        await changeProductStatus(db, params.id ?? '', body.status, actorOf(caller)),
      ),
    ),
  ];
}
