import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import type { TypedDocumentString } from '../../client/generated/graphql';
import { runOperation } from '../../client/session/graphql-client';

const SEND =
  'mutation Send { sendConfigurationSms(subscriptionId: "1") { processId } }' as unknown as TypedDocumentString<
    { sendConfigurationSms: { processId: string | null } },
    Record<string, never>
  >;

/** A client whose fetch fails without an answer `failures` times, then answers; it keeps each call's key. */
function clientFailing(failures: number) {
  const keys: (string | null)[] = [];
  const client = new Client({
    url: 'http://gateway.test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_input, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      if (keys.length <= failures) throw new TypeError('Failed to fetch');
      const body = { data: { sendConfigurationSms: { __typename: 'LineActionResult', processId: null } } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, keys };
}

describe('a mutation is one intent with one Idempotency-Key', () => {
  it('sends it again with the same key when nothing answered, and a new intent with a new key', async () => {
    const { client, keys } = clientFailing(1);
    await expect(runOperation(SEND, {}, 'mutation', client)).resolves.toMatchObject({
      sendConfigurationSms: { processId: null },
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);

    await runOperation(SEND, {}, 'mutation', client);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('gives up after its retries with API_UNAVAILABLE, every attempt under the one key', async () => {
    const { client, keys } = clientFailing(10);
    await expect(runOperation(SEND, {}, 'mutation', client)).rejects.toMatchObject({
      code: 'API_UNAVAILABLE',
    });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
