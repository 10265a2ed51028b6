import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../api/db/create-database';
import { type ApiServer, startApiServer } from '../support/api-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// A pooled connection that the server ends while it sits idle (a restart, an administrator, a forced DROP
// DATABASE) makes pg emit an 'error' on the pool; with no listener that is an uncaught exception, which ends the
// api process. The pool must report it and carry on with a new connection.
async function terminateIdleBackends(url: string, except = "query ilike 'listen%'"): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'idle' and not (${except})`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe.runIf(process.env.CENTRALITA_TEST_DB === 'postgres')(
  'an idle connection ended by the server',
  () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    const reported: unknown[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      handle = await createDatabase({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        onIdleConnectionError: (error) => reported.push(error),
      });
    });
    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    test('is reported, and the next query runs on a new connection', async () => {
      await Promise.all([sql`select pg_sleep(0.05)`.execute(handle.db), sql`select 1`.execute(handle.db)]);
      const ended = await terminateIdleBackends(database.databaseUrl ?? '');
      expect(ended).toBeGreaterThanOrEqual(1);
      // Every ended connection reported, not just the first: the pool may hand out one not yet known to be dead.
      await vi.waitFor(() => expect(reported.length).toBeGreaterThanOrEqual(ended), { timeout: 5_000 });
      expect(reported[0]).toMatchObject({ code: '57P01' });
      const { rows } = await sql<{ answer: number }>`select 41 + 1 as answer`.execute(handle.db);
      expect(rows).toEqual([{ answer: 42 }]);
    });

    describe('in a running api', () => {
      let api: ApiServer;
      beforeAll(async () => {
        api = await startApiServer();
      }, 240_000);
      afterAll(() => api?.close());

      test('keeps it answering', async () => {
        const { accessToken } = await api.signIn('manager@demo.test');
        expect((await api.call('GET', '/session', accessToken)).status).toBe(200);
        const url = api.database.databaseUrl ?? '';
        // Its pooled connections; the notifications connection (LISTEN) has a test of its own.
        expect(await terminateIdleBackends(url)).toBeGreaterThanOrEqual(1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await api.call('GET', '/session', accessToken)).status).toBe(200);
        expect((await api.call('GET', '/subscriptions?limit=25', accessToken)).status).toBe(200);
      });
    });
  },
);
