import { readFileSync } from 'node:fs';
import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../client/generated/graphql';
import {
  CachedBrandsDocument,
  EnterChannelDocument,
  ReturnToOriginalChannelDocument,
  SessionDocument,
} from '../../client/generated/graphql';
import { canonicalDocumentText } from '../../gateway/canonical-document';
import { createDocumentCache } from '../../gateway/document-cache';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/graphql-limits';
import { createPersistedOperations } from '../../gateway/persisted-operations';
import { createGatewaySchema } from '../../gateway/schema';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const MANIFEST_FILE = 'client/generated/persisted-documents.json';
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>;

describe('gateway in production: only the console own operations run', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack({
      production: true,
      introspection: false,
      persistedOperationsOnly: true,
      persistedOperationsFile: MANIFEST_FILE,
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  function urqlClient(token: string): Client {
    // As the console sends them: urql with its document cache (which adds __typename everywhere).
    return new Client({
      url: `${stack.url}/graphql`,
      exchanges: [cacheExchange, fetchExchange],
      preferGetMethod: false,
      fetchOptions: { headers: { authorization: `Bearer ${token}` } },
    });
  }

  it('every generated document is in the manifest the gateway loaded, and it refused none at start', () => {
    expect(Object.keys(manifest).length).toBeGreaterThanOrEqual(4);
    expect(stack.logged).toEqual([]);
  });

  it("runs the console's generated documents as urql sends them", async () => {
    const { accessToken } = await stack.api.signIn('operator@demo.test');
    const client = urqlClient(accessToken);
    const session = await client
      .query(SessionDocument.toString(), {}, { requestPolicy: 'network-only' })
      .toPromise();
    expect(session.error).toBeUndefined();
    expect(session.data).toMatchObject({ session: { email: 'operator@demo.test' }, brand: { brandId: '0' } });
    const brands = await client.query(CachedBrandsDocument.toString(), {}).toPromise();
    expect(brands.error).toBeUndefined();
    const entered = await client
      .mutation(EnterChannelDocument.toString(), { channel: '3000003' })
      .toPromise();
    expect(entered.data).toMatchObject({ enterChannel: { channel: '3000003', originalChannel: '0' } });
    const back = await client.mutation(ReturnToOriginalChannelDocument.toString(), {}).toPromise();
    expect(back.data).toMatchObject({ returnToOriginalChannel: { channel: '0' } });
  });

  it('refuses any other operation with PERSISTED_QUERY_NOT_FOUND, even a subset of a known one', async () => {
    const { accessToken } = await stack.api.signIn('operator@demo.test');
    stack.restCalls.length = 0;
    for (const query of [
      '{ session { email } }',
      '{ __schema { types { name } } }',
      'query Session { session { email } }',
    ]) {
      const res = await stack.graphql(accessToken, query);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'PERSISTED_QUERY_NOT_FOUND', status: 400 });
    }
    expect(stack.restCalls).toEqual([]);
  });

  it('runs a persisted operation sent by hash only (documentId or the APQ extension)', async () => {
    const { accessToken } = await stack.api.signIn('manager@demo.test');
    const hash = SessionDocument.__meta__?.hash as string;
    expect(manifest[hash]).toBeDefined();
    const byDocumentId = await stack.request(accessToken, { body: JSON.stringify({ documentId: hash }) });
    expect(byDocumentId.body).toMatchObject({ data: { session: { email: 'manager@demo.test' } } });
    const byApq = await stack.request(accessToken, {
      body: JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: hash.replace('sha256:', '') } },
      }),
    });
    expect(byApq.body).toEqual(byDocumentId.body);
    const unknown = await stack.request(accessToken, { body: JSON.stringify({ documentId: 'sha256:0000' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
  });
});

describe('canonical documents (what the allow-list compares)', () => {
  const known = createPersistedOperations(manifest);

  it('ignore layout, comments, field order, argument order and added __typename', () => {
    expect(
      canonicalDocumentText(parse('# hi\nquery Q($b: Int, $a: Int) { x(b: 1, a: 2) { __typename d c } y }')),
    ).toBe(canonicalDocumentText(parse('query Q($a: Int, $b: Int) { y x(a: 2, b: 1) { c d } }')));
  });

  it("keep a mutation's root order, aliases and anything that changes the answer", () => {
    const text = (q: string) => canonicalDocumentText(parse(q));
    expect(text('mutation { a b }')).not.toBe(text('mutation { b a }'));
    expect(text('mutation { a { y x } }')).toBe(text('mutation { a { x y } }'));
    expect(text('{ x: a }')).not.toBe(text('{ a }'));
    expect(text('{ a(n: 1) }')).not.toBe(text('{ a(n: 2) }'));
    expect(text('{ t: __typename }')).not.toBe(text('{ a }'));
  });

  it('match every generated document of the console against its manifest entry (codegen prints them sorted)', () => {
    // Fragment documents are spread into operations; only operations are sent, so only they are in the manifest.
    const documents = Object.values(generated).filter(
      (value): value is typeof SessionDocument =>
        value instanceof generated.TypedDocumentString && !/^\s*fragment\b/.test(value.toString()),
    );
    expect(documents.length).toBe(Object.keys(manifest).length);
    for (const document of documents) {
      expect(known.includes(parse(document.toString()))).toBe(true);
      expect(known.textOf(document.__meta__?.hash as string)).toBeDefined();
    }
    expect(known.includes(parse('query CachedBrands { cachedBrands { brandId } }'))).toBe(false);
  });
});

describe("the console's operations", () => {
  it('every one of the manifest passes validation and the limits (a refused one would fail for every user)', () => {
    const documents = createDocumentCache({
      schema: createGatewaySchema(),
      limits: DEFAULT_GRAPHQL_LIMITS,
      introspection: false,
      log: () => {},
    });
    const refused = Object.entries(manifest).flatMap(([hash, text]) => {
      const prepared = documents.prepare(text);
      return prepared.ok ? [] : [`${hash}: ${prepared.errors[0]?.message}`];
    });
    expect(Object.keys(manifest).length).toBeGreaterThan(3);
    expect(refused).toEqual([]);
  });
});
