// What a fresh browser fetches in the first 2 s of /login, as the server of `npm start` serves it: every request that
// starts within 2 s of the page's own request, summed as bytes on the wire (headers included, compressed as served)
// and as gzip-equivalent (each response's decoded body gzipped here, as bench/bundle.ts counts chunks). Goal: at
// most 110 kB gzip. Each round opens a new browser context (empty cache) and watches the Chrome DevTools Protocol's
// Network events.
//
// Alone: `npx tsx bench/login-page.ts` (builds the client into a temporary directory and starts the console on a
// fresh data directory with the demo world). BENCH_URL=http://127.0.0.1:PORT measures a console already running;
// BENCH_STATIC_DIR serves a build already made; BENCH_ROUNDS (7) rounds; BENCH_VERBOSE=1 lists the files of the
// last round.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from '@playwright/test';
import { loadAverage, percentile, startConsole } from './bench-console';
import { launchBenchChromium } from './launch-chromium';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WINDOW_S = 2;
/** After the window, requests started within it still have this long to finish. */
const DRAIN_MS = 3000;

type Fetched = {
  path: string;
  /** Seconds from the page's own request to this one's start. */
  startedAfter: number;
  wireBytes: number;
  gzipBytes: number;
  contentEncoding: string;
};

type RequestSeen = {
  url: string;
  timestamp: number;
  contentEncoding: string;
  wireBytes?: number;
};

async function gzipEquivalent(cdp: CDPSession, requestId: string): Promise<number> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
  } catch {
    // No body (a redirect, a 204, or one the browser already dropped).
    return 0;
  }
}

/** One fresh profile opening /login: the requests started in the first WINDOW_S seconds. */
async function loginRound(browser: Browser, origin: string): Promise<Fetched[]> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, RequestSeen>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!requests.has(event.requestId))
        requests.set(event.requestId, {
          url: event.request.url,
          timestamp: event.timestamp,
          contentEncoding: '',
        });
    });
    cdp.on('Network.responseReceived', (event) => {
      const seen = requests.get(event.requestId);
      if (!seen) return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      seen.contentEncoding = headers['content-encoding'] ?? 'identity';
    });
    cdp.on('Network.loadingFinished', (event) => {
      const seen = requests.get(event.requestId);
      if (seen) seen.wireBytes = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const first = Math.min(...[...requests.values()].map((request) => request.timestamp));
    await page.waitForTimeout(Math.max(0, WINDOW_S * 1000 - (await sinceFirst(page))) + DRAIN_MS);
    const fetched: Fetched[] = [];
    for (const [requestId, request] of requests) {
      const startedAfter = request.timestamp - first;
      if (startedAfter > WINDOW_S || !request.url.startsWith(origin)) continue;
      fetched.push({
        path: new URL(request.url).pathname,
        startedAfter,
        wireBytes: request.wireBytes ?? 0,
        gzipBytes: await gzipEquivalent(cdp, requestId),
        contentEncoding: request.contentEncoding,
      });
    }
    return fetched;
  } finally {
    await context.close();
  }
}

/** Milliseconds since the page's navigation started, in the page's clock. */
function sinceFirst(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function spread(values: number[], format: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${format(percentile(sorted, 0.5))}, p95 ${format(percentile(sorted, 0.95))}`;
}

/** The figures over ROUNDS fresh profiles opening /login on the console at `origin`. */
export async function measureLoginPage(origin: string): Promise<Record<string, string>> {
  const browser = await launchBenchChromium();
  try {
    // One untimed round: the server's first answers (its caches, the JIT) are not what a visitor gets.
    await loginRound(browser, origin);
    const rounds: Fetched[][] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await loginRound(browser, origin));
    const total = (files: Fetched[], key: 'wireBytes' | 'gzipBytes') =>
      files.reduce((sum, file) => sum + file[key], 0);
    const last = rounds.at(-1) ?? [];
    const figures: Record<string, string> = {
      [`fetched in the first ${WINDOW_S} s, gzip-equivalent (goal <= 110 kB)`]: spread(
        rounds.map((files) => total(files, 'gzipBytes')),
        kb,
      ),
      [`fetched in the first ${WINDOW_S} s, on the wire`]: spread(
        rounds.map((files) => total(files, 'wireBytes')),
        kb,
      ),
      requests: spread(
        rounds.map((files) => files.length),
        String,
      ),
      'content encodings (last round)': Object.entries(
        last.reduce<Record<string, number>>((counts, file) => {
          counts[file.contentEncoding] = (counts[file.contentEncoding] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .map(([encoding, count]) => `${encoding} ${count}`)
        .join(', '),
      rounds: String(ROUNDS),
      'load average (1, 5, 15 min)': loadAverage(),
    };
    if (process.env.BENCH_VERBOSE) {
      for (const file of [...last].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        figures[`  ${file.path}`] =
          `${kb(file.gzipBytes)} gzip, ${kb(file.wireBytes)} wire (${file.contentEncoding}), at ${file.startedAfter.toFixed(2)} s`;
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export type LoginPageBenchOptions = {
  /** A console already running (BENCH_URL): nothing is built or started. */
  url?: string;
  /** A client build to serve (e.g. dist/client right after `vite build`); by default one is built into a temporary directory. */
  staticDir?: string;
};

/** Starts the console as `npm start` does (unless given a url) and measures its login page. */
export async function benchLoginPage(options: LoginPageBenchOptions = {}): Promise<Record<string, string>> {
  if (options.url) return measureLoginPage(options.url);
  const buildDir = options.staticDir ? undefined : mkdtempSync(join(tmpdir(), 'centralita-bench-login-'));
  try {
    const staticDir = options.staticDir ?? (buildDir as string);
    if (buildDir)
      execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', buildDir], {
        stdio: 'inherit',
      });
    const console_ = await startConsole(staticDir, 'login-page');
    try {
      return await measureLoginPage(console_.url);
    } finally {
      await console_.stop();
    }
  } finally {
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchLoginPage({
    ...(process.env.BENCH_URL ? { url: process.env.BENCH_URL } : {}),
    ...(process.env.BENCH_STATIC_DIR ? { staticDir: process.env.BENCH_STATIC_DIR } : {}),
  });
  console.log('\n## login page, first 2 s (Chromium, fresh profile)');
  for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
}
