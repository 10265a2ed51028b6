import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

/** One request carrying U+0000 in one place: where it goes and the field the 400 must name. */
type NullCase = {
  label: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  field: string;
};

const NUL = '\u0000';
const PATH_PARAMETER = /:([A-Za-z]+)/g;

function queryProperties(endpoint: Endpoint): string[] {
  if (!endpoint.query) return [];
  const schema = z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

function topLevelStringProperties(body: z.ZodType): string[] {
  const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[]; anyOf?: Array<{ type?: string }> }>;
  };
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) =>
      [property.type ?? [], ...(property.anyOf ?? []).map((option) => option.type ?? [])]
        .flat()
        .includes('string'),
    )
    .map(([name]) => name);
}

/** Every string of a value with its path ("lines.0.icc"). */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, [...path, String(index)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the string at `path` given U+0000 in the middle. */
function withNul(value: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return `a${NUL}b`;
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === head ? withNul(item, rest) : item));
  return {
    ...(value as Record<string, unknown>),
    [head]: withNul((value as Record<string, unknown>)[head], rest),
  };
}

function pathWith(endpoint: Endpoint, nulParameter?: string): string {
  return endpoint.path.replace(PATH_PARAMETER, (_match, name: string) =>
    name === nulParameter ? 'x%00y' : 'x',
  );
}

/**
 * U+0000 in each query parameter, each path parameter and each body string of an endpoint (the strings of its
 * example body, and the top-level string properties of its schema), the rest of the request as valid as the
 * contract's examples make it.
 */
function nullCases(endpoint: Endpoint): NullCase[] {
  const cases: NullCase[] = [];
  const query = endpoint.queryExample as Record<string, unknown> | undefined;
  const body = endpoint.body ? (endpoint.bodyExample ?? {}) : undefined;
  for (const name of queryProperties(endpoint)) {
    cases.push({
      label: `query ${name}`,
      path: pathWith(endpoint),
      query: { ...query, [name]: `a${NUL}b` },
      body,
      field: name,
    });
  }
  for (const [, name] of endpoint.path.matchAll(PATH_PARAMETER)) {
    cases.push({
      label: `path :${name}`,
      path: pathWith(endpoint, name),
      query,
      body,
      field: name as string,
    });
  }
  if (endpoint.body) {
    const paths = stringLeaves(body);
    const covered = new Set(paths.map((path) => path[0]));
    for (const name of topLevelStringProperties(endpoint.body)) if (!covered.has(name)) paths.push([name]);
    for (const path of paths) {
      const field = path.join('.');
      cases.push({
        label: `body ${field}`,
        path: pathWith(endpoint),
        query,
        body: withNul(body, path),
        field,
      });
    }
  }
  return cases;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('U+0000 in any string of any request: 400 INVALID_REQUEST naming the field, nothing written', () => {
  let api: ApiServer;
  let token: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    // Public endpoints are called as often as the others: their per-address limit is not what this is about.
    api = await startApiServer({ env: { PUBLIC_RATE_LIMIT: '0' } });
    // Operator staff in the operator channel pass every endpoint's access check, so the input is what is judged.
    token = (await api.signIn('operator@demo.test')).accessToken;
    // The caller's first request settles its row (docs/decisions.md): done before the proof starts.
    expect((await api.call('GET', '/session', token)).status).toBe(200);
    before = await fingerprintDatabase(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reaches the findings of the issue: searches, fiscal ids, channels and the customer bodies', () => {
    const labels = ENDPOINTS.flatMap((endpoint) =>
      nullCases(endpoint).map((c) => `${endpoint.method} ${endpoint.path} ${c.label}`),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /customers query search',
        'GET /search query q',
        'GET /subscriptions query fiscalId',
        'GET /customer query fiscalId',
        'GET /channel query channel',
        'PUT /customer body name',
        'POST /orders/:id/contract path :id',
      ]),
    );
  });

  // One test per endpoint keeps the report readable; each case of it is checked on its own.
  for (const endpoint of ENDPOINTS) {
    const cases = nullCases(endpoint);
    if (cases.length === 0) continue;
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      // Sent together: a refusal reads nothing but the caller, so the cases cannot disturb each other.
      const answers = await Promise.all(
        cases.map(async (nul) => {
          const res = await api.call(
            endpoint.method,
            `${nul.path}${queryString(nul.query)}`,
            token,
            nul.body === undefined ? undefined : JSON.stringify(nul.body),
          );
          const error = (res.body as { error?: { code?: string; field?: string } }).error;
          return { case: nul.label, status: res.status, code: error?.code, field: error?.field };
        }),
      );
      expect(answers).toEqual(
        cases.map((nul) => ({ case: nul.label, status: 400, code: 'INVALID_REQUEST', field: nul.field })),
      );
    });
  }

  // Refusals change nothing, so one proof over all of them is enough (a fingerprint per case took most of the time).
  it('left the database as it was', async () => {
    expect(await fingerprintDatabase(api.db)).toEqual(before);
  });
});
