import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/create-database';
import { fingerprintDatabase } from '../support/database-dump';
import { startIdentityServer } from '../support/identity-server';
import { scratchDirectory } from '../support/scratch-directory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { signInToPool } from './support/bounded-requests';
import { runScript } from './support/run-script';
import { apiEnvironment, type StackProcess, spawnApi } from './support/stack-processes';

/** The tables the requests in flight during the backup write (a lead and its history row, in one transaction). */
const IN_FLIGHT_TABLES = ['lead_history', 'leads'];
const WORKERS = 2;
const IN_FLIGHT_NAME = 'Backup in flight';

type Answer = { status: number; body: unknown };

async function call(
  api: StackProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      connection: 'close',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

function leadBody(customerName: string, commission = 100) {
  return {
    customerName,
    customerDocument: '',
    phone: '612345678',
    sellType: 'INTERNAL_SALE',
    commission,
    date: '2026-03-02',
    consent: null,
  };
}

/** Each table's rows as JSON text, for the tables named. */
async function rowsOf(dataDir: string, tables: string[]): Promise<Record<string, string[]>> {
  const database = await createDatabase({ databaseUrl: null, dataDir });
  try {
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const result = await sql<{
        row: string;
      }>`select to_jsonb(t)::text as row from ${sql.table(table)} t`.execute(database.db);
      rows[table] = result.rows.map((r) => r.row).sort();
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function fingerprintOf(dataDir: string): Promise<Record<string, string>> {
  const database = await createDatabase({ databaseUrl: null, dataDir });
  try {
    return await fingerprintDatabase(database.db);
  } finally {
    await database.close();
  }
}

/** Every file under `dir` with its content, to show a refused restore touched nothing. */
async function snapshotFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path, (await readFile(path)).toString('base64'));
  }
  return files;
}

describe('npm run backup and npm run restore of the embedded database', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  let backupFile: string | undefined;
  let restoredDir: string | undefined;

  it('backs up while the api runs and answers writes, and an api on the restored directory serves the same data', async () => {
    const source: TestDatabase = await createTestDatabase('pglite');
    cleanups.push(() => source.drop());
    // The user pool keeps its files in the data directory, as the embedded one of `npm start` does.
    const identity = await startIdentityServer({ dataDir: join(source.dataDir, 'identity') });
    cleanups.push(() => identity.close());
    const work = await mkdtemp(join(scratchDirectory(), 'centralita-backup-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const api = await spawnApi(apiEnvironment(source, identity));
    cleanups.push(() => api.kill());
    const admin = await signInToPool(identity, 'admin@demo.test');

    // The change the restore must carry: a lead created, edited and moved on, each with its history row.
    const created = await call(api, admin, 'POST', '/leads', leadBody('Backup change'));
    expect(created.status).toBe(200);
    const changedId = (created.body as { id: string }).id;
    expect(
      (await call(api, admin, 'PUT', `/leads/${changedId}`, leadBody('Backup change', 4321))).status,
    ).toBe(200);
    expect((await call(api, admin, 'POST', `/leads/${changedId}/status`, { status: 'SENT' })).status).toBe(
      200,
    );
    const changed = await call(api, admin, 'GET', `/lead?id=${changedId}`);
    const customers = await call(api, admin, 'GET', '/customers?limit=25');
    expect(customers.status).toBe(200);

    // Writers that keep creating leads, one request at a time each, until the backup has ended.
    let backupRunning = true;
    const createdBy: string[][] = Array.from({ length: WORKERS }, () => []);
    let createdDuringBackup = 0;
    let backupStarted = false;
    const writers = createdBy.map(async (ids, worker) => {
      while (backupRunning) {
        const answer = await call(
          api,
          admin,
          'POST',
          '/leads',
          leadBody(`${IN_FLIGHT_NAME} ${worker}-${ids.length}`),
        );
        expect(answer.status).toBe(200);
        ids.push((answer.body as { id: string }).id);
        if (backupStarted) createdDuringBackup += 1;
      }
    });
    while (createdBy.some((ids) => ids.length < 2)) await new Promise((resolve) => setTimeout(resolve, 20));
    const createdBeforeBackup = createdBy.map((ids) => ids.length);

    backupFile = join(work, 'centralita.tar.gz');
    const env = { DATA_DIR: source.dataDir, DATABASE_URL: '' };
    backupStarted = true;
    const backup = await runScript('backup', ['--out', backupFile], env).finally(() => {
      backupRunning = false;
    });
    await Promise.all(writers);
    expect(backup.output).toContain('from the running api');
    expect(backup.code).toBe(0);
    expect(createdDuringBackup).toBeGreaterThan(0);
    expect(api.output()).toContain('database snapshot for a backup');

    // Only the announced token on a loopback connection that no proxy relayed gets a snapshot.
    const announcementFile = join(source.dataDir, 'api-maintenance.json');
    expect((await stat(announcementFile)).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(await readFile(announcementFile, 'utf8')) as { token: string };
    const snapshotUrl = `${api.url}/maintenance/pglite-snapshot`;
    const tokenHeader = 'x-centralita-maintenance-token';
    const wrongToken = await fetch(snapshotUrl, {
      method: 'POST',
      headers: { [tokenHeader]: 'f'.repeat(64) },
    });
    expect(wrongToken.status).toBe(403);
    const relayed = await fetch(snapshotUrl, {
      method: 'POST',
      headers: { [tokenHeader]: token, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.status).toBe(401);
    expect(await relayed.text()).not.toContain('PG_VERSION');

    // The api's own directory is in use: refused even with --force.
    const onRunning = await runScript('restore', [backupFile, '--force'], env);
    expect(onRunning.code).toBe(1);
    expect(onRunning.output).toContain('is in use by process');

    await api.kill('SIGTERM');
    restoredDir = join(work, 'restored');
    const restore = await runScript('restore', [backupFile, '--data-dir', restoredDir], { DATABASE_URL: '' });
    expect(restore.output).toContain('now holds the backup');
    expect(restore.output).toContain('pglite/ and identity/');
    expect(restore.code).toBe(0);

    // The accounts come back with the pool's files: the same password signs in to a pool on the restored directory.
    const restoredIdentity = await startIdentityServer({ dataDir: join(restoredDir, 'identity') });
    cleanups.push(() => restoredIdentity.close());
    const restoredApi = await spawnApi(apiEnvironment({ ...source, dataDir: restoredDir }, restoredIdentity));
    cleanups.push(() => restoredApi.kill());
    const again = await signInToPool(restoredIdentity, 'admin@demo.test');
    expect(await call(restoredApi, again, 'GET', `/lead?id=${changedId}`)).toEqual(changed);
    expect((changed.body as { commission: number; status: string }).commission).toBe(4321);
    expect((changed.body as { history: unknown[] }).history).toHaveLength(3);
    expect(await call(restoredApi, again, 'GET', '/customers?limit=25')).toEqual(customers);
    await restoredApi.kill('SIGTERM');

    // Every table the writers did not touch is the same, row for row.
    const [sourcePrints, restoredPrints] = [
      await fingerprintOf(source.dataDir),
      await fingerprintOf(restoredDir),
    ];
    expect(Object.keys(restoredPrints).sort()).toEqual(Object.keys(sourcePrints).sort());
    const differing = Object.keys(sourcePrints).filter(
      (table) => sourcePrints[table] !== restoredPrints[table],
    );
    expect(differing.filter((table) => !IN_FLIGHT_TABLES.includes(table))).toEqual([]);

    // The writers' tables hold a moment of the source: each writer's leads up to some point, each with its history.
    const sourceRows = await rowsOf(source.dataDir, IN_FLIGHT_TABLES);
    const restoredRows = await rowsOf(restoredDir, IN_FLIGHT_TABLES);
    for (const table of IN_FLIGHT_TABLES) {
      const inSource = new Set(sourceRows[table]);
      expect(restoredRows[table]?.filter((row) => !inSource.has(row))).toEqual([]);
    }
    const restoredLeads = (restoredRows.leads ?? []).map((row) => JSON.parse(row) as { id: string });
    const restoredHistoryLeads = (restoredRows.lead_history ?? []).map(
      (row) => (JSON.parse(row) as { lead_id: string }).lead_id,
    );
    createdBy.forEach((ids, worker) => {
      const kept = ids.map((id) => restoredLeads.some((lead) => lead.id === id));
      const keptCount = kept.filter(Boolean).length;
      expect(keptCount, `writer ${worker}`).toBeGreaterThanOrEqual(createdBeforeBackup[worker] ?? 0);
      expect(kept, `writer ${worker}: the leads before some moment, none after`).toEqual(
        ids.map((_, index) => index < keptCount),
      );
      for (const id of ids.slice(0, keptCount)) {
        expect(
          restoredHistoryLeads.filter((leadId) => leadId === id),
          `history of ${id}`,
        ).toHaveLength(1);
      }
      for (const id of ids.slice(keptCount)) expect(restoredHistoryLeads).not.toContain(id);
    });
  }, 240_000);

  it('restore refuses a directory that already holds a database unless --force is given', async () => {
    if (!backupFile || !restoredDir || !existsSync(backupFile))
      throw new Error('the first case made no backup');
    const before = await snapshotFiles(restoredDir);
    const refused = await runScript('restore', [backupFile, '--data-dir', restoredDir], { DATABASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds pglite/');
    expect(await snapshotFiles(restoredDir)).toEqual(before);

    // A directory no api holds is opened by the backup itself; --force replaces what the target held.
    const stoppedBackup = join(restoredDir, '..', 'stopped.tar.gz');
    const fromStopped = await runScript('backup', ['--data-dir', restoredDir, '--out', stoppedBackup], {
      DATABASE_URL: '',
    });
    expect(fromStopped.output).toContain('which no api held');
    expect(fromStopped.code).toBe(0);
    const forced = await runScript('restore', [stoppedBackup, '--data-dir', restoredDir, '--force'], {
      DATABASE_URL: '',
    });
    expect(forced.output).toContain('in place of what it held');
    expect(forced.code).toBe(0);
    expect((await readdir(restoredDir)).sort()).toEqual(['identity', 'pglite']);
  }, 120_000);

  it('with DATABASE_URL set, both scripts refuse and point at pg_dump and pg_restore', async () => {
    const env = { DATABASE_URL: 'postgres://centralita@127.0.0.1:1/centralita' };
    const [backup, restore] = await Promise.all([
      runScript('backup', [], env),
      runScript('restore', ['any.tar.gz'], env),
    ]);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump');
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('pg_restore');
  });
});
