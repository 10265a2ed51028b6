import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, GraphQLError, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../gateway/context';
import { createGatewayContext } from '../../gateway/create-gateway-context';
import { createDocumentCache, type PreparedOperation } from '../../gateway/document-cache';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/graphql-limits';
import { measureOperation } from '../../gateway/guards/measure-operation';
import { restErrorToGraphQL } from '../../gateway/rest-error';
import { createRestTransport } from '../../gateway/rest-transport';
import { createGatewaySchema } from '../../gateway/schema';

// A schema of its own, so that the cache is checked apart from the api: lists, nesting, errors of each kind.
const schema = makeExecutableSchema({
  typeDefs: `
    type Query {
      items(first: Int!): [Item!]!
      refused: String
      broken: String
      item(id: ID!): Item
    }
    type Item { id: ID! name: String! price: Float tags: [String!]! }
  `,
  resolvers: {
    Query: {
      items: (_: unknown, { first }: { first: number }) =>
        Array.from({ length: first }, (_, i) => ({
          id: String(i),
          name: `item ${i}`,
          price: i * 1.5,
          tags: ['a'],
        })),
      refused: () => {
        throw restErrorToGraphQL(409, { error: { code: 'INVALID_TRANSITION', message: 'already done' } });
      },
      broken: () => {
        throw new TypeError('cannot read x of undefined at /srv/secret.ts:12');
      },
      item: async (_: unknown, { id }: { id: string }) => ({ id, name: `item ${id}`, price: null, tags: [] }),
    },
  },
});

const transport = createRestTransport('http://127.0.0.1:9');
const context: GatewayContext = createGatewayContext(transport, 'unused');

function cache(compileAfter = 2) {
  return createDocumentCache({
    schema,
    limits: DEFAULT_GRAPHQL_LIMITS,
    introspection: true,
    compileAfter,
  });
}

function operationOf(documents: ReturnType<typeof cache>, text: string, name?: string): PreparedOperation {
  const prepared = documents.prepare(text);
  if (!prepared.ok) throw new Error(prepared.errors[0]?.message);
  const operation = prepared.operation(name);
  if (operation instanceof GraphQLError) throw operation;
  return operation;
}

async function run(
  operation: PreparedOperation,
  variables: Record<string, unknown> = {},
): Promise<ExecutionResult> {
  return operation.execute(context, variables);
}

describe('document cache', () => {
  it('keeps one prepared document per text', () => {
    const documents = cache();
    expect(documents.prepare('{ refused }')).toBe(documents.prepare('{ refused }'));
  });

  it('compiles an operation with graphql-jit on its second run and answers exactly as graphql-js', async () => {
    const documents = cache();
    expect(documents.jit).toBe(true);
    const operation = operationOf(
      documents,
      'query List($n: Int!) { items(first: $n) { id name price tags } one: item(id: "7") { name price } }',
    );
    const interpreted = await run(operation, { n: 50 });
    expect(operation.compiled).toBe(false);
    const compiled = await run(operation, { n: 50 });
    expect(operation.compiled).toBe(true);
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(interpreted));
    expect(compiled.data?.items).toHaveLength(50);
  });

  it('keeps REST error codes and hands other failures on as originals (to become INTERNAL) on both paths', async () => {
    const operation = operationOf(cache(), '{ refused broken }');
    for (const pass of ['graphql-js', 'graphql-jit']) {
      const result = await run(operation);
      expect(operation.compiled, pass).toBe(pass === 'graphql-jit');
      expect(result.data).toEqual({ refused: null, broken: null });
      const [refused, broken] = [...(result.errors ?? [])]
        .sort((a, b) => String(a.path?.[0]).localeCompare(String(b.path?.[0])))
        .reverse();
      expect(refused?.path).toEqual(['refused']);
      expect(refused?.extensions).toEqual({ code: 'INVALID_TRANSITION', status: 409, statusClass: '4xx' });
      expect(broken?.path).toEqual(['broken']);
      expect(broken?.extensions?.code).toBeUndefined();
      expect(broken?.originalError).toBeInstanceOf(TypeError);
    }
  });

  it('refuses variables that do not fit, with no data, on both paths', async () => {
    const operation = operationOf(cache(1), 'query($n: Int!) { items(first: $n) { id } }');
    expect(operation.compiled).toBe(false);
    const result = await run(operation, { n: 'many' });
    expect(operation.compiled).toBe(true);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.path).toBeUndefined();
    const interpreted = await run(operationOf(cache(0), 'query($n: Int!) { items(first: $n) { id } }'), {
      n: 'many',
    });
    expect(interpreted.data).toBeUndefined();
  });

  it('never compiles with compileAfter 0', async () => {
    const operation = operationOf(cache(0), '{ item(id: "1") { id } }');
    for (let i = 0; i < 3; i += 1) await run(operation);
    expect(operation.compiled).toBe(false);
  });

  it('works under tsx too, where graphql-jit would otherwise load a second copy of graphql', () => {
    const output = execFileSync('node_modules/.bin/tsx', ['tests/gateway/fixtures/jit-probe.ts'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      jit: true,
      compiled: true,
      result: { data: { __typename: 'Query' } },
    });
  });
});

describe('measureOperation', () => {
  const gatewaySchema = createGatewaySchema();
  function measure(text: string, variables?: Record<string, unknown>) {
    const document = parse(text);
    const fragments = new Map(
      document.definitions.flatMap((d) =>
        d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [],
      ),
    );
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
    return measureOperation(gatewaySchema, operation, fragments, 10, variables);
  }

  it('counts depth and cost from the schema: a list costs its items times what each holds', () => {
    // session 1 + email 1 + abilities (1 + 10 x (action 1 + subject 1))
    expect(measure('{ session { email abilities { action subject } } }')).toEqual({
      depth: 3,
      aliases: 0,
      cost: 23,
      introspection: false,
      variablePageSizes: false,
    });
  });

  it('takes a literal page size over the default list factor', () => {
    expect(measure('{ a(first: 50) { b c } }').cost).toBe(101);
    expect(measure('{ cachedBrands { brandId name } }').cost).toBe(21);
  });

  it('takes a page size from the variables, else from its default, else the list factor', () => {
    const text = 'query Q($n: Int, $m: Int = 30) { a(first: $n) { b c } d(limit: $m) { e } }';
    // a: 1 + n x 2; d: 1 + m x 1
    expect(measure(text, { n: 50, m: 5 })).toMatchObject({ cost: 107, variablePageSizes: true });
    expect(measure(text, { n: 50 }).cost).toBe(101 + 31);
    expect(measure(text).cost).toBe(21 + 31);
    // Not an integer: coercion refuses it before anything runs; measured as if absent.
    expect(measure(text, { n: '5000', m: 2.5 }).cost).toBe(21 + 31);
    expect(measure('query Q($n: Int) { a(first: 3) { b } }', { n: 9 }).variablePageSizes).toBe(false);
  });

  it("keeps every console operation within the cost limit with its page sizes at the api's largest, 500", () => {
    const manifest = JSON.parse(readFileSync('client/generated/persisted-documents.json', 'utf8')) as Record<
      string,
      string
    >;
    const costs: Array<[string, number]> = [];
    for (const text of Object.values(manifest)) {
      const operation = parse(text).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind !== Kind.OPERATION_DEFINITION) continue;
      const largest = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, 500]),
      );
      const shape = measure(text, largest);
      if (shape.variablePageSizes) costs.push([operation.name?.value ?? '', shape.cost]);
    }
    // The queues and the CSV export ask for pages through variables; the widest of them is the catalogue's.
    expect(costs.length).toBeGreaterThan(10);
    expect(costs.filter(([, cost]) => cost > DEFAULT_GRAPHQL_LIMITS.maxCost)).toEqual([]);
    expect(Math.max(...costs.map(([, cost]) => cost))).toBeGreaterThan(DEFAULT_GRAPHQL_LIMITS.maxCost / 2);
  });

  it('counts aliases and introspection through fragments, without counting __typename', () => {
    const shape = measure(`{ ...F x: session { __typename } }
      fragment F on Query { y: brand { name } __schema { types { name } } }`);
    expect(shape).toMatchObject({ aliases: 2, introspection: true, depth: 2 });
  });

  it('stops at a fragment cycle (validation refuses it afterwards)', () => {
    const shape = measure(
      '{ session { ...A } } fragment A on SessionUser { email ...B } fragment B on SessionUser { ...A }',
    );
    expect(shape.depth).toBe(2);
  });

  it('measures a fragment once however often it is spread', () => {
    const fragments = Array.from(
      { length: 60 },
      (_, i) => `fragment F${i} on SessionUser { ...F${i + 1} ...F${i + 1} }`,
    );
    const shape = measure(
      `{ session { ...F0 } } ${fragments.join(' ')} fragment F60 on SessionUser { email }`,
    );
    expect(shape.cost).toBe(1 + 2 ** 60);
  });
});

describe('compiled answers and their leaves', () => {
  // Resolvers that break the schema's leaf types the way a mistyped REST mapping would.
  const loose = makeExecutableSchema({
    typeDefs: `
      enum Status { ACTIVE BLOCKED }
      interface Hit { title: String! }
      type LineHit implements Hit { title: String! lineNumber: String! }
      type CustomerHit implements Hit { title: String! fiscalId: String! }
      type Query {
        good: [Hit!]!
        numberAsString: String
        fractionAsInt: Int
        unknownStatus: Status
        status: Status
      }
    `,
    resolvers: {
      Hit: { __resolveType: (hit: { lineNumber?: string }) => (hit.lineNumber ? 'LineHit' : 'CustomerHit') },
      Query: {
        good: () => [
          { title: 'Línea', lineNumber: '612345678' },
          { title: 'Cliente', fiscalId: '12345678Z' },
        ],
        numberAsString: () => 612345678,
        fractionAsInt: () => 1.5,
        unknownStatus: () => 'active',
        status: () => 'BLOCKED',
      },
    },
  });
  const compiledCache = (checkLeaves: boolean) =>
    createDocumentCache({
      schema: loose,
      limits: DEFAULT_GRAPHQL_LIMITS,
      introspection: true,
      compileAfter: 1,
      checkLeaves,
    });
  const answerOf = async (documents: ReturnType<typeof compiledCache>, text: string) => {
    const prepared = documents.prepare(text);
    if (!prepared.ok) throw new Error(prepared.errors[0]?.message);
    const operation = prepared.operation(undefined);
    if (operation instanceof GraphQLError) throw operation;
    expect(operation.compiled).toBe(false);
    const answer = await operation.execute(context, {});
    expect(operation.compiled).toBe(true);
    return answer;
  };

  it('pass through the check unchanged when every leaf has its type, interfaces without __typename too', async () => {
    const answer = await answerOf(
      compiledCache(true),
      '{ good { title ... on LineHit { lineNumber } ... on CustomerHit { fiscalId } } status }',
    );
    expect(answer).toEqual({
      data: {
        good: [
          { title: 'Línea', lineNumber: '612345678' },
          { title: 'Cliente', fiscalId: '12345678Z' },
        ],
        status: 'BLOCKED',
      },
    });
  });

  it.each([
    ['{ numberAsString }', 'numberAsString'],
    ['{ fractionAsInt }', 'Int cannot represent non-integer value: 1.5'],
    ['{ unknownStatus }', 'Enum "Status" cannot represent value: "active"'],
  ])('outside production, %s answers an INTERNAL error naming what is wrong', async (query, named) => {
    const answer = await answerOf(compiledCache(true), query);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'INTERNAL', status: 500 });
    expect(answer.errors?.[0]?.message).toContain(named);
  });

  it('in production the values go out as the resolvers gave them, unserialised', async () => {
    const answer = await answerOf(compiledCache(false), '{ numberAsString fractionAsInt }');
    expect(answer).toEqual({ data: { numberAsString: 612345678, fractionAsInt: 1.5 } });
  });
});
