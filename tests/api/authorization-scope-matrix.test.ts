import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';
import { channelScopeCases } from './authorization/channel-scope-cases';
import { customerScopeCases } from './authorization/customer-scope-cases';
import { dashboardSearchScope } from './authorization/dashboard-search-scope-cases';
import { energyScope } from './authorization/energy-scope-cases';
import { installationScope } from './authorization/installation-scope-cases';
import { invoiceScope } from './authorization/invoice-scope-cases';
import { knowledgeBaseScope } from './authorization/knowledge-base-scope-cases';
import { leadScope } from './authorization/lead-scope-cases';
import { lineActionScope } from './authorization/line-action-scope-cases';
import { notChannelOwnedEndpoints } from './authorization/not-channel-owned-endpoints';
import { orderScope } from './authorization/order-scope-cases';
import { portabilityScopeCases } from './authorization/portability-scope-cases';
import { processScope } from './authorization/process-scope-cases';
import { productScope } from './authorization/product-scope-cases';
import { readScopeRows } from './authorization/read-scope-rows';
import { resourceScope } from './authorization/resource-scope-cases';
import {
  type BoundScopeCase,
  type DomainScope,
  domainScope,
  type ScopeCaller,
} from './authorization/scope-case';
import { shipmentScope } from './authorization/shipment-scope-cases';
import { signupScope } from './authorization/signup-scope-cases';
import { subscriptionManagementScope } from './authorization/subscription-management-scope-cases';
import { temporalSubscriptionScope } from './authorization/temporal-subscription-scope-cases';

type Api = Awaited<ReturnType<typeof startApiServer>>;

// Hand-written per domain: an endpoint of the contract with neither cases nor a reason fails the first test.
const DOMAIN_SCOPES: DomainScope[] = [
  leadScope,
  productScope,
  resourceScope,
  dashboardSearchScope,
  lineActionScope,
  installationScope,
  shipmentScope,
  invoiceScope,
  orderScope,
  signupScope,
  subscriptionManagementScope,
  temporalSubscriptionScope,
  processScope,
  energyScope,
  knowledgeBaseScope,
  domainScope(readScopeRows, { ...customerScopeCases, ...portabilityScopeCases, ...channelScopeCases }),
];
const SUB_CHANNEL = '2020001002';
const SCOPE_CASES: Record<string, BoundScopeCase[]> = Object.assign({}, ...DOMAIN_SCOPES.map((s) => s.cases));

/** The ids and keys of the items of a list answer (`items` of the entity lists, `users` of channel users). */
function listedValues(body: unknown): unknown[] {
  const list = body as { items?: Record<string, unknown>[]; users?: Record<string, unknown>[] };
  const items = list.items ?? list.users;
  if (!Array.isArray(items)) throw new Error(`not a list answer: ${JSON.stringify(body).slice(0, 200)}`);
  return items.flatMap((item) => Object.values(item));
}

describe('authorization matrix, channel dimension: own, parent, sub-channel and another brand', () => {
  let api: Api;
  const tokens = new Map<ScopeCaller, string>();
  /** The database as the last refused case left it, while no allowed case has run since. */
  let unchanged: Record<string, string> | undefined;

  beforeAll(async () => {
    api = await startApiServer();
    for (const scope of DOMAIN_SCOPES) await scope.readRows(api.db);
    tokens.set('BRAND_ADMIN', (await api.signIn('admin@demo.test')).accessToken);
    tokens.set('SUB_MANAGER', (await api.signIn((await readScopeRows(api.db)).subManager)).accessToken);
    tokens.set('NIMBUS_ADMIN', (await api.signIn('admin@nimbus.test')).accessToken);
    tokens.set('OPERATOR', (await api.signIn('operator@demo.test')).accessToken);
    // Brand 1450002 has no admin in the demo world: its seeded sub-channel manager is promoted to one here.
    const vela = await api.db
      .updateTable('users')
      .set({ role: 'ADMIN' })
      .where('channel_id', '=', '1450002001')
      .where('role', '=', 'MANAGER')
      .returning('email')
      .executeTakeFirstOrThrow();
    tokens.set('VELA_ADMIN', (await api.signIn(vela.email)).accessToken);
    // owner@demo.test becomes an ADMIN of 2020001 on first sign-in, then enters the sub-channel.
    const subAdmin = (await api.signIn('owner@demo.test')).accessToken;
    const entered = await api.call('PUT', '/user/channel', subAdmin, { channel: SUB_CHANNEL });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    tokens.set('SUB_ADMIN', subAdmin);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has scope cases for every channel-owned endpoint and a reason for every other one', () => {
    const covered = [...Object.keys(SCOPE_CASES), ...Object.keys(notChannelOwnedEndpoints)].sort();
    expect(covered).toEqual(ENDPOINTS.map((e) => e.id).sort());
    for (const id of Object.keys(SCOPE_CASES)) expect(notChannelOwnedEndpoints[id]).toBeUndefined();
    for (const [id, cases] of Object.entries(SCOPE_CASES)) {
      const relations = new Set(cases.map((c) => c.relation));
      expect([...relations].sort(), id).toEqual(
        ['another brand', 'own channel', 'parent channel', 'sub-channel'].sort(),
      );
    }
  });

  for (const endpoint of ENDPOINTS) {
    const cases = SCOPE_CASES[endpoint.id];
    if (!cases) continue;
    describe(`${endpoint.method} ${endpoint.path}`, () => {
      for (const scopeCase of cases) {
        it(`${scopeCase.caller} in the ${scopeCase.relation} gets ${scopeCase.expect}${
          scopeCase.listed === undefined ? '' : scopeCase.listed ? ' with the row' : ' without the row'
        }`, async () => {
          const request = scopeCase.request();
          const token = tokens.get(scopeCase.caller) ?? null;
          const refused = scopeCase.expect >= 400;
          // A refused case leaves the database as it found it (or fails): the next refused case starts from there.
          const before = refused ? (unchanged ?? (await fingerprintDatabase(api.db))) : undefined;
          unchanged = undefined;
          const res = await api.call(endpoint.method, request.path, token, request.body);
          expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(scopeCase.expect);
          if (refused) {
            expect((res.body as { error?: { code?: string } }).error?.code).toMatch(/^[A-Z_]+$/);
            const after = await fingerprintDatabase(api.db);
            expect(after).toEqual(before);
            unchanged = after;
          }
          if (scopeCase.listed !== undefined) {
            expect(listedValues(res.body).includes(request.listed)).toBe(scopeCase.listed);
          }
        });
      }
    });
  }
});
