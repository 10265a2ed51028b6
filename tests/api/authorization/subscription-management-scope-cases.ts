import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { DEMO_MANAGED_FISCAL_ID, demoManagedLineId } from '../../../api/seed/demo-processes';
import { domainScope, type ScopeCaller, type ScopeCase } from './scope-case';

type Line = { id: string; fiscalId: string; lineNumber: string };
type Rows = { brand: Line; sub: Line };

/**
 * A TERMINATED line in brand channel 2020001 (the demo holder of demo-processes) and one in sub-channel 2020001002:
 * every action on them is refused by the lifecycle (409) once past the scope check, so nothing changes either way.
 */
async function readRows(db: Kysely<Database>): Promise<Rows> {
  const sub = await db
    .selectFrom('subscriptions')
    .select(['id', 'fiscal_id', 'line_number'])
    .where('channel_id', '=', '2020001002')
    .where('status', '=', 'TERMINATED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    brand: { id: demoManagedLineId(0), fiscalId: DEMO_MANAGED_FISCAL_ID, lineNumber: '699000000' },
    sub: { id: sub.id, fiscalId: sub.fiscal_id, lineNumber: sub.line_number },
  };
}

type Request = (line: Line) => { path: string; body?: unknown };

/** The four standings for an endpoint naming one line: refusals first, so they meet an untouched row. */
function lineCases(request: Request, ok: number, manager: ScopeCaller = 'SUB_MANAGER'): ScopeCase<Rows>[] {
  const on = (key: keyof Rows) => (rows: Rows) => request(rows[key]);
  return [
    { relation: 'sub-channel', caller: manager, request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('sub'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brand'), expect: ok },
    { relation: 'own channel', caller: manager, request: on('sub'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('sub'), expect: ok },
  ];
}

const query =
  (path: string): Request =>
  (line) => ({
    path: `${path}?subscriptionId=${line.id}&fiscalId=${line.fiscalId}`,
  });
const post =
  (path: string, body: (line: Line) => Record<string, unknown>): Request =>
  (line) => ({
    path,
    body: { ...body(line), fiscalId: line.fiscalId },
  });

/** Subscription management: reads answer 200 in scope, actions 409 (terminated line); outside the scope 404. */
export const subscriptionManagementScope = domainScope(readRows, {
  getPackableSubscriptions: lineCases(query('/getPackableSubscriptions'), 200),
  getCompatibleOptionalProducts: lineCases(query('/subscription/getCompatibleOptionalProducts'), 200),
  getCompatibleMainProducts: lineCases(query('/subscription/getCompatibleMainProducts'), 200),
  getSharedSubscriptions: lineCases(
    (line) => ({ path: `/getSharedSubscriptions?fiscalId=${line.fiscalId}` }),
    200,
  ),
  unpackSubscriptions: lineCases(
    post('/unpackSubscriptions', (line) => ({ subscriptionId: line.id })),
    409,
  ),
  packSubscriptions: lineCases(
    post('/packSubscriptions', (line) => ({
      headerSubscriptionId: line.id,
      convergentSubscriptionId: line.id,
    })),
    409,
  ),
  changeProduct: lineCases(
    post('/changeProduct', (line) => ({
      subscriptionId: line.id,
      lineNumber: line.lineNumber,
      productId: line.id,
      family: 'MOBILE',
    })),
    409,
  ),
  removeSubscriptionsFromSharedGroup: lineCases(
    post('/removeSubscriptionsFromSharedGroup', (line) => ({
      sharedSubscriptionId: line.id,
      baseSubscriptions: [line.id],
    })),
    409,
  ),
  addSubscriptionsToSharedGroup: lineCases(
    post('/addSubscriptionsToSharedGroup', (line) => ({
      sharedSubscriptionId: line.id,
      baseSubscriptionIds: [line.id],
    })),
    409,
  ),
  createSharedGroup: lineCases(
    post('/createSharedGroup', (line) => ({ baseSubscriptionIds: [line.id, line.id], productId: line.id })),
    409,
  ),
  changeTitular: lineCases(
    (line) => ({
      path: '/changeTitular',
      body: { subscriptionIds: [line.id], actualFiscalId: line.fiscalId, newFiscalId: '12345678Z' },
    }),
    409,
  ),
  addOptionalProduct: lineCases(
    post('/addOptionalProduct', (line) => ({
      subscriptionId: line.id,
      lineNumber: line.lineNumber,
      productId: line.id,
      family: 'INTERNATIONAL',
    })),
    409,
  ),
  changeSubscriptionAlias: lineCases(
    post('/changeSubscriptionAlias', (line) => ({ subscriptionId: line.id, alias: 'Casa' })),
    409,
  ),
  // Admin only: the sub-channel standing is taken by an ADMIN who entered 2020001002.
  modifySubscription: lineCases(
    post('/modifySubscription', (line) => ({ subscriptionId: line.id, alias: 'Casa' })),
    409,
    'SUB_ADMIN',
  ),
});
