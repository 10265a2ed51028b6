import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type PropertySchema = { type?: string | string[]; maxLength?: number; format?: string };

/** Malformed bodies generated from an endpoint's body schema: wrong shapes, wrong types, oversize strings. */
function malformedBodies(endpoint: Endpoint): Array<{ label: string; body: unknown; field?: string }> {
  if (!endpoint.body) return [];
  const schema = z.toJSONSchema(endpoint.body, { io: 'input' }) as {
    properties?: Record<string, PropertySchema>;
    required?: string[];
  };
  const cases: Array<{ label: string; body: unknown; field?: string }> = [
    { label: 'an array instead of an object', body: [] },
    { label: 'a string instead of an object', body: 'not an object' },
  ];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types = [property.type ?? []].flat();
    const wrong = types.includes('string') ? 12345 : 'a string';
    cases.push({ label: `${name} of the wrong type`, body: { [name]: wrong }, field: name });
    if (types.includes('string')) {
      cases.push({
        label: `${name} oversize`,
        body: { [name]: 'x'.repeat((property.maxLength ?? 10_000) + 1) },
        field: name,
      });
    }
    if (property.format === 'email') {
      cases.push({ label: `${name} not an e-mail`, body: { [name]: 'not-an-email' }, field: name });
    }
  }
  for (const name of schema.required ?? []) {
    cases.push({ label: `${name} missing`, body: {}, field: name });
  }
  return cases;
}

describe('bad input generated from the contract: 400 with code and field, nothing changed', () => {
  let api: Api;
  let token: string;
  beforeAll(async () => {
    api = await startApiServer();
    token = (await api.signIn('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  const withBody = ENDPOINTS.filter((e) => e.body);
  it('covers at least one endpoint with a body', () => {
    expect(withBody.length).toBeGreaterThan(0);
  });

  for (const endpoint of withBody) {
    for (const bad of malformedBodies(endpoint)) {
      it(`${endpoint.method} ${endpoint.path} with ${bad.label}`, async () => {
        const before = await dumpDatabase(api.db);
        const path = endpoint.path.replace(/:([A-Za-z]+)/g, 'x');
        const res = await api.call(endpoint.method, path, token, JSON.stringify(bad.body));
        expect(res.status).toBe(400);
        const error = (res.body as { error: { code: string; field?: string } }).error;
        expect(error.code).toBe('INVALID_REQUEST');
        if (bad.field) expect(error.field).toBe(bad.field);
        expect(await dumpDatabase(api.db)).toEqual(before);
      });
    }
  }
});
