// The api at bench scale (1M lines, 200k customers): server time of a filtered list page, its next page,
// a line lookup and the dashboard's requests (GET /counters, the charts, the analytics pages; the api's clock set to
// the bench world's last day, BENCH_API_NOW=real for today), as the brand admin of 2020001, on PGlite (the bench data
// directory) and on PostgreSQL
// (DATABASE_URL, or a throwaway server started here when the PostgreSQL 15 binaries exist). Server time is the
// api's own `Server-Timing: app;dur=` (request in to headers out); the loopback round trip is printed beside it.
// The api runs in a child process (`tsx bench/api.ts serve`) so the samples' client stays out of its event loop;
// the samples are asked with node:http on one kept-alive socket and their bodies are counted, not parsed, so the
// client takes as little of the two CPUs it shares with the api as it can. The api's garbage collections during
// the samples are printed too. BENCH_PROFILE_DIR=/tmp/prof writes that child's V8 CPU profile there.
// Skipped quickly when the bench data directory does not exist, unless BENCH_SEED=1 (which seeds it: minutes);
// BENCH_API_ENGINES=pglite (or postgres) measures one engine, BENCH_API_REQUESTS sets the requests per case (300),
// BENCH_DATA_DIR the bench data directory (data-bench), AUTH_CALLER_CACHE_MS the api's caller cache.
// Run alone with `npx tsx bench/api.ts`; `npm run bench` runs it too. Nothing here passes or fails.
import { execFileSync, fork } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../api/db/database-schema';
import { API_NODE_FLAGS } from '../api/node-flags';
import { channelSubtreeList } from '../api/pagination/channel-subtree-list';
import { plannerRowEstimate } from '../api/pagination/planner-row-estimate';
import { requestChannelSubtree } from '../api/pagination/request-channel-subtree';
import { benchSql } from '../api/seed/bench-scale/bench-row-sql';
import { startApiServer } from '../api/start-api-server';
import { listSubscriptions, subscriptionPageQuery } from '../api/subscriptions/list-subscriptions';
import { listSubscriptionsQuery } from '../schema/rest/customers';
import { startIdentityServer } from '../tests/support/identity-server';

const DATA_DIR = resolve(process.env.BENCH_DATA_DIR ?? 'data-bench');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const REQUESTS = Number(process.env.BENCH_API_REQUESTS ?? 300);
const WARMUP = 30;
/**
 * Rounds of the three measured requests asked before any sample, so that the figures are the api's steady state,
 * as it serves once it has run a while: V8 optimizes JavaScript and the engine's WebAssembly only once they have
 * run enough, and 30 requests per path measured the api while it still did (docs/decisions.md, "The lines list's
 * speed", "Steady state").
 */
const WARMUP_ROUNDS = Number(process.env.BENCH_API_WARMUP_ROUNDS ?? 800);
const ACCOUNT = 'admin@demo.test';
/**
 * What the served api takes for now: the bench world's own day (its rows lie in the three years before
 * BENCH_REFERENCE_DATE), moving at real speed, so the dashboard's periods hold the world's rows rather than the empty
 * days after it. BENCH_API_NOW=real serves at the real date.
 */
const BENCH_NOW = process.env.BENCH_API_NOW === 'real' ? null : new Date('2025-12-31T11:00:00.000Z');
/** The dashboard's requests at bench scale: the cards, the charts, and the analytics pages over a year. */
const DASHBOARD_PATHS = [
  '/counters?period=TODAY',
  '/counters?period=LAST_WEEK',
  '/dashboard/charts?period=LAST_WEEK',
  '/dashboard/sales?from=2025-01-01&to=2025-12-31',
  '/dashboard/catalogue?from=2025-01-01&to=2025-12-31',
] as const;
/** Warm-up rounds of the dashboard's requests (each runs a few indexed sums; fewer rounds than the list's). */
const DASHBOARD_WARMUP_ROUNDS = Number(process.env.BENCH_API_DASHBOARD_WARMUP_ROUNDS ?? 100);
const LIST_PATH = '/subscriptions?status=ACTIVE&family=MOBILE&limit=50';
/** Another filter set, asked once after the others are warm: its total is estimated, not counted. */
const COLD_FILTER_PATH = '/subscriptions?status=ACTIVE&family=FIBRE&limit=50';

type Figures = Record<string, string>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: Array<{ server: number; roundTrip: number }>): string {
  const server = samples.map((s) => s.server).sort((a, b) => a - b);
  const trip = samples.map((s) => s.roundTrip).sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  return `server p50 ${ms(percentile(server, 50))} ms, p95 ${ms(percentile(server, 95))} ms (round trip p50 ${ms(percentile(trip, 50))}, p95 ${ms(percentile(trip, 95))}; n=${samples.length})`;
}

function runSeed(env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  execFileSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--scale', 'bench', '--data-dir', DATA_DIR], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return performance.now() - started;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A PostgreSQL 15 server in a temporary directory, as .ci/run starts one (as user postgres when we are root). */
async function startThrowawayPostgres(): Promise<{ url: string; stop(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'centralita-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${command}`, ...args], {
          cwd: '/',
          stdio: 'ignore',
        })
      : execFileSync(`${PG_BIN}/${command}`, args, { cwd: '/', stdio: 'ignore' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  run('initdb', ['-D', `${root}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    `${root}/data`,
    '-l',
    `${root}/log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c shared_buffers=512MB`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', `${root}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

type ServerReady = { url: string; token: string; cursor: string; lines: string[]; figures: Figures };

/**
 * The server side of one engine's run, in a child process of its own (`tsx bench/api.ts serve`), as the api runs
 * when deployed: the samples' client (fetch, JSON parsing, its garbage) stays out of the api's event loop and
 * heap. Starts the api on the bench data (identity pool from the bench data directory), asks the two cold
 * requests, picks the lookup lines and measures the breakdown in process, then tells the parent it is ready and
 * serves until told to close.
 */
async function serve(databaseUrl: string | null): Promise<void> {
  const identity = await startIdentityServer({ dataDir: join(DATA_DIR, 'identity') });
  // As deployed: the development-only check of every answer against the response schema is off.
  process.env.NODE_ENV = 'production';
  const offsetMs = BENCH_NOW ? Date.now() - BENCH_NOW.getTime() : 0;
  const running = await startApiServer(
    {
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      DATA_DIR,
      DATABASE_URL: databaseUrl ?? '',
      COGNITO_USER_POOL_ID: identity.poolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ISSUER: identity.issuer,
      COGNITO_ENDPOINT: identity.endpoint,
      IDP_ADMIN_ACCESS_KEY_ID: identity.adminCredentials.accessKeyId,
      IDP_ADMIN_SECRET_ACCESS_KEY: identity.adminCredentials.secretAccessKey,
      SEED_DEMO: 'false',
      SWEEP_INTERVAL_MS: '0',
      // AUTH_CALLER_CACHE_MS=0 measures every request reading its caller again, as before the caller cache.
      ...(process.env.AUTH_CALLER_CACHE_MS ? { AUTH_CALLER_CACHE_MS: process.env.AUTH_CALLER_CACHE_MS } : {}),
    },
    { info: () => {}, error: (line, error) => console.error(`[api] ${line}`, error) },
    () => new Date(Date.now() - offsetMs),
  );
  try {
    const auth = await fetch(identity.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: ACCOUNT, PASSWORD: 'Demo1234!' },
      }),
    });
    const { AuthenticationResult } = (await auth.json()) as {
      AuthenticationResult?: { AccessToken: string };
    };
    if (!AuthenticationResult) throw new Error(`${ACCOUNT} could not sign in to the bench pool`);
    const token = AuthenticationResult.AccessToken;
    const client = benchClient(running.url, token);

    const first = await client.get(LIST_PATH);
    const cursor = first.body.nextCursor;
    if (!cursor || (first.body.items?.length ?? 0) < 50)
      throw new Error('the bench list has fewer than 50 rows');
    const cold = await client.get(COLD_FILTER_PATH);
    // Lines of the brand's mobile customers spread over the whole table, one per request.
    const { rows } = await sql<{ line_number: string }>`
      select line_number from subscriptions
      where id in (
        select ${sql.raw(benchSql.uuid('subscription', 'j'))}
        from generate_series(1::bigint, 200000::bigint, 97) as j
      ) and brand_id = '2020001'
      order by id
      limit ${REQUESTS + WARMUP}
    `.execute(running.api.db);
    const lines = rows.map((row) => row.line_number);
    if (lines.length === 0) throw new Error('no bench lines of brand 2020001');
    const figures: Figures = {
      'list page breakdown': await breakdown(running.api.db, {
        status: 'ACTIVE',
        family: 'MOBILE',
        limit: '50',
      }),
      'line lookup breakdown': await breakdown(running.api.db, { lineNumber: lines[0] ?? '' }),
      'list total for the list page': await totalCost(running.api.db),
      'list page, first request after start (cold caches; its total estimated, reused for a minute)': `server ${first.server.toFixed(2)} ms`,
      [`first request of another filter set, right after (${COLD_FILTER_PATH})`]: `server ${cold.server.toFixed(2)} ms`,
    };
    const collections = garbageCollections();
    const closing = new Promise<void>((resolve) => {
      const onMessage = (message: ParentMessage) => {
        if (message === 'samples-start') collections.start();
        else if (message === 'gc-report') process.send?.({ gc: collections.report() });
        else {
          // A listener left on the IPC channel would keep this process alive after the api closes.
          process.off('message', onMessage);
          resolve();
        }
      };
      process.on('message', onMessage);
    });
    process.send?.({ url: running.url, token, cursor, lines, figures } satisfies ServerReady);
    await closing;
    collections.stop();
  } finally {
    await running.close();
    await identity.close();
  }
}

type ParentMessage = 'samples-start' | 'gc-report' | 'close';

/** The served process's garbage collections from `start()` on (V8's `gc` performance entries), summed up. */
function garbageCollections() {
  const pauses: Array<{ kind: number; ms: number }> = [];
  let recording = false;
  const observer = new PerformanceObserver((list) => {
    if (!recording) return;
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      pauses.push({ kind, ms: entry.duration });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    start() {
      pauses.length = 0;
      recording = true;
    },
    report(): string {
      const describe = (label: string, kinds: number[]) => {
        const ms = pauses
          .filter((pause) => kinds.includes(pause.kind))
          .map((pause) => pause.ms)
          .sort((a, b) => a - b);
        if (ms.length === 0) return `${label} none`;
        return `${label} ${ms.length}, pause p50 ${percentile(ms, 50).toFixed(2)} ms, max ${ms.at(-1)?.toFixed(2)} ms`;
      };
      return [
        describe('young-generation collections', [perfConstants.NODE_PERFORMANCE_GC_MINOR]),
        describe('full collections (with their incremental steps)', [
          perfConstants.NODE_PERFORMANCE_GC_MAJOR,
          perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL,
        ]),
      ].join('; ');
    },
    stop() {
      observer.disconnect();
    },
  };
}

/** The api's own time for an answer, from its `Server-Timing: app;dur=<ms>` header (NaN without one). */
function serverTime(header: string): number {
  return Number(/app;dur=([\d.]+)/.exec(header)?.[1] ?? Number.NaN);
}

/**
 * The samples' client: GET over one kept-alive node:http socket, the body counted and dropped (the answer is
 * checked by its status and length), so the client's own work and garbage stay small on the CPUs it shares.
 */
function sampleClient(baseUrl: string, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get(path: string): Promise<{ server: number; roundTrip: number }> {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request({ hostname, port, path, agent, headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('error', reject);
          res.on('end', () => {
            const roundTrip = performance.now() - started;
            if (res.statusCode !== 200 || bytes === 0) {
              reject(new Error(`GET ${path} answered ${res.statusCode} with ${bytes} bytes`));
              return;
            }
            resolve({ server: serverTime(String(res.headers['server-timing'] ?? '')), roundTrip });
          });
        });
        req.on('error', reject);
        req.end();
      });
    },
    close: () => agent.destroy(),
  };
}

/** GET with the bench caller's token: the answer, the api's own server time and the loopback round trip. */
function benchClient(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get(path: string) {
      let started = performance.now();
      // A keep-alive socket the server closes as it is reused answers ECONNRESET: the request is sent again once.
      const res = await fetch(`${baseUrl}${path}`, { headers }).catch(() => {
        started = performance.now();
        return fetch(`${baseUrl}${path}`, { headers });
      });
      const body = (await res.json()) as {
        items?: Array<{ lineNumber: string }>;
        nextCursor?: string | null;
      };
      const roundTrip = performance.now() - started;
      if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body)}`);
      const server = serverTime(res.headers.get('server-timing') ?? '');
      return { body, server, roundTrip };
    },
  };
}

/** One engine's figures: the api in a child process (`serve`), the samples asked from here. */
async function measure(databaseUrl: string | null): Promise<Figures> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
    // The api's V8 flags as deployed (`npm run start:api`).
    execArgv: [
      ...API_NODE_FLAGS,
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const ready = await Promise.race([
      new Promise<ServerReady>((resolve) =>
        child.once('message', (message) => resolve(message as ServerReady)),
      ),
      exited.then((code) =>
        Promise.reject(new Error(`the bench api exited with ${code} before it was ready`)),
      ),
    ]);
    const client = sampleClient(ready.url, ready.token);
    const sample = async (paths: (n: number) => string) => {
      for (let n = 0; n < WARMUP; n += 1) await client.get(paths(n));
      const samples: Array<{ server: number; roundTrip: number }> = [];
      for (let n = 0; n < REQUESTS; n += 1) samples.push(await client.get(paths(n)));
      return samples;
    };
    const line = (n: number) => ready.lines[n % ready.lines.length] ?? '';
    const nextPath = `${LIST_PATH}&cursor=${encodeURIComponent(ready.cursor)}`;
    const warmupStarted = performance.now();
    for (let n = 0; n < WARMUP_ROUNDS; n += 1) {
      await client.get(LIST_PATH);
      await client.get(nextPath);
      await client.get(`/subscriptions?lineNumber=${line(n)}`);
    }
    const warmup = `${WARMUP_ROUNDS} rounds of the three requests in ${((performance.now() - warmupStarted) / 1000).toFixed(1)} s`;
    child.send('samples-start' satisfies ParentMessage);
    const measured: Figures = {
      'warm-up before the samples': warmup,
      [`list page (${LIST_PATH})`]: summary(await sample(() => LIST_PATH)),
      'next page (same filters, cursor)': summary(await sample(() => nextPath)),
      'line lookup (/subscriptions?lineNumber=<exact number>, a different line each time)': summary(
        await sample((n) => `/subscriptions?lineNumber=${line(n)}`),
      ),
    };
    const dashboardWarmupStarted = performance.now();
    for (let n = 0; n < DASHBOARD_WARMUP_ROUNDS; n += 1) {
      for (const path of DASHBOARD_PATHS) await client.get(path);
    }
    measured['warm-up before the dashboard samples'] =
      `${DASHBOARD_WARMUP_ROUNDS} rounds of the ${DASHBOARD_PATHS.length} dashboard requests in ${((performance.now() - dashboardWarmupStarted) / 1000).toFixed(1)} s, api clock at ${BENCH_NOW?.toISOString() ?? 'the real date'}`;
    for (const path of DASHBOARD_PATHS) measured[`dashboard ${path}`] = summary(await sample(() => path));
    client.close();
    const gcReport = new Promise<string>((resolve) =>
      child.on('message', (message) => {
        const { gc } = message as { gc?: string };
        if (gc) resolve(gc);
      }),
    );
    child.send('gc-report' satisfies ParentMessage);
    return {
      ...ready.figures,
      ...measured,
      "the api's garbage collection during the samples": await gcReport,
    };
  } finally {
    if (child.connected) child.send('close' satisfies ParentMessage);
    await exited;
  }
}

/**
 * What a list total costs, for the bench list's filters in brand 2020001: the exact count(*) the api no longer
 * runs against the planner's estimate it answers instead (api/pagination/estimated-count.ts), a few times each.
 */
async function totalCost(db: Kysely<Database>): Promise<string> {
  const channels = await channelSubtreeList(db, '2020001');
  const filtered = db
    .selectFrom('subscriptions as s')
    .where('s.channel_id', 'in', channels)
    .where('s.status', '=', 'ACTIVE')
    .where('s.family', '=', 'MOBILE');
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const value = await run();
    return { value, ms: performance.now() - started };
  };
  const estimates: number[] = [];
  let planned = 0;
  for (let n = 0; n < 20; n += 1) {
    const { value, ms } = await timed(() =>
      plannerRowEstimate(db, filtered.select(sql<number>`1`.as('one'))),
    );
    planned = value;
    estimates.push(ms);
  }
  const counts: number[] = [];
  let exact = 0;
  for (let n = 0; n < 3; n += 1) {
    const { value, ms } = await timed(() =>
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    );
    exact = Number(value.total);
    counts.push(ms);
  }
  const p50 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    ).toFixed(2);
  return `planner estimate ${Math.round(planned)} rows in p50 ${p50(estimates)} ms; exact count ${exact} rows in p50 ${p50(counts)} ms`;
}

/**
 * Where the server time goes, for one list query: the handler's own call (`listSubscriptions`, no HTTP and no
 * authentication; the caller's subtree already known, as authentication reads it with the caller's row; the
 * total left out, as it is cached) and the page query's planning and execution inside the database (EXPLAIN
 * ANALYZE of the SQL the handler sends, from `subscriptionPageQuery`).
 */
async function breakdown(db: Kysely<Database>, query: Record<string, string>): Promise<string> {
  const parsed = listSubscriptionsQuery.parse(query);
  const noCount = async () => 0;
  const subtree = { root: '2020001', ids: await channelSubtreeList(db, '2020001') };
  const page = subscriptionPageQuery(parsed, subtree.ids);
  const roundTrip: number[] = [];
  for (let n = 0; n < 100; n += 1) {
    const started = performance.now();
    await sql`select 1`.execute(db);
    roundTrip.push(performance.now() - started);
  }
  const handler: number[] = [];
  const planning: number[] = [];
  const execution: number[] = [];
  for (let n = 0; n < 100; n += 1) {
    const started = performance.now();
    await requestChannelSubtree.run(subtree, () => listSubscriptions(db, noCount, '2020001', parsed));
    handler.push(performance.now() - started);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${page.sql}`, [...page.parameters]),
    );
    const plan = rows[0]?.['QUERY PLAN'];
    const [result] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
      'Planning Time': number;
      'Execution Time': number;
    }>;
    planning.push(result?.['Planning Time'] ?? Number.NaN);
    execution.push(result?.['Execution Time'] ?? Number.NaN);
  }
  const p = (values: number[], q: number) =>
    percentile(
      [...values].sort((a, b) => a - b),
      q,
    ).toFixed(2);
  return `'select 1' p50 ${p(roundTrip, 50)} ms; handler call p50 ${p(handler, 50)} ms, p95 ${p(handler, 95)}; page query planning p50 ${p(planning, 50)} ms, execution p50 ${p(execution, 50)} ms, p95 ${p(execution, 95)}`;
}

/** Whether the PostgreSQL database holds the bench rows (its first bench line), or no data at all. */
async function postgresState(url: string): Promise<'bench' | 'empty' | 'other'> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(`select to_regclass('public.subscriptions') as t`);
    if (!tables.rows[0]?.t) return 'empty';
    const bench = await client.query(
      `select 1 from subscriptions where id = ${benchSql.uuid('subscription', '1::bigint')}`,
    );
    if (bench.rowCount) return 'bench';
    const users = await client.query('select 1 from users limit 1');
    return users.rowCount ? 'other' : 'empty';
  } finally {
    await client.end();
  }
}

export async function benchApi(): Promise<Figures> {
  const figures: Figures = {
    'machine load (1-minute load average / CPUs)': `${loadavg()[0]?.toFixed(1)} / ${availableParallelism()}`,
  };
  const engines = (process.env.BENCH_API_ENGINES ?? 'pglite,postgres').split(',');
  if (!existsSync(engines.includes('pglite') ? join(DATA_DIR, 'pglite') : DATA_DIR)) {
    if (process.env.BENCH_SEED !== '1') {
      return {
        skipped: `no bench data directory ${DATA_DIR}; run \`npm run seed -- --scale bench\` first (PGlite: minutes), or BENCH_SEED=1 npm run bench`,
      };
    }
    figures['seed, PGlite'] = `${(runSeed({ DATABASE_URL: '' }) / 1000).toFixed(0)} s`;
  }
  if (engines.includes('pglite')) {
    try {
      for (const [name, value] of Object.entries(await measure(null))) figures[`PGlite: ${name}`] = value;
    } catch (error) {
      figures.PGlite = `failed (a stale or partly seeded ${DATA_DIR}? seed it again with --reset): ${String(error)}`;
    }
  }
  if (!engines.includes('postgres')) return figures;
  let postgres: { url: string; stop(): void } | null = null;
  try {
    let url = process.env.DATABASE_URL || null;
    if (!url && existsSync(`${PG_BIN}/initdb`)) {
      postgres = await startThrowawayPostgres();
      url = postgres.url;
    }
    if (!url) {
      figures.PostgreSQL = `skipped: no DATABASE_URL and no binaries in ${PG_BIN}`;
      return figures;
    }
    const state = await postgresState(url);
    if (state === 'other') {
      figures.PostgreSQL = 'skipped: DATABASE_URL holds data that is not the bench world';
      return figures;
    }
    if (state === 'empty') {
      figures['seed, PostgreSQL'] = `${(runSeed({ DATABASE_URL: url }) / 1000).toFixed(0)} s`;
    }
    try {
      for (const [name, value] of Object.entries(await measure(url))) figures[`PostgreSQL: ${name}`] = value;
    } catch (error) {
      figures.PostgreSQL = `failed: ${String(error)}`;
    }
    return figures;
  } finally {
    postgres?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'serve') {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || null);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchApi())) console.log(`- ${name}: ${value}`);
}
