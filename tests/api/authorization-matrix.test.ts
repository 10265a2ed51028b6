import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type CallerName = 'ADMIN' | 'MANAGER' | 'AGENT' | 'CLIENT' | 'OPERATOR' | 'NO_TOKEN';

const ACCOUNTS: Record<Exclude<CallerName, 'NO_TOKEN'>, string> = {
  ADMIN: 'admin@demo.test',
  MANAGER: 'manager@demo.test',
  AGENT: 'agent@demo.test',
  CLIENT: 'client@demo.test',
  OPERATOR: 'operator@demo.test',
};

/**
 * The expected answer of every endpoint for every kind of caller, written by hand from spec sections 2 and 6:
 * it is the specification the api is held to, not derived from the api's own access table.
 */
const MATRIX: Record<
  string,
  { request: { path: string; body?: unknown }; expect: Record<CallerName, number> }
> = {
  getSession: {
    request: { path: '/session' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 200, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getChannelConfig: {
    request: { path: '/channel/config' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 200, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getCachedBrands: {
    request: { path: '/channel/cachedBrands' },
    expect: { ADMIN: 403, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  putUserChannel: {
    request: { path: '/user/channel', body: {} },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
};

describe('authorization matrix: every endpoint x every kind of caller', () => {
  let api: Api;
  const tokens = new Map<CallerName, string | null>();
  beforeAll(async () => {
    api = await startApiServer();
    tokens.set('NO_TOKEN', null);
    for (const [name, email] of Object.entries(ACCOUNTS)) {
      tokens.set(name as CallerName, (await api.signIn(email)).accessToken);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has a row for every endpoint of the contract and none for an endpoint that does not exist', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} answers each caller as the matrix says`, async () => {
      const row = MATRIX[endpoint.id];
      if (!row) throw new Error(`${endpoint.id} is missing from the authorization matrix`);
      const answers: Record<string, number> = {};
      for (const [caller, token] of tokens) {
        const res = await api.call(endpoint.method, row.request.path, token, row.request.body);
        answers[caller] = res.status;
        if (res.status >= 400) {
          expect((res.body as { error?: { code?: string } }).error?.code).toMatch(/^[A-Z_]+$/);
        }
      }
      expect(answers).toEqual(row.expect);
    });
  }
});
