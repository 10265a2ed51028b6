// `npm run seed [-- --reset]`: seeds the demo world into the configured database (PGlite under DATA_DIR or
// DATABASE_URL) and its accounts into the configured user pool. When the embedded pool is configured but
// not running, it is opened here from DATA_DIR/identity for the duration of the seed.
// Without --reset an already seeded database is left alone.
// `npm run seed -- --scale bench [--data-dir DIR] [--subscriptions N] [--reset]`: the demo world plus the
// bench-scale rows (1M lines by default) in a separate data directory (data-bench unless --data-dir or DATA_DIR;
// with DATABASE_URL, that database), refusing one that already holds data unless --reset.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { type ApiConfig, loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/create-database';
import { migrateToLatest } from '../api/db/migrate-to-latest';
import { createUserPoolAdmin } from '../api/identity/user-pool-admin';
import { BENCH_SCALE, benchScaleOf } from '../api/seed/bench-scale/bench-scale-plan';
import { seedBenchWorld } from '../api/seed/bench-scale/seed-bench-world';
import { seedDemoWorld } from '../api/seed/demo-world';
import { createFileOutbox } from '../identity/file-outbox';
import { createUserPool } from '../identity/user-pool';

const reset = process.argv.includes('--reset');
/** The value after `--name` (or of `--name=value`). */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const scale = argument('scale') ?? 'demo';
if (scale !== 'demo' && scale !== 'bench') {
  console.error(`seed: --scale is demo or bench, got "${scale}"`);
  process.exit(1);
}
const bench = scale === 'bench';
const config = loadApiConfig({
  ...process.env,
  ...(bench ? { DATA_DIR: argument('data-dir') ?? process.env.DATA_DIR ?? 'data-bench' } : {}),
});
const log = (line: string) => console.log(`seed: ${line}`);

const answers = (url: string) =>
  fetch(url, { method: 'OPTIONS' }).then(
    () => true,
    () => false,
  );

/** The configured pool, or the embedded one opened in this process when nothing serves it. */
async function openPool(): Promise<{ config: ApiConfig; close(): Promise<void> }> {
  // The bench world's accounts belong to the bench data directory's own pool, not to a running console's.
  const useRunning = !bench || process.env.COGNITO_ENDPOINT !== undefined;
  if (
    config.region !== 'local' ||
    !config.userPoolEndpoint ||
    (useRunning && (await answers(config.userPoolEndpoint)))
  ) {
    return { config, close: async () => {} };
  }
  log(`no user pool at ${config.userPoolEndpoint}; opening the embedded one from ${config.dataDir}/identity`);
  const pool = await createUserPool({
    dataDir: join(config.dataDir, 'identity'),
    issuer: config.issuer,
    poolId: config.userPoolId,
    clientId: config.clientId,
    outbox: createFileOutbox(join(config.dataDir, 'outbox'), log),
    log,
    ...(config.adminCredentials ? { adminCredentials: config.adminCredentials } : {}),
  });
  const app = express().use('/idp', pool.router);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  return {
    config: {
      ...config,
      userPoolEndpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp`,
      adminCredentials: pool.adminCredentials,
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}

if (!bench && !config.databaseUrl && (await answers(`http://127.0.0.1:${config.port}/health`))) {
  // PGlite files must not be opened by two processes.
  console.error(
    `seed: an api is running on port ${config.port} with PGlite; stop it first (npm start included).`,
  );
  process.exit(1);
}

const database = await createDatabase(config);
const pool = await openPool();
try {
  await migrateToLatest(database.db);
  if (bench) {
    const subscriptions = argument('subscriptions');
    const benchScale = subscriptions ? benchScaleOf(Number(subscriptions)) : BENCH_SCALE;
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    log(
      `bench scale: ${benchScale.subscriptions} subscriptions, ${benchScale.customers} customers on ${where}`,
    );
    const result = await seedBenchWorld({
      db: database.db,
      pool: createUserPoolAdmin(pool.config),
      scale: benchScale,
      reset,
      log,
    });
    if (!result.seeded) {
      console.error(`seed: refused: ${result.reason}`);
      process.exitCode = 1;
    } else {
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const tables = result.figures.tables
        .map(
          (t) =>
            `${t.table} ${t.rows} rows ${seconds(t.loadMs)} + counts ${seconds(t.countMs)} + indexes ${seconds(t.indexMs)}`,
        )
        .join('; ');
      log(
        `bench world on ${database.kind}: ${seconds(result.demoMs + result.figures.totalMs)} in all (demo world ${seconds(result.demoMs)}; ${tables}; analyze ${seconds(result.figures.analyzeMs)})`,
      );
    }
  } else {
    const result = await seedDemoWorld({
      db: database.db,
      pool: createUserPoolAdmin(pool.config),
      reset,
      log,
    });
    if (!result.seeded) log(`nothing to do (${result.reason}); use --reset to start over.`);
  }
} catch (error) {
  console.error('seed: failed', error);
  process.exitCode = 1;
} finally {
  await pool.close();
  await database.close();
}
