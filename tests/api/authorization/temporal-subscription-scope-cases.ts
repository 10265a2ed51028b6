import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { DEMO_MANAGED_FISCAL_ID, demoManagedLineId } from '../../../api/seed/demo-processes';
import { domainScope, type ScopeCaller, type ScopeCase } from './scope-case';

type Line = { id: string; fiscalId: string };
/** TERMINATED lines (every term action is refused by the lifecycle past the scope) and the seeded terms to list. */
type Rows = { brand: Line; sub: Line; brandTerm: string; subTerm: string };

async function readRows(db: Kysely<Database>): Promise<Rows> {
  const sub = await db
    .selectFrom('subscriptions')
    .select(['id', 'fiscal_id'])
    .where('channel_id', '=', '2020001002')
    .where('status', '=', 'TERMINATED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const term = (channel: string) =>
    db
      .selectFrom('subscriptions')
      .select('id')
      .where('channel_id', '=', channel)
      .where('status', '=', 'ACTIVE')
      .where('end_date', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  return {
    brand: { id: demoManagedLineId(0), fiscalId: DEMO_MANAGED_FISCAL_ID },
    sub: { id: sub.id, fiscalId: sub.fiscal_id },
    brandTerm: (await term('2020001')).id,
    subTerm: (await term('2020001002')).id,
  };
}

type Request = (line: Line) => { path: string; body?: unknown };

/** The four standings for an endpoint naming one line: refusals first, so they meet an untouched row. */
function lineCases(request: Request, ok: number, manager: ScopeCaller = 'SUB_MANAGER'): ScopeCase<Rows>[] {
  const on = (key: 'brand' | 'sub') => (rows: Rows) => request(rows[key]);
  return [
    { relation: 'sub-channel', caller: manager, request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('sub'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brand'), expect: ok },
    { relation: 'own channel', caller: manager, request: on('sub'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('sub'), expect: ok },
  ];
}

const listed = (key: 'brandTerm' | 'subTerm') => (rows: Rows) => ({
  path: '/subscriptions/temporal?kind=SUBSCRIPTION&limit=500',
  listed: rows[key],
});
const query =
  (path: string): Request =>
  (line) => ({ path: `${path}?subscriptionId=${line.id}&fiscalId=${line.fiscalId}` });

/** Terms: listed in scope only; reads answer 200 in scope, actions 409 (terminated line); outside the scope 404. */
export const temporalSubscriptionScope = domainScope(readRows, {
  listTemporalSubscriptions: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandTerm'),
      expect: 200,
      listed: true,
    },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: listed('subTerm'), expect: 200, listed: true },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subTerm'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: listed('brandTerm'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandTerm'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('subTerm'),
      expect: 200,
      listed: false,
    },
  ],
  extendTemporalSubscription: lineCases(
    (line) => ({
      path: '/subscriptions/temporal/extend',
      body: { subscriptionId: line.id, endDate: '31/12/2030', fiscalId: line.fiscalId },
    }),
    409,
  ),
  endTemporalSubscription: lineCases(
    (line) => ({
      path: '/subscriptions/temporal/end',
      body: { subscriptionId: line.id, reason: 'CUSTOMER_REQUEST', fiscalId: line.fiscalId },
    }),
    409,
  ),
  getSubscriptionHistory: lineCases(query('/subscription/history'), 200),
  getSubscriptionProductItems: lineCases(query('/subscription/productItems'), 200),
});
