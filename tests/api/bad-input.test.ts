import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type PropertySchema = { type?: string | string[]; maxLength?: number; format?: string };

/**
 * Malformed bodies generated from an endpoint's body schema: wrong shapes, and, starting from the endpoint's valid
 * example body when it has one, each property in turn of the wrong type, oversize, not an e-mail or missing. With
 * an example the answer must name exactly the broken field; without one, any field of the body.
 */
function malformedBodies(endpoint: Endpoint): Array<{ label: string; body: unknown; field?: string }> {
  if (!endpoint.body) return [];
  const schema = z.toJSONSchema(endpoint.body, { io: 'input' }) as {
    properties?: Record<string, PropertySchema>;
    required?: string[];
  };
  const example = (endpoint.bodyExample ?? {}) as Record<string, unknown>;
  const exact = endpoint.bodyExample !== undefined;
  const cases: Array<{ label: string; body: unknown; field?: string }> = [
    { label: 'an array instead of an object', body: [] },
    { label: 'a string instead of an object', body: 'not an object' },
  ];
  const broken = (name: string, value: unknown) => ({ ...example, [name]: value });
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types = [property.type ?? []].flat();
    const field = exact ? name : undefined;
    const wrong = types.includes('string') ? 12345 : 'a string';
    cases.push({ label: `${name} of the wrong type`, body: broken(name, wrong), field });
    if (types.includes('string')) {
      const oversize = 'x'.repeat((property.maxLength ?? 10_000) + 1);
      cases.push({ label: `${name} oversize`, body: broken(name, oversize), field });
    }
    if (property.format === 'email') {
      cases.push({ label: `${name} not an e-mail`, body: broken(name, 'not-an-email'), field });
    }
  }
  for (const name of schema.required ?? []) {
    const { [name]: _missing, ...rest } = example;
    cases.push({ label: `${name} missing`, body: rest, field: exact ? name : undefined });
  }
  return cases;
}

function fieldsOf(endpoint: Endpoint): string[] {
  const schema = z.toJSONSchema(endpoint.body!, { io: 'input' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
}

describe('bad input generated from the contract: 400 with code and field, nothing changed', () => {
  let api: Api;
  let token: string;
  /** The database as the previous endpoint's cases left it: proven unchanged by them, so the next starts from it. */
  let unchanged: Record<string, string>;
  beforeAll(async () => {
    api = await startApiServer();
    token = (await api.signIn('admin@demo.test')).accessToken;
    unchanged = await fingerprintDatabase(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });

  const withBody = ENDPOINTS.filter((e) => e.body);
  it('covers at least one endpoint with a body', () => {
    expect(withBody.length).toBeGreaterThan(0);
  });

  // One test per endpoint: each malformed body is answered on its own, and the database is compared once after
  // them all (a difference names the endpoint; fingerprinting after each of the ~900 bodies was most of the time).
  for (const endpoint of withBody) {
    const cases = malformedBodies(endpoint);
    it(`${endpoint.method} ${endpoint.path} with ${cases.length} malformed bodies`, async () => {
      const before = unchanged;
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, 'x');
      for (const bad of cases) {
        const res = await api.call(endpoint.method, path, token, JSON.stringify(bad.body));
        expect(res.status, bad.label).toBe(400);
        const error = (res.body as { error: { code: string; field?: string } }).error;
        expect(error.code, bad.label).toBe('INVALID_REQUEST');
        if (bad.field) expect(error.field, bad.label).toBe(bad.field);
        else if (error.field) expect(fieldsOf(endpoint), bad.label).toContain(error.field.split('.')[0]);
      }
      unchanged = await fingerprintDatabase(api.db);
      expect(unchanged).toEqual(before);
    });
  }
});
