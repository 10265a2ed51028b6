// Gateway overhead: autocannon against the api directly, a bare pass-through proxy in front of it (the floor for
// any gateway on this machine) and the gateway answering the same data over GraphQL. Each server runs in its own
// child process on 127.0.0.1 so that autocannon (in this process) does not share an event loop with them.
// Run alone with `npx tsx bench/gateway.ts`; `npm run bench` runs it too. Nothing here passes or fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import DataLoader from 'dataloader';
import { API_NODE_FLAGS } from '../api/node-flags';
import type { GatewayContext } from '../gateway/context';
import { createGatewayContext } from '../gateway/create-gateway-context';
import { createDocumentCache, type PreparedOperation } from '../gateway/document-cache';
import { DEFAULT_GRAPHQL_LIMITS } from '../gateway/graphql-limits';
import { createRestTransport } from '../gateway/rest-transport';

/**
 * What the three targets answer. The gateway's query must return the same data as the api path, so that the
 * comparison measures the gateway and nothing else. The default is `subscriptionsScenario` (the console's hot read);
 * `BENCH_SCENARIO=session npx tsx bench/gateway.ts` measures `sessionScenario` instead.
 */
export type GatewayBenchScenario = {
  name: string;
  /** The REST call the api and the proxy answer. */
  apiPath: string;
  /** The GraphQL operation the gateway answers with the same data. */
  query: string;
  variables?: Record<string, unknown>;
  /** Demo account the requests run as. */
  account: string;
  /** The gateway's first root field as the api's answer should read (default: the api's answer as is). */
  expected?: (apiBody: unknown) => unknown;
};

export const sessionScenario: GatewayBenchScenario = {
  name: 'session',
  apiPath: '/session',
  query:
    'query BenchSession { session { fullName username email role channel originalChannel superAdmin avatar abilities { action subject } } }',
  account: 'manager@demo.test',
};

const SUBSCRIPTION_FIELDS = [
  'subscriptionId',
  'brandId',
  'channelId',
  'lineNumber',
  'fiscalId',
  'customerName',
  'customerFirstSurname',
  'customerLastSurname',
  'productId',
  'productName',
  'alias',
  'contract',
  'status',
  'startDate',
  'endDate',
  'installationAddress',
  'finalPrice',
  'family',
  'fixedNumber',
  'icc',
  'carrier',
  'eSim',
  'donorOperator',
  'technology',
  'created',
  'modified',
] as const;

type SubscriptionPage = {
  items: Array<Record<string, unknown>>;
  nextCursor: string | null;
  totalEstimate: number;
};

/** The console's hot read: 50 lines of the manager's brand, the api's page against the gateway's connection. */
export const subscriptionsScenario: GatewayBenchScenario = {
  name: 'subscriptions list, 50 rows',
  apiPath: '/subscriptions?limit=50',
  query: `query BenchSubscriptions { subscriptions(first: 50) { edges { cursor node { ${SUBSCRIPTION_FIELDS.join(' ')} } } pageInfo { hasNextPage endCursor } totalEstimate } }`,
  account: 'manager@demo.test',
  expected: (apiBody) => {
    const page = apiBody as SubscriptionPage;
    const last = page.items.length - 1;
    return {
      edges: page.items.map((item, index) => ({
        cursor: index === last ? page.nextCursor : null,
        node: Object.fromEntries(SUBSCRIPTION_FIELDS.map((field) => [field, item[field]])),
      })),
      pageInfo: { hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor },
      totalEstimate: page.totalEstimate,
    };
  },
};

export type GatewayBenchOptions = {
  scenario?: GatewayBenchScenario;
  durationSeconds?: number;
  connections?: number;
  /** Each round measures the three targets once. */
  rounds?: number;
};

type Target = 'api' | 'proxy' | 'gateway';

/** One measure as autocannon answers it with `skipAggregateResult`: its latencies stay a histogram to pool. */
type AutocannonRawResult = {
  totalCompletedRequests: number;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonPooled = { latency: { p50: number; p99: number } };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
};
type Autocannon = {
  (options: AutocannonOptions & { skipAggregateResult: true }): Promise<AutocannonRawResult>;
  /** Pools measures of one target: percentiles over all their requests. */
  aggregateResult(
    results: AutocannonRawResult[],
    options: { url: string; connections: number },
  ): AutocannonPooled;
};
// autocannon ships no type declarations; this is the slice of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const TSX = 'node_modules/.bin/tsx';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer ${url} within 120 s`);
}

/**
 * `BENCH_PROFILE_DIR=/tmp/prof` writes a V8 CPU profile of each server child there when it stops (open it in
 * Chrome's DevTools): where the api's or the gateway's time per request goes.
 */
function startChild(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  // The api runs with the V8 flags it is deployed with (`npm run start:api`).
  const isApi = args[0] === 'api/main.ts';
  const nodeFlags = [
    ...(isApi ? API_NODE_FLAGS : []),
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
  ];
  // The api is always node itself, never under tsx's launcher: `measure` reads its main thread by its pid.
  const [command, commandArgs] =
    isApi || nodeFlags.length > 0
      ? [process.execPath, [...nodeFlags, '--import', 'tsx', ...args]]
      : [TSX, args];
  return spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function signIn(gatewayUrl: string, email: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'centralita-console',
      AuthParameters: { USERNAME: email, PASSWORD: 'Demo1234!' },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return body.AuthenticationResult.AccessToken;
}

/** user + system CPU time (ms) in a /proc `stat` file of a process or a thread. */
function statCpuMs(path: string): number {
  // Fields after the parenthesised command name: utime and stime are the 12th and 13th of them, in clock ticks of
  // 10 ms (USER_HZ is 100 on Linux).
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (user + system, ms) of a process and its descendants so far, from /proc: the servers run under tsx's
 * launcher, which starts node as its child. Zero where /proc is missing.
 */
function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    let ms = statCpuMs(`/proc/${pid}/stat`);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) ms += treeCpuMs(Number(child));
    }
    return ms;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of a process's main thread so far, where a Node server's JavaScript runs. Zero without /proc. */
function mainThreadCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
  } catch {
    return 0;
  }
}

/** The machine's CPU time so far (ms, all CPUs together): busy and in all, from /proc/stat. Zeros without it. */
function machineCpuMs(): { busy: number; all: number } {
  try {
    const ticks =
      readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.split(/\s+/).slice(1, 9).map(Number) ?? [];
    const all = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th fields.
    return { busy: (all - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 10, all: all * 10 };
  } catch {
    return { busy: 0, all: 0 };
  }
}

type Measured = {
  raw: AutocannonRawResult;
  reqPerSec: number;
  p99: number;
  /** CPU ms per answered request of each server process (and of this one, autocannon's) during the measure. */
  cpuPerRequest: Record<string, number>;
  /** How many of the machine's CPUs were busy, on average, during the measure. */
  machineBusyCpus: number;
  /** Share of one CPU the api's main thread (its JavaScript) used: near 1, the api is what limits the path. */
  apiThreadCpu: number;
};

async function measure(
  options: AutocannonOptions,
  warmupSeconds: number,
  servers: Record<string, number | undefined>,
): Promise<Measured> {
  await autocannon({ ...options, duration: warmupSeconds, skipAggregateResult: true });
  const cpuBefore = Object.fromEntries(Object.entries(servers).map(([name, pid]) => [name, treeCpuMs(pid)]));
  const ownBefore = process.cpuUsage();
  const machineBefore = machineCpuMs();
  const apiThreadBefore = mainThreadCpuMs(servers.api);
  const started = performance.now();
  const raw = await autocannon({ ...options, skipAggregateResult: true });
  const wallMs = performance.now() - started;
  const machine = machineCpuMs();
  const apiThreadMs = mainThreadCpuMs(servers.api) - apiThreadBefore;
  const own = process.cpuUsage(ownBefore);
  const answered = Math.max(1, raw.totalCompletedRequests);
  const cpuPerRequest = Object.fromEntries(
    Object.entries(servers).map(([name, pid]) => [
      name,
      (treeCpuMs(pid) - (cpuBefore[name] ?? 0)) / answered,
    ]),
  );
  cpuPerRequest.autocannon = (own.user + own.system) / 1000 / answered;
  return {
    raw,
    reqPerSec: raw.totalCompletedRequests / raw.duration,
    p99: autocannon.aggregateResult([raw], options).latency.p99,
    cpuPerRequest,
    machineBusyCpus:
      machine.all > machineBefore.all
        ? ((machine.busy - machineBefore.busy) / (machine.all - machineBefore.all)) * cpus().length
        : 0,
    apiThreadCpu: apiThreadMs / wallMs,
  };
}

/**
 * A bare HTTP pass-through proxy: every request is piped to the target on a keep-alive agent and the answer
 * piped back, nothing parsed. Started as a child process by the bench (`tsx bench/gateway.ts proxy PORT TARGET`).
 */
async function runProxy(port: number, target: string): Promise<void> {
  const { Agent } = await import('node:http');
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const server = createServer((req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.once('SIGTERM', () => process.exit(0));
}

function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

export async function benchGateway(options: GatewayBenchOptions = {}): Promise<Record<string, string>> {
  const scenario = options.scenario ?? subscriptionsScenario;
  const duration = options.durationSeconds ?? 5;
  const connections = options.connections ?? 10;
  const rounds = options.rounds ?? 6;
  const dataDir = mkdtempSync(join(tmpdir(), 'centralita-bench-gateway-'));
  const [gatewayPort, apiPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const adminCredentials = {
    IDP_ADMIN_ACCESS_KEY_ID: `BENCH${randomBytes(6).toString('hex').toUpperCase()}`,
    IDP_ADMIN_SECRET_ACCESS_KEY: randomBytes(24).toString('base64url'),
  };
  const shared = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(gatewayPort),
    API_PORT: String(apiPort),
    // The embedded PGlite unless BENCH_DATABASE_URL names a PostgreSQL server (its demo world is seeded afresh).
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    ...adminCredentials,
  };
  const children: ChildProcess[] = [];
  try {
    // The gateway hosts the embedded pool the api verifies tokens against; the api runs apart from it.
    const gateway = startChild(['gateway/main.ts'], {
      ...shared,
      API_BASE_URL: apiUrl,
      STATIC_DIR: join(dataDir, 'no-static'),
      // The bench's own query is not one of the console's persisted operations.
      GRAPHQL_PERSISTED_ONLY: 'false',
    });
    children.push(gateway);
    await waitFor(`${gatewayUrl}/health`, gateway, 'gateway');
    const api = startChild(['api/main.ts'], { ...shared, SEED_DEMO: 'true' });
    children.push(api);
    await waitFor(`${apiUrl}/health`, api, 'api');
    const proxy = startChild(['bench/gateway.ts', 'proxy', String(proxyPort), apiUrl], {});
    children.push(proxy);
    await waitFor(`${proxyUrl}/health`, proxy, 'proxy');

    const token = await signIn(gatewayUrl, scenario.account);
    const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const graphqlBody = JSON.stringify({ query: scenario.query, variables: scenario.variables ?? {} });

    // Same data through the three paths, checked once before measuring.
    const direct = await (await fetch(`${apiUrl}${scenario.apiPath}`, { headers: auth })).json();
    const viaGateway = (await (
      await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: graphqlBody,
      })
    ).json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (viaGateway.errors || !viaGateway.data) {
      throw new Error(`gateway answered errors: ${JSON.stringify(viaGateway.errors)}`);
    }
    const gatewayPayload = Object.values(viaGateway.data)[0];
    const expected = scenario.expected ? scenario.expected(direct) : direct;
    if (JSON.stringify(gatewayPayload) !== JSON.stringify(expected)) {
      throw new Error(`the gateway's answer differs from the api's: ${JSON.stringify(gatewayPayload)}`);
    }

    const base = { connections, duration, headers: auth };
    const warmup = Math.min(2, duration);
    const targets: Record<Target, AutocannonOptions> = {
      api: { ...base, url: `${apiUrl}${scenario.apiPath}`, method: 'GET' },
      proxy: { ...base, url: `${proxyUrl}${scenario.apiPath}`, method: 'GET' },
      gateway: {
        ...base,
        url: `${gatewayUrl}/graphql`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: graphqlBody,
      },
    };
    // Rounds alternate the order, so that a drift of the shared api (or of the machine) over the run does not
    // fall on one target only.
    const runs: Record<Target, Measured[]> = { api: [], proxy: [], gateway: [] };
    for (let round = 0; round < rounds; round += 1) {
      const order: Target[] = round % 2 === 0 ? ['api', 'proxy', 'gateway'] : ['gateway', 'proxy', 'api'];
      for (const target of order) {
        runs[target].push(
          await measure(targets[target], warmup, { gateway: gateway.pid, api: api.pid, proxy: proxy.pid }),
        );
      }
    }
    const summary = (target: Target) => {
      const measured = runs[target];
      const answered = measured.reduce((sum, m) => sum + m.raw.totalCompletedRequests, 0);
      const seconds = measured.reduce((sum, m) => sum + m.raw.duration, 0);
      const pooled = autocannon.aggregateResult(
        measured.map((m) => m.raw),
        targets[target],
      );
      return {
        reqPerSec: answered / seconds,
        p50: pooled.latency.p50,
        p99: pooled.latency.p99,
        failures: measured.reduce((sum, m) => sum + m.raw.non2xx + m.raw.errors + m.raw.timeouts, 0),
        // Each round's own figures: how far apart they are shows the machine's noise.
        rounds: measured.map((m) => `${Math.round(m.reqPerSec)} req/s p99 ${ms(m.p99)}`),
        cpu: Object.keys(measured[0]?.cpuPerRequest ?? {})
          .map((name) => {
            const cpuMs = measured.reduce(
              (sum, m) => sum + (m.cpuPerRequest[name] ?? 0) * m.raw.totalCompletedRequests,
              0,
            );
            return [name, cpuMs / Math.max(1, answered)] as const;
          })
          .filter(([, value]) => value >= 0.05)
          .map(([name, value]) => `${name} ${value.toFixed(2)}`)
          .join(', '),
        // Means over the rounds' measured seconds.
        machineBusyCpus: measured.reduce((sum, m) => sum + m.machineBusyCpus * m.raw.duration, 0) / seconds,
        apiThreadCpu: measured.reduce((sum, m) => sum + m.apiThreadCpu * m.raw.duration, 0) / seconds,
      };
    };
    const [apiFigures, proxyFigures, gatewayFigures] = [summary('api'), summary('proxy'), summary('gateway')];
    const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
    // The gateway's and the proxy's measures of a round are next to each other in time (the proxy is always in
    // the middle), so each round's ratio sees the same phase of the machine.
    const roundRatios = runs.gateway.map(
      (m, round) => m.reqPerSec / (runs.proxy[round]?.reqPerSec ?? Number.NaN),
    );

    const line = (m: ReturnType<typeof summary>) =>
      `${Math.round(m.reqPerSec)} req/s${rounds > 1 ? ` (rounds: ${m.rounds.join(', ')})` : ''}, p50 ${ms(m.p50)}, p99 ${ms(m.p99)}${m.failures ? `, ${m.failures} failed` : ''}; CPU ms per request: ${m.cpu}; busy CPUs ${m.machineBusyCpus.toFixed(2)} of ${cpus().length}, the api's main thread ${m.apiThreadCpu.toFixed(2)}`;
    return {
      scenario: `${scenario.name}: ${connections} connections, ${duration} s per measure after ${warmup} s warm-up, ${rounds} round(s) in alternating order (req/s over all rounds, p50 and p99 over all their requests)`,
      [`api direct (GET ${scenario.apiPath})`]: line(apiFigures),
      'pass-through proxy -> api': line(proxyFigures),
      'gateway (POST /graphql) -> api': line(gatewayFigures),
      ...(process.env.BENCH_DATABASE_URL
        ? { 'CPU per request': "the api's PostgreSQL server processes are not counted" }
        : {}),
      'gateway / proxy throughput': `${percent(gatewayFigures.reqPerSec / proxyFigures.reqPerSec)}${rounds > 1 ? ` (by round: ${roundRatios.map(percent).join(', ')})` : ''}`,
      'gateway / api throughput': percent(gatewayFigures.reqPerSec / apiFigures.reqPerSec),
    };
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// In-process figures for what the gateway does per request besides HTTP: preparing a document (cached or not)
// and executing a 50-row list shaped like the subscriptions list, with graphql-js and with graphql-jit.
const LIST_SCHEMA = makeExecutableSchema({
  typeDefs: `
    type Query { lines(first: Int!): LineConnection! }
    type LineConnection { edges: [LineEdge!]! pageInfo: PageInfo! }
    type LineEdge { cursor: String! node: Line! }
    type PageInfo { hasNextPage: Boolean! endCursor: String }
    type Line {
      id: ID! msisdn: String! status: String! type: String! channelId: ID! createdAt: String! modifiedAt: String!
      customer: Customer! product: Product!
    }
    type Customer { id: ID! fullName: String! document: String! email: String }
    type Product { id: ID! name: String! monthlyFee: Float! }
  `,
  resolvers: {
    Query: {
      lines: (_: unknown, { first }: { first: number }) => ({
        edges: Array.from({ length: first }, (_, i) => ({
          cursor: `c${i}`,
          node: {
            id: String(600000000 + i),
            msisdn: `6${String(i).padStart(8, '0')}`,
            status: 'ACTIVE',
            type: 'MOBILE',
            channelId: '2020001',
            createdAt: '2025-01-02T10:00:00.000Z',
            modifiedAt: '2025-03-04T10:00:00.000Z',
            customerId: `c${i % 20}`,
            productId: `p${i % 5}`,
          },
        })),
        pageInfo: { hasNextPage: true, endCursor: `c${first - 1}` },
      }),
    },
    Line: {
      customer: (line: { customerId: string }, _: unknown, context: ListContext) =>
        context.customers.load(line.customerId),
      product: (line: { productId: string }, _: unknown, context: ListContext) =>
        context.products.load(line.productId),
    },
  },
});

type ListContext = GatewayContext & {
  customers: DataLoader<string, object>;
  products: DataLoader<string, object>;
};

const LIST_QUERY = `query Lines($first: Int!) {
  lines(first: $first) {
    edges { cursor node {
      id msisdn status type channelId createdAt modifiedAt
      customer { id fullName document email }
      product { id name monthlyFee }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

function listContext(base: GatewayContext): ListContext {
  return {
    ...base,
    customers: new DataLoader(async (ids: readonly string[]) =>
      ids.map((id) => ({ id, fullName: `Cliente ${id}`, document: '12345678Z', email: null })),
    ),
    products: new DataLoader(async (ids: readonly string[]) =>
      ids.map((id) => ({ id, name: `Tarifa ${id}`, monthlyFee: 19.9 })),
    ),
  };
}

async function microseconds(iterations: number, run: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < Math.min(500, iterations); i += 1) await run(i);
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) await run(i);
  return ((performance.now() - started) * 1000) / iterations;
}

export async function benchGatewayExecution(iterations = 5000): Promise<Record<string, string>> {
  const transport = createRestTransport('http://127.0.0.1:9');
  const base = createGatewayContext(transport, 'bench');
  const cacheWith = (compileAfter: number) =>
    createDocumentCache({
      schema: LIST_SCHEMA,
      limits: DEFAULT_GRAPHQL_LIMITS,
      introspection: false,
      compileAfter,
      maxEntries: 100,
    });
  const operationOf = (compileAfter: number): PreparedOperation => {
    const prepared = cacheWith(compileAfter).prepare(LIST_QUERY);
    if (!prepared.ok) throw new Error(prepared.errors[0]?.message);
    const operation = prepared.operation(undefined);
    if (!('execute' in operation)) throw operation;
    return operation;
  };
  const interpreted = operationOf(0);
  const compiled = operationOf(1);
  const variables = { first: 50 };
  const sameAnswer =
    JSON.stringify(await interpreted.execute(listContext(base), variables)) ===
    JSON.stringify(await compiled.execute(listContext(base), variables));
  if (!sameAnswer || !compiled.compiled)
    throw new Error('graphql-jit did not compile or answered differently');
  const graphqlJs = await microseconds(iterations, () => interpreted.execute(listContext(base), variables));
  const graphqlJit = await microseconds(iterations, () => compiled.execute(listContext(base), variables));

  const documents = cacheWith(0);
  const uncached = await microseconds(Math.min(iterations, 2000), (i) =>
    documents.prepare(`${LIST_QUERY}\n# ${i}`),
  );
  const cached = await microseconds(iterations, () => documents.prepare(LIST_QUERY));
  await transport.close();
  const us = (value: number) => `${value.toFixed(1)} µs`;
  return {
    'prepare the 50-row list document (parse, limits, validate)': us(uncached),
    'prepare it again (document cache hit)': us(cached),
    'execute the 50-row list with graphql-js': us(graphqlJs),
    'execute it with graphql-jit': `${us(graphqlJit)} (${(graphqlJs / graphqlJit).toFixed(1)}x faster)`,
  };
}

function print(title: string, figures: Record<string, string>) {
  console.log(`\n## ${title}`);
  for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
}

// `tsx bench/gateway.ts [http|execution]`: both by default; `proxy PORT TARGET` is the bench's own child.
const [, entry, mode, ...rest] = process.argv;
if (entry?.endsWith('bench/gateway.ts')) {
  if (mode === 'proxy') {
    await runProxy(Number(rest[0]), rest[1] ?? '');
  } else {
    if (mode !== 'execution') {
      const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
      print(
        'gateway',
        await benchGateway({
          durationSeconds,
          rounds: Number(process.env.BENCH_ROUNDS ?? 6),
          scenario: process.env.BENCH_SCENARIO === 'session' ? sessionScenario : subscriptionsScenario,
        }),
      );
    }
    if (mode !== 'http') print('gateway execution (in process)', await benchGatewayExecution());
  }
}
