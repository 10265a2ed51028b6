import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type QueryProperty = {
  type?: string | string[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  enum?: unknown[];
  pattern?: string;
  format?: string;
};

/** One broken query: what it sends and the parameter the 400 must name. */
type QueryCase = { label: string; query: Record<string, unknown>; field: string };

const PATH_PARAMETER = /:([A-Za-z]+)/g;

function querySchemaOf(endpoint: Endpoint) {
  return z.toJSONSchema(endpoint.query!, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, QueryProperty>;
    required?: string[];
  };
}

/**
 * Starting from the endpoint's valid example query, each parameter in turn given twice (it then arrives as a list),
 * oversize, not one of its options or shapes, empty or out of range where the contract bounds it, and each required
 * one missing. The refusal must name exactly the broken parameter.
 */
function brokenQueries(endpoint: Endpoint): QueryCase[] {
  const schema = querySchemaOf(endpoint);
  const example = (endpoint.queryExample ?? {}) as Record<string, unknown>;
  const cases: QueryCase[] = [];
  const broken = (name: string, value: unknown) => ({ ...example, [name]: value });
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types = [property.type ?? []].flat();
    const add = (what: string, value: unknown) =>
      cases.push({ label: `${name} ${what}`, query: broken(name, value), field: name });
    add('given twice', ['a', 'b']);
    if (types.includes('string')) add('oversize', 'x'.repeat((property.maxLength ?? 1_000) + 1));
    if (property.enum || property.pattern || property.format) add('malformed', 'not-valid!');
    if ((property.minLength ?? 0) > 0) add('empty', '');
    if (types.includes('integer') || types.includes('number')) {
      add('not a number', 'twelve');
      if (property.maximum !== undefined) add('out of range', String(property.maximum + 1));
    }
  }
  for (const name of schema.required ?? []) {
    const { [name]: _missing, ...rest } = example;
    cases.push({ label: `${name} missing`, query: rest, field: name });
  }
  return cases;
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function pathWith(endpoint: Endpoint, parameter?: { name: string; value: string }): string {
  return endpoint.path.replace(PATH_PARAMETER, (_match, name: string) =>
    name === parameter?.name ? encodeURIComponent(parameter.value) : 'x',
  );
}

const SIGNED_IN = ENDPOINTS.filter((endpoint) => endpoint.access !== 'public');
const WITH_QUERY = SIGNED_IN.filter((endpoint) => endpoint.query);
const WITH_PATH_PARAMETERS = SIGNED_IN.filter((endpoint) => PATH_PARAMETER.test(endpoint.path));

describe('bad query and path parameters of every signed-in endpoint: refused with a code, nothing changed', () => {
  let api: ApiServer;
  let token: string;
  /** The database as the previous endpoint's cases left it: proven unchanged by them, so the next starts from it. */
  let unchanged: Record<string, string>;
  beforeAll(async () => {
    api = await startApiServer();
    // Operator staff in the operator channel pass every endpoint's access check, so the input is what is judged.
    token = (await api.signIn('operator@demo.test')).accessToken;
    // The caller's first request settles its row (docs/decisions.md): done before the proof starts.
    expect((await api.call('GET', '/session', token)).status).toBe(200);
    unchanged = await fingerprintDatabase(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has a valid example query for every signed-in endpoint with a query, so none is left out', () => {
    expect(WITH_QUERY.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['listTemporalSubscriptions', 'getInvoicePdf', 'getOrderContractDocument']),
    );
    expect(WITH_QUERY.filter((e) => e.queryExample === undefined).map((e) => e.id)).toEqual([]);
    const refused = WITH_QUERY.filter(
      (endpoint) => !endpoint.query!.safeParse(endpoint.queryExample).success,
    );
    expect(refused.map((endpoint) => endpoint.id)).toEqual([]);
  });

  for (const endpoint of WITH_QUERY) {
    const cases = brokenQueries(endpoint);
    it(`${endpoint.method} ${endpoint.path} with ${cases.length} malformed queries: 400 naming the parameter`, async () => {
      const before = unchanged;
      const body = endpoint.body ? JSON.stringify(endpoint.bodyExample ?? {}) : undefined;
      for (const bad of cases) {
        const res = await api.call(
          endpoint.method,
          `${pathWith(endpoint)}${queryString(bad.query)}`,
          token,
          body,
        );
        expect(res.status, `${bad.label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
        const error = (res.body as { error: { code: string; message: string; field?: string } }).error;
        expect(error.code, bad.label).toBe('INVALID_REQUEST');
        expect(error.message, bad.label).not.toBe('');
        expect(error.field, bad.label).toBe(bad.field);
      }
      unchanged = await fingerprintDatabase(api.db);
      expect(unchanged).toEqual(before);
    });
  }

  // A path parameter has no schema: the handler looks it up in the caller's scope, so an id that names nothing, or
  // one far longer than any id, is not found (or refused naming the parameter) and never an error of the server.
  for (const endpoint of WITH_PATH_PARAMETERS) {
    it(`${endpoint.method} ${endpoint.path} with path parameters that name nothing: 404, nothing changed`, async () => {
      const before = unchanged;
      const query = queryString((endpoint.queryExample ?? {}) as Record<string, unknown>);
      const body = endpoint.body ? JSON.stringify(endpoint.bodyExample ?? {}) : undefined;
      for (const [, name] of endpoint.path.matchAll(PATH_PARAMETER)) {
        for (const value of ['not-an-id', 'x'.repeat(2_000)]) {
          const label = `:${name} = ${value.slice(0, 40)}`;
          const res = await api.call(
            endpoint.method,
            `${pathWith(endpoint, { name: name!, value })}${query}`,
            token,
            body,
          );
          const error = (res.body as { error?: { code: string; field?: string } }).error;
          if (res.status === 400) {
            expect(error, label).toEqual(expect.objectContaining({ code: 'INVALID_REQUEST', field: name }));
          } else {
            expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(404);
            expect(error?.code, label).toBe('NOT_FOUND');
          }
        }
      }
      unchanged = await fingerprintDatabase(api.db);
      expect(unchanged).toEqual(before);
    });
  }
});
