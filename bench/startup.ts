// Startup figures, as `npm start` starts the console (its build check included): a restart on an existing data
// directory with unchanged sources (goal <= 3 s), and a cold start on an empty one, migrations and demo seed
// included (goal <= 30 s). Each is timed from the command to a usable login: the demo admin signs in through the
// pool and the gateway answers the session query. Median and p95 over BENCH_STARTUP_ROUNDS rounds (3) each.
//
// Alone: `npx tsx bench/startup.ts`. BENCH_PORT (8290; the api takes the next port). The first, untimed start
// builds the client into dist/client if its sources changed, as `npm start` would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAverage, percentile } from './bench-console';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);

async function signInAndQuerySession(base: string): Promise<boolean> {
  try {
    const auth = await fetch(`${base}/idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'centralita-console',
        AuthParameters: { USERNAME: 'admin@demo.test', PASSWORD: 'Demo1234!' },
      }),
    });
    if (!auth.ok) return false;
    const { AuthenticationResult } = (await auth.json()) as { AuthenticationResult: { AccessToken: string } };
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${AuthenticationResult.AccessToken}`,
      },
      body: JSON.stringify({ query: '{ session { role } }' }),
    });
    const body = (await gql.json()) as { data?: { session?: { role: string } } };
    return body.data?.session?.role === 'ADMIN';
  } catch {
    return false;
  }
}

async function apiListening(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT + 1}/health`)).ok;
  } catch {
    return false;
  }
}

type Started = { ms: number; child: ChildProcess; output: string[] };

/** `npm start` on `dataDir`, timed to a usable login. Its own process group, so that stopping ends tsx and node. */
async function npmStartToUsableLogin(dataDir: string): Promise<Started> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    API_PORT: String(PORT + 1),
    DATABASE_URL: '',
  };
  delete env.API_BASE_URL;
  delete env.STATIC_DIR;
  const child = spawn('npm', ['start', '--silent'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 300_000;
  // Sign-in attempts before the seed would count as failures against the pool's per-address limit:
  // wait for the api (it listens once migrated and seeded), then sign in.
  while (Date.now() < deadline && child.exitCode === null) {
    if (await apiListening()) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  while (Date.now() < deadline && child.exitCode === null) {
    if (await signInAndQuerySession(base)) return { ms: performance.now() - started, child, output };
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop(child);
  throw new Error(`the console did not become usable within 300 s:\n${output.join('').slice(-2000)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npm may leave before the server has closed its ports.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await apiListening())) await new Promise((r) => setTimeout(r, 100));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${seconds(percentile(sorted, 0.5))}, p95 ${seconds(percentile(sorted, 0.95))} (${sorted.map(seconds).join(', ')})`;
}

async function timedStart(dataDir: string): Promise<{ ms: number; built: boolean }> {
  const started = await npmStartToUsableLogin(dataDir);
  await stop(started.child);
  return { ms: started.ms, built: started.output.join('').includes('made from changed sources') };
}

export async function benchStartup(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'centralita-bench-'));
  const fresh: string[] = [];
  try {
    // Untimed: builds the client if its sources changed and seeds the data directory the restarts reuse.
    const first = await timedStart(dataDir);
    const restarts: number[] = [];
    const rebuilt: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const restart = await timedStart(dataDir);
      (restart.built ? rebuilt : restarts).push(restart.ms);
    }
    const colds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const coldDir = mkdtempSync(join(tmpdir(), 'centralita-bench-cold-'));
      fresh.push(coldDir);
      colds.push((await timedStart(coldDir)).ms);
    }
    return {
      'first start (client build if its sources changed, seed)': `${seconds(first.ms)}${first.built ? ', client built' : ', build up to date'}`,
      'restart to usable login, npm start on the same data dir (goal <= 3 s)': restarts.length
        ? spread(restarts)
        : 'no round without a rebuild',
      ...(rebuilt.length
        ? { '  restarts that rebuilt the client (sources changed meanwhile)': spread(rebuilt) }
        : {}),
      'cold start to usable login, npm start on an empty data dir (goal <= 30 s)': spread(colds),
      'load average (1, 5, 15 min)': loadAverage(),
    };
  } finally {
    for (const dir of [dataDir, ...fresh]) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\n## startup (npm start)');
  for (const [name, value] of Object.entries(await benchStartup())) console.log(`- ${name}: ${value}`);
}
