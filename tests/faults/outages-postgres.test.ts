import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityServer } from '../support/api-server';
import { startIdentityServer } from '../support/identity-server';
import { scratchDirectory } from '../support/scratch-directory';
import { callApi, errorCodeOf, type Outcome, signInToPool } from './support/bounded-requests';
import { type PostgresServer, postgresBinDir, startPostgresServer } from './support/postgres-server';
import { apiEnvironment, type StackProcess, spawnApi } from './support/stack-processes';

// A request still open after this has hung: the api's own limits (pool connection, statement) are well below it.
const CLIENT_TIMEOUT_MS = 15_000;
const WORKERS = 4;
const SETTLE_DEADLINE_MS = 45_000;
// The api's limits on a server that does not answer, short here so that the frozen server's case is quick.
const DATABASE_TIMEOUT_MS = 3_000;

type Operation = 'list' | 'detail' | 'create';
type Settled = { operation: Operation; afterRestart: boolean; outcome: Outcome };

const leadBody = (customerName: string) => ({
  customerName,
  customerDocument: '',
  phone: '612345678',
  sellType: 'INTERNAL_SALE',
  commission: 100,
  date: '2026-03-02',
  consent: null,
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_DEADLINE_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const binDir = postgresBinDir();

describe.runIf(binDir)('PostgreSQL restarted under load', () => {
  let identity: IdentityServer;
  let postgres: PostgresServer;
  let dataDir: string;
  let api: StackProcess;

  beforeAll(async () => {
    identity = await startIdentityServer();
    postgres = await startPostgresServer(binDir as string);
    dataDir = await mkdtemp(join(scratchDirectory(), 'centralita-faults-api-'));
    const database = { kind: 'postgres' as const, dataDir, databaseUrl: postgres.url, drop: async () => {} };
    api = await spawnApi(
      apiEnvironment(database, identity, {
        DATABASE_QUERY_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
        DATABASE_CONNECT_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
      }),
    );
  });

  afterAll(async () => {
    await api?.kill('SIGTERM');
    await postgres?.stop();
    await identity?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('settles every request (an answer or 503 API_UNAVAILABLE), loses no acknowledged write and serves again without a restart', async () => {
    const token = await signInToPool(identity, 'admin@demo.test');
    const first = await callApi(api.url, 'POST', '/leads', token, CLIENT_TIMEOUT_MS, leadBody('Load seed'));
    expect(first.kind === 'answered' && first.status, JSON.stringify(first)).toBe(200);
    const knownId = ((first as Extract<Outcome, { kind: 'answered' }>).body as { id: string }).id;

    const settled: Settled[] = [];
    const acknowledged: string[] = [knownId];
    let afterRestart = false;
    let stop = false;
    const send = (operation: Operation, name: string): Promise<Outcome> => {
      if (operation === 'list') return callApi(api.url, 'GET', '/leads?limit=25', token, CLIENT_TIMEOUT_MS);
      if (operation === 'detail')
        return callApi(api.url, 'GET', `/lead?id=${knownId}`, token, CLIENT_TIMEOUT_MS);
      return callApi(api.url, 'POST', '/leads', token, CLIENT_TIMEOUT_MS, leadBody(name));
    };
    const worker = async (n: number) => {
      const operations: Operation[] = ['list', 'detail', 'create'];
      for (let i = 0; !stop; i += 1) {
        const operation = operations[(n + i) % operations.length] as Operation;
        const phase = afterRestart;
        const outcome = await send(operation, `Load ${n}-${i}`);
        settled.push({ operation, afterRestart: phase, outcome });
        if (operation === 'create' && outcome.kind === 'answered' && outcome.status === 200) {
          acknowledged.push((outcome.body as { id: string }).id);
        }
      }
    };
    const succeeded = (after: boolean) =>
      settled.filter(
        (s) => s.afterRestart === after && s.outcome.kind === 'answered' && s.outcome.status === 200,
      );

    const workers = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    try {
      await until(() => succeeded(false).length >= 2 * WORKERS, 'requests before the restart');
      await postgres.restart();
      afterRestart = true;
      // Every kind of request answered again, by the same api process and its pool.
      await until(
        () =>
          (['list', 'detail', 'create'] as const).every((op) =>
            succeeded(true).some((s) => s.operation === op),
          ),
        'every kind of request to succeed after the restart',
      );
    } catch (error) {
      console.log(`[faults] ${settled.length} requests settled; the api printed:\n${api.output()}`);
      throw error;
    } finally {
      stop = true;
      await workers;
    }

    const refused = settled.filter((s) => !(s.outcome.kind === 'answered' && s.outcome.status === 200));
    console.log(
      `[faults] ${settled.length} requests, ${refused.length} refused during the restart:`,
      [...new Set(refused.map((s) => `${s.operation} ${JSON.stringify(s.outcome).slice(0, 160)}`))].join(
        '; ',
      ),
    );
    for (const { outcome } of refused) {
      expect(outcome.kind, JSON.stringify(outcome)).toBe('answered');
      expect(outcome.kind === 'answered' && outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(errorCodeOf(outcome)).toBe('API_UNAVAILABLE');
    }
    expect(api.output()).not.toMatch(/exited|uncaught/i);

    // Every write the api acknowledged is in the database, with its history row.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const rows = await client.query<{ id: string; history: string }>(
        `select l.id, (select count(*) from lead_history h where h.lead_id = l.id and h.action = 'CREATE') as history
           from leads l where l.id = any($1)`,
        [acknowledged],
      );
      expect(rows.rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      expect(rows.rows.every((row) => Number(row.history) === 1)).toBe(true);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('answers 503 API_UNAVAILABLE while the server is frozen (connections taken, never answered), and serves again once it wakes', async () => {
    const token = await signInToPool(identity, 'admin@demo.test');
    const list = () => callApi(api.url, 'GET', '/leads?limit=25', token, CLIENT_TIMEOUT_MS);
    expect((await list()).kind === 'answered').toBe(true);

    await postgres.freeze();
    let during: Outcome[];
    try {
      // More requests than the pool has connections: some wait on kept connections, some on new ones.
      during = await Promise.all([
        ...Array.from({ length: 12 }, list),
        callApi(api.url, 'POST', '/leads', token, CLIENT_TIMEOUT_MS, leadBody('While frozen')),
      ]);
    } finally {
      postgres.thaw();
    }
    for (const outcome of during) {
      expect(outcome.kind === 'answered' && outcome.status, JSON.stringify(outcome)).toBe(503);
      expect(errorCodeOf(outcome)).toBe('API_UNAVAILABLE');
    }

    const deadline = Date.now() + SETTLE_DEADLINE_MS;
    let after = await list();
    while (!(after.kind === 'answered' && after.status === 200) && Date.now() < deadline)
      after = await list();
    expect(after.kind === 'answered' && after.status, JSON.stringify(after)).toBe(200);
  }, 120_000);
});
