import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../schema/rest/endpoint';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { type ApiResponse, type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** One broken request: what it sends and the field the 400 must name (any field of `fields` when no example). */
type BadCase = {
  label: string;
  query?: Record<string, unknown>;
  body?: unknown;
  field: string | readonly string[];
};

/** A JSON schema's types, a nullable or optional one's included. */
function typesOf(schema: JsonSchema): string[] {
  return [schema.type ?? [], ...(schema.anyOf ?? []).map((option) => option.type ?? [])].flat();
}

function maxLengthOf(schema: JsonSchema): number | undefined {
  return schema.maxLength ?? schema.anyOf?.find((option) => option.maxLength !== undefined)?.maxLength;
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * For each property of an object schema, starting from a valid example when there is one: the property of the
 * wrong type, oversize (a string past its length, a list past its count) and missing when required, one at a
 * time; list items of objects are broken the same way in the example's first item. With an example the refusal
 * must name exactly the broken field; without one, any field of the object.
 */
function brokenFields(
  schema: JsonSchema,
  example: Record<string, unknown> | undefined,
  prefix: string,
  wrap: (value: Record<string, unknown>) => Record<string, unknown>,
): BadCase[] {
  const base = example ?? {};
  const anyField = Object.keys(schema.properties ?? {}).map((name) => `${prefix}${name}`);
  const cases: BadCase[] = [];
  const broken = (name: string, value: unknown) => wrap({ ...base, [name]: value });
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = example ? `${prefix}${name}` : anyField;
    const types = typesOf(property);
    cases.push({
      label: `${prefix}${name} of the wrong type`,
      body: broken(name, types.includes('string') ? 12345 : 'a string'),
      field,
    });
    if (types.includes('string')) {
      const oversize = 'x'.repeat((maxLengthOf(property) ?? 10_000) + 1);
      cases.push({ label: `${prefix}${name} oversize`, body: broken(name, oversize), field });
    }
    const items = property.items ?? property.anyOf?.find((option) => option.items)?.items;
    const firstItem = Array.isArray(base[name]) ? (base[name] as unknown[])[0] : undefined;
    if (types.includes('array') && property.maxItems !== undefined && firstItem !== undefined) {
      const tooMany = Array.from({ length: property.maxItems + 1 }, () => firstItem);
      cases.push({ label: `${prefix}${name} with too many items`, body: broken(name, tooMany), field });
    }
    if (items?.properties && firstItem && typeof firstItem === 'object') {
      const rest = (base[name] as unknown[]).slice(1);
      cases.push(
        ...brokenFields(items, firstItem as Record<string, unknown>, `${prefix}${name}.0.`, (item) =>
          broken(name, [item, ...rest]),
        ),
      );
    }
  }
  for (const name of schema.required ?? []) {
    const { [name]: _missing, ...rest } = base;
    cases.push({
      label: `${prefix}${name} missing`,
      body: wrap(rest),
      field: example ? `${prefix}${name}` : anyField,
    });
  }
  return cases;
}

/** Broken queries and bodies of a public endpoint, from its contract and its examples. */
function badCases(endpoint: Endpoint): BadCase[] {
  const cases: BadCase[] = [];
  if (endpoint.query) {
    const schema = toJsonSchema(endpoint.query);
    const example = endpoint.queryExample as Record<string, unknown> | undefined;
    const base = example ?? {};
    const anyField = Object.keys(schema.properties ?? {});
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const field = example ? name : anyField;
      // A parameter given twice arrives as a list.
      cases.push({ label: `query ${name} of the wrong type`, query: { ...base, [name]: ['a', 'b'] }, field });
      if (typesOf(property).includes('string')) {
        const oversize = 'x'.repeat((maxLengthOf(property) ?? 1_000) + 1);
        cases.push({ label: `query ${name} oversize`, query: { ...base, [name]: oversize }, field });
      }
    }
    for (const name of schema.required ?? []) {
      const { [name]: _missing, ...rest } = base;
      cases.push({ label: `query ${name} missing`, query: rest, field: example ? name : anyField });
    }
  }
  if (endpoint.body) {
    const example = endpoint.bodyExample as Record<string, unknown> | undefined;
    for (const bad of brokenFields(toJsonSchema(endpoint.body), example, '', (value) => value)) {
      cases.push({ ...bad, query: endpoint.queryExample as Record<string, unknown> | undefined });
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

const PUBLIC = ENDPOINTS.filter((endpoint) => endpoint.access === 'public');

describe('bad input to every public endpoint, without a session: 400 naming the field, nothing written', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ env: { PUBLIC_RATE_LIMIT: '0' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('finds the public endpoints, the verification page’s among them, each with something to break', () => {
    expect(PUBLIC.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['getPublicVerification', 'submitPublicVerification', 'getPublicInvoice']),
    );
    const withCases = PUBLIC.filter((endpoint) => badCases(endpoint).length > 0).map(
      (endpoint) => endpoint.id,
    );
    // Only a file served by its path (a logo) has neither query nor body.
    expect(
      PUBLIC.filter((endpoint) => !withCases.includes(endpoint.id)).every((e) => !e.query && !e.body),
    ).toBe(true);
  });

  for (const endpoint of PUBLIC) {
    for (const bad of badCases(endpoint)) {
      it(`${endpoint.method} ${endpoint.path}: ${bad.label}`, async () => {
        const before = await fingerprintDatabase(api.db);
        const path = `${endpoint.path.replace(/:([A-Za-z]+)/g, 'x')}${queryString(bad.query)}`;
        const res: ApiResponse = await api.call(
          endpoint.method,
          path,
          null,
          endpoint.body ? JSON.stringify(bad.body) : undefined,
        );
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
        const error = (res.body as { error: { code: string; field?: string } }).error;
        expect(error.code).toBe('INVALID_REQUEST');
        if (typeof bad.field === 'string') expect(error.field).toBe(bad.field);
        else expect(bad.field).toContain(error.field?.split('.')[0]);
        expect(await fingerprintDatabase(api.db)).toEqual(before);
      });
    }
  }
});
