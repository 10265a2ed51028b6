// What the benches that drive the console in Chromium share: the console started as `npm start` runs it, and
// the figures' arithmetic.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function ms(value: number): string {
  return Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`;
}

/** The machine's load averages (1, 5, 15 min). */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // A cold start migrates and seeds the demo world: minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the console exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

/** The console as `npm start` runs it, on free ports (or the given ones) and a fresh data directory seeded with the demo world. */
export async function startConsole(
  staticDir: string,
  name = 'line-action',
  ports?: { port: number; apiPort: number },
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `centralita-bench-${name}-`));
  const [port, apiPort] = ports ? [ports.port, ports.apiPort] : [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    STATIC_DIR: staticDir,
    // The embedded PGlite and api, whatever the shell points at.
    DATABASE_URL: '',
  };
  delete env.API_BASE_URL;
  // Node itself rather than tsx's launcher, so that SIGTERM reaches the server and it closes what it opened.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/health`, child);
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
