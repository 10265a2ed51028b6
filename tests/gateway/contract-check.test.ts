import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractCheckOf } from '../../gateway/contract-check';
import { customerEndpoints } from '../../schema/rest/customers';
import { ENDPOINTS } from '../../schema/rest/endpoints';

type Schema = z.core.$ZodTypes;

/** What the compiled check must say: zod accepts the value and gives back a value equal to it. */
function zodKeepsAsItIs(schema: z.ZodType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  return parsed.success && isDeepStrictEqual(parsed.data, value);
}

function checksOf(schema: Schema) {
  return ((schema._zod.def.checks ?? []) as z.core.$ZodChecks[]).map((check) => check._zod.def);
}

/** Anything JSON can carry, and a few values at the edges of the checks. */
const stray: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, '', 0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, true, [], {}),
);

/**
 * Values shaped like the schema, most of them valid, with stray values in any place: a wrong type, a missing or
 * an undeclared key, a string off its pattern, a number out of its range.
 */
function near(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 12, arbitrary: shapedLike(schema) }, { weight: 1, arbitrary: stray });
}

function shapedLike(schema: Schema): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const checks = checksOf(schema);
  switch (def.type) {
    case 'string': {
      const regex = checks.find((check) => check.check === 'string_format');
      if (regex && 'pattern' in regex && regex.pattern) return fc.stringMatching(regex.pattern);
      const min = checks.find((check) => check.check === 'min_length');
      const max = checks.find((check) => check.check === 'max_length');
      return fc.string({
        minLength: min && 'minimum' in min ? min.minimum : 0,
        maxLength: max && 'maximum' in max ? max.maximum + 1 : 12,
      });
    }
    case 'number':
      return checks.some((check) => check.check === 'number_format')
        ? fc.integer({ min: -5, max: 100_000 })
        : fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
    case 'literal':
      return fc.constantFrom(...(schema._zod.values ?? new Set([null])));
    case 'nullable':
      return fc.option(near(def.innerType as Schema), { nil: null, freq: 3 });
    case 'optional':
      return fc.option(near(def.innerType as Schema), { nil: undefined, freq: 3 });
    case 'array':
      return fc.array(near(def.element as Schema), { maxLength: 3 });
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.keys(shape);
      const record = fc.record(
        Object.fromEntries(keys.map((key) => [key, near(shape[key] as Schema)])),
        // Optional keys come and go; once in a while a declared one is missing too.
        { requiredKeys: keys.filter((key) => shape[key]?._zod.optout !== 'optional') },
      );
      const dropOrAdd = fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(...keys).map((key) => ({ drop: key })),
        fc.string({ minLength: 1, maxLength: 8 }).map((key) => ({ add: key })),
      );
      return fc.tuple(record, fc.nat(9), dropOrAdd).map(([value, dice, change]) => {
        const copy: Record<string, unknown> = { ...value };
        if (dice === 0 && change && 'drop' in change) delete copy[change.drop];
        if (dice === 1 && change && 'add' in change) copy[change.add] = 'extra';
        return copy;
      });
    }
    default:
      return fc.jsonValue();
  }
}

function holdsToZod(schema: z.ZodType, runs: number): { accepted: number } {
  const check = contractCheckOf(schema);
  if (!check) throw new Error('the schema has no compiled check');
  let accepted = 0;
  fc.assert(
    fc.property(near(schema as unknown as Schema), (value) => {
      const verdict = check(value);
      if (verdict) accepted += 1;
      expect(verdict).toBe(zodKeepsAsItIs(schema, value));
    }),
    { numRuns: runs },
  );
  return { accepted };
}

describe('compiled contract check', () => {
  it("says true exactly when zod accepts an answer and returns it unchanged, for every endpoint's answer it compiles", () => {
    const compiled = ENDPOINTS.filter((endpoint) => contractCheckOf(endpoint.response));
    // The hot reads compile (the lines page, the customers page, the session); most of the contract does.
    expect(compiled.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['listSubscriptions', 'listCustomers', 'getSession']),
    );
    expect(compiled.length).toBeGreaterThan(ENDPOINTS.length * 0.75);
    let accepted = 0;
    for (const endpoint of compiled) accepted += holdsToZod(endpoint.response, 60).accepted;
    // Both verdicts were reached often, or the property would say little.
    expect(accepted).toBeGreaterThan(compiled.length * 5);
    expect(accepted).toBeLessThan(compiled.length * 55);
  });

  it("holds to zod on the lines page's schema, valid pages included", () => {
    const { accepted } = holdsToZod(customerEndpoints.listSubscriptions.response, 400);
    expect(accepted).toBeGreaterThan(20);
  });

  const item = z.object({
    id: z.string().min(2).max(5),
    count: z.number().int().gte(0).lt(10),
    ratio: z.number(),
    code: z.string().regex(/^[A-Z]{2}$/),
    state: z.enum(['ON', 'OFF']),
    kind: z.literal('line'),
    note: z.string().nullable(),
    extra: z.string().optional(),
    tags: z.array(z.string()).max(2),
    free: z.unknown(),
  });
  const valid = {
    id: 'ab',
    count: 3,
    ratio: 1.5,
    code: 'ES',
    state: 'ON',
    kind: 'line',
    note: null,
    tags: ['x'],
    free: { any: [1] },
  };

  it.each([
    ['a valid value', valid, true],
    ['an optional key there with undefined (zod keeps it)', { ...valid, extra: undefined }, true],
    ['an optional key with a value', { ...valid, extra: 'e' }, true],
    ['an undeclared key (zod would strip it)', { ...valid, other: 1 }, false],
    ['a required key missing', { ...valid, note: undefined }, false],
    ['a string too short', { ...valid, id: 'a' }, false],
    ['a string too long', { ...valid, id: 'abcdef' }, false],
    ['an int with a fraction', { ...valid, count: 1.5 }, false],
    ['an int at the exclusive bound', { ...valid, count: 10 }, false],
    ['a negative int', { ...valid, count: -1 }, false],
    ['NaN', { ...valid, ratio: Number.NaN }, false],
    ['Infinity', { ...valid, ratio: Number.POSITIVE_INFINITY }, false],
    ['off the pattern', { ...valid, code: 'es' }, false],
    ['not in the enum', { ...valid, state: 'MAYBE' }, false],
    ['another literal', { ...valid, kind: 'customer' }, false],
    ['too many items', { ...valid, tags: ['a', 'b', 'c'] }, false],
    ['an item of the wrong type', { ...valid, tags: [1] }, false],
    ['an array for the object', [valid], false],
    ['null for the object', null, false],
  ])('%s: %s', (_label, value, expected) => {
    expect(contractCheckOf(item)?.(value)).toBe(expected);
    expect(zodKeepsAsItIs(item, value)).toBe(expected);
  });

  it.each([
    ['a transform', z.string().transform((value) => value.length)],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a refinement', z.string().refine((value) => value !== 'x')],
    ['a trim (zod rewrites the value)', z.string().trim()],
    ['a union', z.union([z.string(), z.number()])],
    ['a record', z.record(z.string(), z.number())],
    ['an e-mail format', z.email()],
    ['coercion', z.coerce.number()],
    ['a loose object (a catchall)', z.looseObject({ a: z.string() })],
    ['a strict object (a catchall)', z.strictObject({ a: z.string() })],
    ['a nested one deep inside', z.object({ a: z.array(z.object({ b: z.string().toLowerCase() })) })],
  ])('leaves %s to zod', (_label, schema) => {
    expect(contractCheckOf(schema)).toBeUndefined();
  });

  it('leaves a recursive schema to zod instead of compiling it forever', () => {
    const node = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(contractCheckOf(node)).toBeUndefined();
    expect(contractCheckOf(z.object({ tree: node.nullable() }))).toBeUndefined();
  });

  it('compiles each schema once', () => {
    const schema = z.object({ a: z.string() });
    expect(contractCheckOf(schema)).toBe(contractCheckOf(schema));
  });
});
