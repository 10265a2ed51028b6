// `npm run seed [-- --reset]`: seeds the demo world into the configured database (PGlite under DATA_DIR or
// DATABASE_URL) and its accounts into the configured user pool. When the embedded pool is configured but
// not running, it is opened here from DATA_DIR/identity for the duration of the seed.
// Without --reset an already seeded database is left alone.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { type ApiConfig, loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/create-database';
import { migrateToLatest } from '../api/db/migrate-to-latest';
import { createUserPoolAdmin } from '../api/identity/user-pool-admin';
import { seedDemoWorld } from '../api/seed/demo-world';
import { createFileOutbox } from '../identity/file-outbox';
import { createUserPool } from '../identity/user-pool';

const reset = process.argv.includes('--reset');
const config = loadApiConfig();
const log = (line: string) => console.log(`seed: ${line}`);

const answers = (url: string) =>
  fetch(url, { method: 'OPTIONS' }).then(
    () => true,
    () => false,
  );

/** The configured pool, or the embedded one opened in this process when nothing serves it. */
async function openPool(): Promise<{ config: ApiConfig; close(): Promise<void> }> {
  if (config.region !== 'local' || !config.userPoolEndpoint || (await answers(config.userPoolEndpoint))) {
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

if (!config.databaseUrl && (await answers(`http://127.0.0.1:${config.port}/health`))) {
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
  const result = await seedDemoWorld({ db: database.db, pool: createUserPoolAdmin(pool.config), reset, log });
  if (!result.seeded) log(`nothing to do (${result.reason}); use --reset to start over.`);
} catch (error) {
  console.error('seed: failed', error);
  process.exitCode = 1;
} finally {
  await pool.close();
  await database.close();
}
