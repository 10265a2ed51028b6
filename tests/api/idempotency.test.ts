import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENT_REQUESTS_KEPT_MS,
  idempotentRequestsSweepStep,
} from '../../api/http/idempotent-requests-sweep-step';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Answer = { status: number; replayed: boolean; body: unknown };

/** A Tuesday, 11:00 in Madrid. */
const NOW = new Date('2026-03-10T10:00:00.000Z');

describe('Idempotency-Key on changing requests', () => {
  let api: ApiServer;
  let token: string;
  let managerId: string;
  const used = new Set<string>();

  beforeAll(async () => {
    api = await startApiServer({ clock: () => NOW });
    token = (await api.signIn('manager@demo.test')).accessToken;
    managerId = (
      await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'manager@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function pickLine(family: ProductFamily = 'MOBILE') {
    const rows = await api.db
      .selectFrom('subscriptions')
      .select(['id', 'line_number'])
      .where('brand_id', '=', '2020001')
      .where('family', '=', family)
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .execute();
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no unused ${family} ACTIVE demo line left`);
    used.add(row.id);
    return row;
  }

  async function keyed(method: string, path: string, key: string, body: unknown = {}): Promise<Answer> {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        connection: 'close',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      replayed: res.headers.get('idempotent-replayed') === 'true',
      body: JSON.parse(await res.text()) as unknown,
    };
  }

  const sendSms = (lineId: string, key: string) => keyed('POST', `/lines/${lineId}/configuration-sms`, key);

  async function smsAndHistory(line: { id: string; line_number: string }) {
    const sms = await api.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', line.line_number)
      .execute();
    const history = await api.db
      .selectFrom('subscription_history')
      .select('action')
      .where('subscription_id', '=', line.id)
      .execute();
    return { sms: sms.length, history: history.map((row) => row.action) };
  }

  it('does a line action once per key and answers a retry with the first answer', async () => {
    const line = await pickLine();
    const key = randomUUID();
    const first = await sendSms(line.id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.replayed).toBe(false);
    const again = await sendSms(line.id, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await smsAndHistory(line)).toEqual({ sms: 1, history: ['CONFIG_SMS'] });
    const recorded = await api.db
      .selectFrom('idempotent_requests')
      .select(['endpoint_id', 'status_code', 'answer'])
      .where('user_id', '=', managerId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ endpoint_id: 'sendConfigurationSms', status_code: 200 });
    expect(JSON.parse(recorded.answer)).toEqual(first.body);

    // Another key is another intent: done again.
    expect((await sendSms(line.id, randomUUID())).status).toBe(200);
    expect(await smsAndHistory(line)).toEqual({ sms: 2, history: ['CONFIG_SMS', 'CONFIG_SMS'] });
  });

  it('answers concurrent duplicates once: one runs, the other waits on the key and replays', async () => {
    const line = await pickLine();
    const key = randomUUID();
    const answers = await Promise.all([sendSms(line.id, key), sendSms(line.id, key), sendSms(line.id, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await smsAndHistory(line)).toEqual({ sms: 1, history: ['CONFIG_SMS'] });
  });

  it('refuses the same key for another request with 422 and changes nothing', async () => {
    const [line, other] = [await pickLine(), await pickLine()];
    const key = randomUUID();
    expect((await sendSms(line.id, key)).status).toBe(200);
    const before = await dumpDatabase(api.db);
    const reused = await sendSms(other.id, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('gives the key back when the request is refused, and keeps nothing of it', async () => {
    const fibre = await pickLine('FIBRE');
    const key = randomUUID();
    const before = await dumpDatabase(api.db);
    const refused = await sendSms(fibre.id, key);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'LINE_ACTION_NOT_FOR_FAMILY' } });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('commits a multi-transaction action with a provider call whole: an order launch under a key', async () => {
    const order = await api.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('status', '=', 'INITIATED')
      .where('signup', 'is', null)
      .where('brand_id', '=', '2020001')
      .orderBy('id')
      .executeTakeFirst();
    if (!order) throw new Error('no INITIATED demo order of brand 2020001');
    const key = randomUUID();
    const first = await keyed('POST', `/orders/${order.id}/launch`, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await keyed('POST', `/orders/${order.id}/launch`, key);
    expect(again).toEqual({ ...first, replayed: true });
    const history = await api.db
      .selectFrom('order_history')
      .select('action')
      .where('order_id', '=', order.id)
      .where('actor', '=', 'manager@demo.test')
      .execute();
    expect(history.map((row) => row.action).sort()).toEqual(['CONTRACT_SENT', 'LAUNCH']);
  });

  it('forgets keys older than a week in the sweep, and a forgotten key runs its request again', async () => {
    const line = await pickLine();
    const key = randomUUID();
    expect((await sendSms(line.id, key)).status).toBe(200);
    const recorded = () =>
      api.db.selectFrom('idempotent_requests').select('key').where('key', '=', key).execute();
    const row = await api.db
      .selectFrom('idempotent_requests')
      .select('created_at')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    await idempotentRequestsSweepStep.run(
      api.db,
      new Date(row.created_at.getTime() + IDEMPOTENT_REQUESTS_KEPT_MS),
    );
    expect(await recorded()).toHaveLength(1);
    const swept = await idempotentRequestsSweepStep.run(
      api.db,
      new Date(row.created_at.getTime() + IDEMPOTENT_REQUESTS_KEPT_MS + 1),
    );
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await recorded()).toEqual([]);
    expect((await sendSms(line.id, key)).replayed).toBe(false);
    expect(await smsAndHistory(line)).toEqual({ sms: 2, history: ['CONFIG_SMS', 'CONFIG_SMS'] });
  });

  it('refuses a key that is not a UUID', async () => {
    const line = await pickLine();
    const res = await sendSms(line.id, 'not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'idempotencyKey' } });
  });
});
