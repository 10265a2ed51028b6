import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

type GraphqlError = { message: string; path?: unknown[]; extensions?: Record<string, unknown> };

describe('gateway: input the api refuses ends in a clear GraphQL error', () => {
  let stack: GatewayStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const onlyError = (res: { errors?: GraphqlError[] }) => {
    expect(res.errors).toHaveLength(1);
    return res.errors?.[0];
  };

  it('U+0000 in a variable: INVALID_REQUEST naming the field, not an internal error', async () => {
    const search = await stack.graphql(
      admin,
      'query($s: String) { customers(search: $s) { edges { node { id } } } }',
      { s: 'Gar\u0000cía' },
    );
    expect(onlyError(search)).toMatchObject({
      path: ['customers'],
      extensions: { code: 'INVALID_REQUEST', status: 400, field: 'search' },
    });

    const update = await stack.graphql(admin, 'mutation($c: ID!) { enterChannel(channel: $c) { channel } }', {
      c: '2020001\u0000001',
    });
    expect(onlyError(update)?.extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'channel',
    });
  });

  it("enterChannel: another brand's channel answers as a missing one", async () => {
    const enter = async (channel: string) => {
      const res = await stack.graphql(admin, 'mutation($c: ID!) { enterChannel(channel: $c) { channel } }', {
        c: channel,
      });
      const error = onlyError(res);
      return { ...error, message: error?.message.replaceAll(channel, '<channel>') };
    };
    const missing = await enter('2020001999');
    expect(missing.extensions).toMatchObject({ code: 'CHANNEL_NOT_FOUND', status: 404, field: 'channel' });
    expect(await enter('3000003001')).toEqual(missing);
  });
});
