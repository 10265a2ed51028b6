import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const SEND = `mutation($topic: ContactType!, $message: String!, $page: String) {
  sendSupportMessage(topic: $topic, message: $message, page: $page) { topic recipient sentAt }
}`;

describe('gateway: the support chat over /support/channels and /support/messages', () => {
  let stack: GatewayStack;
  let agent: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it("reads the brand's channels in one REST call", async () => {
    const res = await stack.graphql(
      agent,
      '{ supportChannels { brandId brandName channels { topic name department email phone } } }',
    );
    expect(res.errors).toBeUndefined();
    const answer = res.data?.supportChannels as { brandId: string; channels: { topic: string }[] };
    expect(answer.brandId).toBe('2020001');
    expect(answer.channels.map((channel) => channel.topic)).toContain('technical');
    expect(stack.restCalls).toEqual(['GET /support/channels']);
  });

  it('sends a message to the contact of its topic and gives the api refusals their codes', async () => {
    const channels = await stack.api.call('GET', '/support/channels', agent);
    const technical = (channels.body as { channels: { topic: string; email: string }[] }).channels.find(
      (channel) => channel.topic === 'technical',
    );
    const sent = await stack.graphql(agent, SEND, {
      topic: 'technical',
      message: 'Línea 612345678:\nNo navega.',
      page: '/line/612345678',
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendSupportMessage).toMatchObject({ topic: 'technical', recipient: technical?.email });
    const outbox = await stack.api.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', technical?.email ?? '')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox.body).toContain('Línea 612345678:\nNo navega.');

    const blank = await stack.graphql(agent, SEND, { topic: 'technical', message: ' ' });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'message' });
    const client = (await stack.api.signIn('client@demo.test')).accessToken;
    const refused = await stack.graphql(client, SEND, { topic: 'technical', message: 'Hola' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
