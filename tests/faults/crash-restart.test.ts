import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/create-database';
import type { Database } from '../../api/db/database-schema';
import { startIdentityServer } from '../support/identity-server';
import { residentialIntro } from '../support/signup-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { signInToPool } from './support/bounded-requests';
import { apiEnvironment, type StackProcess, spawnApi } from './support/stack-processes';

type Answer = { status: number; replayed: boolean; body: unknown };
type Page<T> = { items: T[] };

const PAUSE_WAIT_MS = 30_000;

/** A call as the gateway makes it for a console mutation: the caller's token and the intent's key. */
async function call(
  api: StackProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      connection: 'close',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** Sends a keyed request the api will stop in (FAULT_PAUSE_AT) and waits until it says so; the answer never comes. */
async function sendUntilPaused(
  api: StackProcess,
  point: string,
  send: () => Promise<unknown>,
): Promise<void> {
  const line = `fault pause at ${point}`;
  const already = api.output().split(line).length - 1;
  send().catch(() => undefined);
  const deadline = Date.now() + PAUSE_WAIT_MS;
  while (api.output().split(line).length - 1 === already) {
    if (Date.now() > deadline) throw new Error(`the api never reached ${point}:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens the database the killed api left, as the next process will, reads it and closes it. */
async function readDatabase<T>(
  database: TestDatabase,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const handle = await createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** What a line action, an order launch and a wizard save leave in the database. */
async function traces(
  db: Kysely<Database>,
  ids: { lineId: string; lineNumber: string; orderId: string; fiscalId: string },
) {
  const sms = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where('channel', '=', 'SMS')
    .where('recipient', '=', ids.lineNumber)
    .execute();
  const lineHistory = await db
    .selectFrom('subscription_history')
    .select('action')
    .where('subscription_id', '=', ids.lineId)
    .execute();
  const order = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', ids.orderId)
    .executeTakeFirstOrThrow();
  const orderHistory = await db
    .selectFrom('order_history')
    .select('action')
    .where('order_id', '=', ids.orderId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const contracts = await db
    .selectFrom('contracts')
    .select(['status', 'envelope_id'])
    .where('order_id', '=', ids.orderId)
    .execute();
  const customers = await db
    .selectFrom('customers')
    .select('id')
    .where('fiscal_id', '=', ids.fiscalId)
    .execute();
  const drafts = await db
    .selectFrom('orders')
    .select('id')
    .where('customer_fiscal_id', '=', ids.fiscalId)
    .execute();
  return {
    sms: sms.length,
    lineHistory: lineHistory.map((row) => row.action),
    order: order.status,
    orderHistory: orderHistory.map((row) => row.action),
    contracts: contracts.map((row) => ({ status: row.status, sent: row.envelope_id !== null })),
    customers: customers.length,
    drafts: drafts.length,
  };
}

function crashAndRestart(kind: 'pglite' | 'postgres') {
  return async () => {
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      const identity = await startIdentityServer();
      cleanups.push(() => identity.close());
      const database = await createTestDatabase(kind);
      cleanups.push(() => database.drop());
      const start = async (pauseAt: string[]) => {
        const api = await spawnApi(
          apiEnvironment(database, identity, {
            NODE_ENV: 'test',
            TEST_CLOCK: '1',
            FAULT_PAUSE_AT: pauseAt.join(','),
          }),
        );
        cleanups.push(() => api.kill());
        return api;
      };

      // First life: the demo world is seeded; a wizard save is stopped after its commit, then an order launch after
      // its call to the e-signature provider and before its commit.
      let api = await start(['after-commit:startSignup', 'before-commit:launchOrder']);
      const manager = await signInToPool(identity, 'manager@demo.test');
      const agent = await signInToPool(identity, 'agent@demo.test');
      const lines = await call(api, manager, 'GET', '/subscriptions?family=MOBILE&status=ACTIVE');
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      const line = (lines.body as Page<{ subscriptionId: string; lineNumber: string }>).items[0];
      const orders = await call(api, agent, 'GET', '/orders?status=INITIATED');
      expect(orders.status, JSON.stringify(orders.body)).toBe(200);
      const order = (orders.body as Page<{ id: string }>).items[0];
      if (!line || !order) throw new Error(`no demo line or draft: ${JSON.stringify([lines, orders])}`);
      const intro = residentialIntro(9101);
      const ids = {
        lineId: line.subscriptionId,
        lineNumber: line.lineNumber,
        orderId: order.id,
        fiscalId: intro.customer.fiscalId,
      };

      const wizardKey = randomUUID();
      const wizardBodyKey = randomUUID();
      const startSignup = () =>
        call(api, agent, 'POST', '/signup/orders', { idempotencyKey: wizardBodyKey, ...intro }, wizardKey);
      const launchKey = randomUUID();
      const launch = () => call(api, agent, 'POST', `/orders/${order.id}/launch`, {}, launchKey);
      const smsKey = randomUUID();
      const sendSms = () =>
        call(api, manager, 'POST', `/lines/${line.subscriptionId}/configuration-sms`, {}, smsKey);
      await sendUntilPaused(api, 'after-commit:startSignup', startSignup);
      await sendUntilPaused(api, 'before-commit:launchOrder', launch);
      await api.kill('SIGKILL');

      // The wizard save is there whole; of the launch nothing is, though the provider was called.
      const afterFirst = await readDatabase(database, (db) => traces(db, ids));
      expect(afterFirst).toMatchObject({
        order: 'INITIATED',
        customers: 1,
        drafts: 1,
        sms: 0,
        lineHistory: [],
      });
      expect(afterFirst.orderHistory).not.toContain('LAUNCH');
      expect(afterFirst.contracts.filter((contract) => contract.sent)).toEqual([]);

      // Second life: the client's retries: the wizard's is answered as recorded, the launch runs once; then a line
      // action is stopped before its commit.
      api = await start(['before-commit:sendConfigurationSms']);
      const saved = await startSignup();
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.replayed).toBe(true);
      expect(saved.body).toMatchObject({ customerFiscalId: intro.customer.fiscalId });
      const launched = await launch();
      expect(launched.status, JSON.stringify(launched.body)).toBe(200);
      expect(launched.replayed).toBe(false);
      expect(launched.body).toMatchObject({ id: order.id, status: 'PENDING_CONTRACT_SIGNATURE' });
      expect(await launch()).toEqual({ ...launched, replayed: true });
      await sendUntilPaused(api, 'before-commit:sendConfigurationSms', sendSms);
      await api.kill('SIGKILL');

      const afterSecond = await readDatabase(database, (db) => traces(db, ids));
      expect(afterSecond).toMatchObject({
        order: 'PENDING_CONTRACT_SIGNATURE',
        customers: 1,
        drafts: 1,
        sms: 0,
        lineHistory: [],
      });
      const count = (actions: string[], action: string) => actions.filter((item) => item === action).length;
      expect(count(afterSecond.orderHistory, 'LAUNCH')).toBe(1);
      expect(count(afterSecond.orderHistory, 'CONTRACT_SENT')).toBe(1);
      expect(afterSecond.contracts.filter((contract) => contract.sent)).toEqual([
        { status: 'SENDED', sent: true },
      ]);

      // Third life: the line action's retry does it once (the SMS in the outbox and its history row), and its next
      // retry is answered the same.
      api = await start([]);
      const sent = await sendSms();
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.replayed).toBe(false);
      expect(await sendSms()).toEqual({ ...sent, replayed: true });
      await api.kill('SIGKILL');

      expect(await readDatabase(database, (db) => traces(db, ids))).toEqual({
        ...afterSecond,
        sms: 1,
        lineHistory: ['CONFIG_SMS'],
      });
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  };
}

describe('the api killed with SIGKILL in the middle of a request', () => {
  it(
    'on PGlite: a line action, an order launch and a wizard save happened whole or not at all, and retries with their keys do each once',
    { timeout: 180_000 },
    crashAndRestart('pglite'),
  );

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: the same',
    { timeout: 180_000 },
    crashAndRestart('postgres'),
  );
});
