// The console for the soak, run as `npm start` runs it: the servers' esbuild bundle (scripts/bundle-server.ts) under
// plain Node, one process serving the gateway, /idp and the api on 127.0.0.1, on a fresh data directory seeded
// with the demo world. The bundle goes to a directory of the bench's own under .tmp/, so a soak neither waits for
// nor replaces the shared dist/server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleServer } from '../scripts/bundle-server';
import { freePort } from './bench-console';

/** The server process's memory at one moment, in bytes. */
export type ProcessMemory = {
  /** VmRSS from /proc: what the process holds in RAM (V8's heap, PGlite's WebAssembly memory, code, buffers). */
  rss: number;
  /** V8's heap in use after a full collection: what the JavaScript keeps alive. */
  heapUsed: number;
  heapTotal: number;
  /** Memory outside V8's heap held by JavaScript objects (PGlite's WebAssembly memory is part of it). */
  external: number;
  /** The server's event loop delay since the previous reading (ms): how long a ready request waited for the loop. */
  loopDelay: { p99: number; max: number };
};

export type SoakStack = {
  url: string;
  pid: number;
  /** VmRSS now, without a collection first (for the progress lines). */
  rss(): number;
  /** Collects the garbage in the server, then reads its memory. */
  memory(): Promise<ProcessMemory>;
  stop(): Promise<void>;
};

type ProbeAnswer = Omit<ProcessMemory, 'rss'>;

/**
 * Preloaded into the server (`--import`, as a data: URL, so no file of the product changes and the server opens
 * no port for it): answers the bench's 'soak:memory' message on the IPC channel with V8's figures after a full
 * collection (`--expose-gc`), and the event loop's delay since the previous message. The heap is read after a collection so that garbage not yet collected does not read
 * as growth.
 */
const MEMORY_PROBE = `import { monitorEventLoopDelay } from 'node:perf_hooks';
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (message) => {
  if (message !== 'soak:memory') return;
  const loopDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  delay.reset();
  globalThis.gc();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  process.send({ heapUsed, heapTotal, external, loopDelay });
});`;

function vmRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // A cold start migrates and seeds the demo world: minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the console exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

export async function startSoakStack(): Promise<SoakStack> {
  const bundleDir = resolve('.tmp', `bench-soak-server-${process.pid}`);
  // Packages stay outside the bundle: it must sit inside the project for Node to find node_modules from it.
  await bundleServer(bundleDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'centralita-bench-soak-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As deployed: the gateway runs only the console's persisted operations.
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    API_HOST: '127.0.0.1',
    // The soak sends GraphQL only: no client build is needed or served.
    STATIC_DIR: join(dataDir, 'no-static'),
    // The embedded PGlite and api, whatever the shell points at.
    DATABASE_URL: '',
  };
  delete env.API_BASE_URL;
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      `data:text/javascript,${encodeURIComponent(MEMORY_PROBE)}`,
      join(bundleDir, 'start.mjs'),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/health`, child);
    await waitForHealth(`http://127.0.0.1:${port}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the console has no pid');
  const memory = () =>
    new Promise<ProcessMemory>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('the server did not answer the memory probe')), 30_000);
      child.once('message', (answer) => {
        clearTimeout(timer);
        done({ rss: vmRssBytes(pid), ...(answer as ProbeAnswer) });
      });
      child.send('soak:memory');
    });
  return { url: `http://127.0.0.1:${port}`, pid, rss: () => vmRssBytes(pid), memory, stop };
}
