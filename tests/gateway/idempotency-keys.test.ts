import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallKeys } from '../../gateway/idempotency-keys';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const SEND_SMS = `mutation Send($id: ID!) {
  sendConfigurationSms(subscriptionId: $id) { processId subscription { subscriptionId status } }
}`;

describe('the console Idempotency-Key through the gateway', () => {
  let stack: GatewayStack;
  let token: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    token = (await stack.api.signIn('manager@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function activeMobileLines() {
    return stack.api.db
      .selectFrom('subscriptions')
      .select(['id', 'line_number'])
      .where('brand_id', '=', '2020001')
      .where('family', '=', 'MOBILE')
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .limit(2)
      .execute();
  }

  const send = (subscriptionId: string, key: string) =>
    stack.request(token, {
      headers: { 'idempotency-key': key },
      body: JSON.stringify({ query: SEND_SMS, variables: { id: subscriptionId } }),
    });

  const smsCount = async (lineNumber: string) =>
    (
      await stack.api.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', lineNumber)
        .execute()
    ).length;

  it("passes a key derived from the console's to the api, the same on a retry, so the retry changes nothing", async () => {
    const [line, other] = await activeMobileLines();
    if (!line || !other) throw new Error('two active demo mobile lines are needed');
    const key = randomUUID();
    const first = await send(line.id, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { sendConfigurationSms: { processId: null } } });
    const retry = await send(line.id, key);
    expect(retry.body).toEqual(first.body);
    expect(await smsCount(line.line_number)).toBe(1);
    const keys = await stack.api.db
      .selectFrom('idempotent_requests')
      .select(['key', 'endpoint_id'])
      .where('endpoint_id', '=', 'sendConfigurationSms')
      .execute();
    expect(keys).toEqual([
      {
        key: createCallKeys(key)('POST', `/lines/${line.id}/configuration-sms`),
        endpoint_id: 'sendConfigurationSms',
      },
    ]);

    // Another intent is another key: done again, on either line.
    expect((await send(line.id, randomUUID())).status).toBe(200);
    expect(await smsCount(line.line_number)).toBe(2);
    expect((await send(other.id, key)).status).toBe(200);
    expect(await smsCount(other.line_number)).toBe(1);
  });

  it('derives a distinct UUID per call of one request, the same for the same intent', () => {
    const intent = randomUUID();
    const first = createCallKeys(intent);
    const keys = [first('POST', '/a'), first('POST', '/a'), first('PUT', '/a'), first('POST', '/b')];
    expect(new Set(keys).size).toBe(4);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = createCallKeys(intent);
    expect([again('POST', '/a'), again('POST', '/a'), again('PUT', '/a'), again('POST', '/b')]).toEqual(keys);
    expect(createCallKeys(randomUUID())('POST', '/a')).not.toBe(keys[0]);
  });
});
