import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { EXAMPLE_SIGNED_PDF } from '../../../schema/rest/orders';
import { domainScope, type ScopeCase } from './scope-case';

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

/** Demo orders in the brand channel and in sub-channel 2020001002, with a customer and a product for new drafts. */
type OrderScopeRows = {
  brandCompleted: { id: string; number: string };
  subCompleted: { id: string; number: string };
  brandDraft: { id: string; number: string };
  subDraft: { id: string; number: string };
  brandCustomer: string;
  subCustomer: string;
  product: string;
};

async function readOrderScopeRows(db: Kysely<Database>): Promise<OrderScopeRows> {
  const order = async (channel: string, status: 'COMPLETED' | 'INITIATED') => {
    const row = await db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('channel_id', '=', channel)
      .where('status', '=', status)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, number: row.order_number };
  };
  const customer = async (channel: string) =>
    (
      await db
        .selectFrom('customers')
        .select('fiscal_id')
        .where('channel_id', '=', channel)
        .orderBy('fiscal_id')
        .executeTakeFirstOrThrow()
    ).fiscal_id;
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('brand_id', '=', BRAND)
    .where('status', '=', 'ACTIVE')
    .where('family', '=', 'FIBRE')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  return {
    brandCompleted: await order(BRAND, 'COMPLETED'),
    subCompleted: await order(SUB_CHANNEL, 'COMPLETED'),
    brandDraft: await order(BRAND, 'INITIATED'),
    subDraft: await order(SUB_CHANNEL, 'INITIATED'),
    brandCustomer: await customer(BRAND),
    subCustomer: await customer(SUB_CHANNEL),
    product: product.id,
  };
}

type OrderKey = 'brandCompleted' | 'subCompleted' | 'brandDraft' | 'subDraft';

/**
 * The four standings for an endpoint that names one order: refusals first, so they meet an untouched row. `ok` is
 * what a caller in scope gets (409 where the demo row's status refuses the action, so nothing changes).
 */
function orderCases(
  which: 'Completed' | 'Draft',
  request: (orderId: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<OrderScopeRows>[] {
  const on = (key: OrderKey) => (rows: OrderScopeRows) => request(rows[key].id);
  const brand = `brand${which}` as OrderKey;
  const sub = `sub${which}` as OrderKey;
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on(brand), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(brand), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(sub), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on(brand), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on(sub), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on(sub), expect: ok },
  ];
}

/** For a list searched by order number: the row is listed only when the caller stands on or above it. */
function listCases(path: string, which: 'Completed' | 'Draft'): ScopeCase<OrderScopeRows>[] {
  const on = (key: OrderKey) => (rows: OrderScopeRows) => ({
    path: `${path}?search=${rows[key].number}`,
    listed: rows[key].id,
  });
  const brand = `brand${which}` as OrderKey;
  const sub = `sub${which}` as OrderKey;
  return [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on(brand), expect: 200, listed: true },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on(sub), expect: 200, listed: true },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on(sub), expect: 200, listed: true },
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on(brand), expect: 200, listed: false },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(brand), expect: 200, listed: false },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(sub), expect: 200, listed: false },
  ];
}

function draftFor(customer: 'brandCustomer' | 'subCustomer') {
  return (rows: OrderScopeRows) => ({
    path: '/draft-orders',
    body: {
      fiscalId: rows[customer],
      family: 'FIBRE',
      verificationType: 'MANUAL',
      mobileNumber: '612345678',
      email: 'cliente@example.com',
      products: [{ productId: rows.product }],
    },
  });
}

/** Orders and contracts. */
export const orderScope = domainScope(readOrderScopeRows, {
  listDraftOrders: listCases('/draft-orders', 'Draft'),
  listOrders: listCases('/orders', 'Completed'),
  getOrder: orderCases('Completed', (id) => ({ path: `/order?id=${id}` }), 200),
  createDraftOrder: [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: draftFor('brandCustomer'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: draftFor('brandCustomer'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: draftFor('subCustomer'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: draftFor('brandCustomer'), expect: 200 },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: draftFor('subCustomer'), expect: 200 },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: draftFor('subCustomer'), expect: 200 },
  ],
  deleteDraftOrder: orderCases('Completed', (orderId) => ({ path: '/draft-order', body: { orderId } }), 409),
  continueOrder: orderCases('Draft', (id) => ({ path: `/orders/${id}/continue`, body: {} }), 200),
  launchOrder: orderCases('Completed', (id) => ({ path: `/orders/${id}/launch`, body: {} }), 409),
  relaunchOrder: orderCases('Completed', (id) => ({ path: `/orders/${id}/relaunch`, body: {} }), 409),
  cancelOrderSignature: orderCases(
    'Completed',
    (id) => ({ path: `/orders/${id}/cancel-signature`, body: { confirm: true } }),
    409,
  ),
  generateContractAnnex: orderCases(
    'Completed',
    (orderId) => ({ path: '/contract/annex', body: { orderId } }),
    409,
  ),
  getOrderContractDocument: orderCases(
    'Completed',
    (id) => ({ path: `/orders/${id}/contract/document?kind=GENERATED` }),
    200,
  ),
  getOrderFulfilment: orderCases('Completed', (id) => ({ path: `/orders/${id}/fulfilment` }), 200),
  uploadOrderContract: orderCases(
    'Completed',
    (id) => ({ path: `/orders/${id}/contract`, body: { document: EXAMPLE_SIGNED_PDF } }),
    409,
  ),
});
