import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../api/config';
import type { Database } from '../../api/db/database-schema';
import { portabilitySweepStep } from '../../api/portabilities/portability-sweep-step';
import { runSweep } from '../../api/sweep/run-sweep';
import { startSweepTimer } from '../../api/sweep/start-sweep-timer';
import type { SweepStep } from '../../api/sweep/sweep-step';
import { SWEEP_STEPS } from '../../api/sweep/sweep-steps';
import { type ApiServer, startApiServer } from '../support/api-server';

const BRAND = '2020001';
const NOW = new Date('2026-06-15T10:00:00.000Z');
const PAST_WINDOW = new Date('2026-06-14T22:30:00.000Z'); // 00:30 on 15 June in Madrid
const FUTURE_WINDOW = new Date('2026-06-20T08:00:00.000Z');

let server: ApiServer;
let adminToken: string;

beforeAll(async () => {
  server = await startApiServer();
  adminToken = (await server.signIn('admin@demo.test')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

/**
 * `count` lines of one demo customer waiting for a port-in, each with its IN portability: CONFIRMED with the
 * window passed (due) unless `window` says otherwise.
 */
async function pendingPortIns(
  db: Kysely<Database>,
  prefix: string,
  count: number,
  portability: { status?: 'CONFIRMED' | 'INITIATED'; window?: Date; direction?: 'IN' | 'OUT' } = {},
) {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'channel_id'])
    .where('channel_id', '=', BRAND)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
  const lines = Array.from(
    { length: count },
    (_, i) => `${prefix}${String(i).padStart(9 - prefix.length, '0')}`,
  );
  const rows = await db
    .insertInto('subscriptions')
    .values(
      lines.map((line) => ({
        brand_id: BRAND,
        channel_id: customer.channel_id,
        customer_id: customer.id,
        fiscal_id: customer.fiscal_id,
        line_number: line,
        product_name: 'Móvil 20 GB',
        status: 'PENDING_PORTABILITY' as const,
        final_price_cents: 1500,
        family: 'MOBILE' as const,
      })),
    )
    .returning(['id', 'line_number'])
    .execute();
  await db
    .insertInto('portabilities')
    .values(
      lines.map((line) => ({
        brand_id: BRAND,
        channel_id: customer.channel_id,
        direction: portability.direction ?? 'IN',
        status: portability.status ?? 'CONFIRMED',
        portability_type: 'POSTPAID' as const,
        change_window: portability.window ?? PAST_WINDOW,
        customer_fiscal_id: customer.fiscal_id,
        document: customer.fiscal_id,
        mobile_number: line,
        donor_operator: 'Movistar',
        receiver_operator: 'Demo Telecom',
      })),
    )
    .execute();
  return rows;
}

async function historyOf(db: Kysely<Database>, ids: string[]) {
  return db
    .selectFrom('subscription_history')
    .selectAll()
    .where('subscription_id', 'in', ids)
    .orderBy('id')
    .execute();
}

async function statusesOf(db: Kysely<Database>, ids: string[]) {
  const rows = await db.selectFrom('subscriptions').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

describe('portability sweep step', () => {
  it('is wired into the sweep', () => {
    expect(SWEEP_STEPS).toContain(portabilitySweepStep);
  });

  it('activates a line whose confirmed port-in reached its window, once, with a history row', async () => {
    const [due] = await pendingPortIns(server.db, '7990001', 1);
    const [ahead] = await pendingPortIns(server.db, '7990002', 1, { window: FUTURE_WINDOW });
    const [initiated] = await pendingPortIns(server.db, '7990003', 1, { status: 'INITIATED' });
    const [portOut] = await pendingPortIns(server.db, '7990004', 1, { direction: 'OUT' });
    if (!due || !ahead || !initiated || !portOut) throw new Error('rows not created');

    expect(await portabilitySweepStep.run(server.db, NOW)).toBe(1);
    const statuses = await statusesOf(server.db, [due.id, ahead.id, initiated.id, portOut.id]);
    expect(statuses.get(due.id)).toBe('ACTIVE');
    expect(statuses.get(ahead.id)).toBe('PENDING_PORTABILITY');
    expect(statuses.get(initiated.id)).toBe('PENDING_PORTABILITY');
    expect(statuses.get(portOut.id)).toBe('PENDING_PORTABILITY');

    const history = await historyOf(server.db, [due.id, ahead.id, initiated.id, portOut.id]);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      subscription_id: due.id,
      action: 'PORTABILITY_COMPLETED',
      status_from: 'PENDING_PORTABILITY',
      status_to: 'ACTIVE',
      actor: 'sweep',
    });

    // Over HTTP: the line is live, started on the window's Madrid date (15 June, though 14 June in UTC).
    const res = await server.call('GET', `/subscriptions?lineNumber=${due.line_number}`, adminToken);
    expect(res.status).toBe(200);
    const [line] = (res.body as { items: { status: string; startDate: string; modified: string }[] }).items;
    expect(line).toMatchObject({ status: 'ACTIVE', startDate: '2026-06-15', modified: NOW.toISOString() });

    // Nothing is due any more; the window ahead becomes due when its time comes.
    expect(await portabilitySweepStep.run(server.db, NOW)).toBe(0);
    expect(await portabilitySweepStep.run(server.db, new Date(FUTURE_WINDOW.getTime() + 1))).toBe(1);
    expect((await statusesOf(server.db, [ahead.id])).get(ahead.id)).toBe('ACTIVE');
    expect(await historyOf(server.db, [due.id, ahead.id])).toHaveLength(2);
  });

  it('two sweeps at once advance every line exactly once (row locks, SKIP LOCKED)', async () => {
    const lines = await pendingPortIns(server.db, '79901', 450);
    const ids = lines.map((line) => line.id);
    // Four concurrent runs; on PostgreSQL each holds its own connection and transaction.
    const advanced = await Promise.all([
      portabilitySweepStep.run(server.db, NOW),
      portabilitySweepStep.run(server.db, NOW),
      portabilitySweepStep.run(server.db, NOW),
      portabilitySweepStep.run(server.db, NOW),
    ]);
    expect(advanced.reduce((sum, n) => sum + n, 0)).toBe(lines.length);
    const history = await historyOf(server.db, ids);
    expect(history).toHaveLength(lines.length);
    expect(new Set(history.map((row) => row.subscription_id)).size).toBe(lines.length);
    const statuses = await statusesOf(server.db, ids);
    expect([...statuses.values()].every((status) => status === 'ACTIVE')).toBe(true);
  });
});

describe('every wired step over the demo world', () => {
  it('advances what is due a year from now (processes, installations, shipments, contracts) without a failure', async () => {
    const names = SWEEP_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    const yearLater = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const report = await runSweep(server.db, SWEEP_STEPS, yearLater, { error: () => {} });
    expect(Object.values(report).filter((outcome) => 'failed' in outcome)).toEqual([]);
    const advanced = (name: string) => {
      const outcome = report[name];
      return outcome && 'advanced' in outcome ? outcome.advanced : 0;
    };
    const pending = await server.db
      .selectFrom('processes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '=', 'INITIATED')
      .where('due_at', '<=', yearLater)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
    expect(names.filter((name) => advanced(name) > 0).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the sweep runner and its timer', () => {
  it('runs every step at the same instant and reports a failing one without stopping the others', async () => {
    const seen: Date[] = [];
    const errors: string[] = [];
    const failing: SweepStep = {
      name: 'failing',
      run: async () => {
        throw new Error('provider down');
      },
    };
    const counting: SweepStep = {
      name: 'counting',
      run: async (_db, now) => {
        seen.push(now);
        return 3;
      },
    };
    const report = await runSweep(server.db, [failing, counting], NOW, {
      error: (line) => errors.push(line),
    });
    expect(report).toEqual({ failing: { failed: 'provider down' }, counting: { advanced: 3 } });
    expect(seen).toEqual([NOW]);
    expect(errors).toEqual(['sweep step failing failed']);
  });

  it('repeats without ever overlapping itself, logs failures, and stop() waits for the sweep under way', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const errors: string[] = [];
    const slow: SweepStep = {
      name: 'slow',
      run: async () => {
        running += 1;
        if (running > 1) overlapped = true;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
        running -= 1;
        if (runs % 2 === 0) throw new Error('every other run fails');
        return 0;
      },
    };
    const timer = startSweepTimer({
      db: server.db,
      steps: [slow],
      intervalMs: 1,
      clock: () => NOW,
      log: { error: (line) => errors.push(line) },
    });
    while (runs < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await timer.stop();
    const after = runs;
    expect(running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
    expect(overlapped).toBe(false);
    expect(errors.filter((line) => line === 'sweep step slow failed').length).toBeGreaterThanOrEqual(2);
  });

  it('runs every SWEEP_INTERVAL_MS: 30 s by default, 0 disables it, a malformed value is refused', () => {
    expect(loadApiConfig({}).sweepIntervalMs).toBe(30_000);
    expect(loadApiConfig({ SWEEP_INTERVAL_MS: '0' }).sweepIntervalMs).toBe(0);
    expect(loadApiConfig({ SWEEP_INTERVAL_MS: '5000' }).sweepIntervalMs).toBe(5000);
    expect(() => loadApiConfig({ SWEEP_INTERVAL_MS: 'often' })).toThrow(/SWEEP_INTERVAL_MS/);
  });

  it('does nothing when disabled (interval 0)', async () => {
    let runs = 0;
    const timer = startSweepTimer({
      db: server.db,
      steps: [{ name: 'never', run: async () => ++runs }],
      intervalMs: 0,
      clock: () => NOW,
      log: { error: () => {} },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await timer.stop();
    expect(runs).toBe(0);
  });
});
