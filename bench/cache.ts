// Local cache load in Chromium: 100k lines through the real cache worker, IndexedDB and palette of the built
// console, timed as the user gets it: from the sign-in click to the rows committed, to "cache ready" (the progress
// chip gone: the /subs queue serves from the cache), and to the first palette hit of a line only the cache holds.
// It starts its own console (demo world, fresh data directory) serving a build already made: the `staticDir`
// option, or CACHE_BENCH_STATIC_DIR (`npx vite build --outDir <dir>` first); CACHE_BENCH_URL measures a console
// already running instead (so two builds can be compared in one sitting). The download is answered by the
// bench with a synthetic 100k-line document (the demo world holds ~150 lines), sent as the api sends it (its row
// count first) and gzipped as the gateway sends it, from a small HTTP server of the bench on
// CACHE_BENCH_DOWNLOAD_PORT (default 48526) that the request is rerouted to (Playwright's route.fulfill would carry
// the body over the DevTools protocol, far slower than a socket); everything else is the real stack. Each round is a
// fresh browser (an empty IndexedDB).
// The last round then scrolls the real /subs over the cached lines (CACHE_BENCH_SCROLL=0 skips it): j ×300,
// PageDown ×300, a drag of the scrollbar to the bottom and a fast wheel, counting long tasks, blank frames (a row
// still waiting for its data on screen for more than 100 ms; the longest such stretch) and, for the keys, the
// main thread's CPU per key (DevTools' task duration over the phase, divided by the presses).
// Usage: CACHE_BENCH_STATIC_DIR=<dir> [CACHE_BENCH_ROUNDS=3] npx tsx bench/cache.ts
//    or: CACHE_BENCH_URL=http://127.0.0.1:8291 npx tsx bench/cache.ts

import type { Page } from '@playwright/test';
import { loadAverage, percentile, startConsole } from './bench-console';
import { launchBenchChromium } from './launch-chromium';
import { downloadDocument, serveDownload, storedCount } from './synthetic-download';

const LINES = Number(process.env.CACHE_BENCH_LINES ?? 100_000);
const ROUNDS = Number(process.env.CACHE_BENCH_ROUNDS ?? 3);
const FAMILIES = ['MOBILE', 'FIBRE', 'TV', 'CONVERGENT'];
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING_PORTABILITY', 'CANCELED'];
const lineNumberOf = (index: number) => `6${String((index * 48_271) % 100_000_000).padStart(8, '0')}`;
/** A line only the cache holds: the palette shows it once the local index is built. */
const SEARCHED = lineNumberOf(54_321);

function downloadBody(count: number): string {
  const rows: object[] = [];
  for (let index = 0; index < count; index += 1) {
    rows.push({
      subscriptionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      lineNumber: lineNumberOf(index),
      fiscalId: `${String(10_000_000 + (index % 50_000)).padStart(8, '0')}Z`,
      customerId: `c-${index % 50_000}`,
      channelId: '2020001',
      brandId: '2020001',
      customerName: ['Lucía', 'Álvaro', 'Marta', 'José'][index % 4],
      customerFirstSurname: 'García',
      customerLastSurname: 'Pérez',
      productName: 'Móvil Ilimitado',
      alias: null,
      status: STATUSES[index % STATUSES.length],
      family: FAMILIES[index % FAMILIES.length],
      carrier: null,
      fixedNumber: null,
      icc: `8934000000${String(index).padStart(9, '0')}`,
      startDate: '2025-03-04',
      endDate: null,
      finalPrice: 1990,
      technology: '5G',
      installationAddress: null,
      created: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
      modified: new Date(Date.UTC(2026, 0, 1) + index * 1_000).toISOString(),
    });
  }
  return downloadDocument(rows);
}

type Diagnostics = {
  load: { subscriptions?: { parseMs: number; storeMs: number; totalMs: number } } | null;
  searchBuildMs: number | null;
};

async function cacheDiagnostics(page: Page): Promise<Diagnostics | null> {
  for (const worker of page.workers()) {
    const found = await worker
      .evaluate(() => {
        const diagnostics = (
          self as unknown as {
            cacheDiagnostics?: { core: () => Diagnostics['load']; searchBuildMs: number | null };
          }
        ).cacheDiagnostics;
        return diagnostics ? { load: diagnostics.core(), searchBuildMs: diagnostics.searchBuildMs } : null;
      })
      .catch(() => null);
    if (found) return found;
  }
  return null;
}

type Round = {
  signInToDownload: number;
  downloadToCommitted: number;
  downloadToReady: number;
  signInToReady: number;
  firstSearchHit: number;
  longTasks: number;
  longestTask: number;
  totalsSeen: string[];
  parseMs: number;
  storeMs: number;
  loadMs: number;
  searchBuildMs: number;
};

const SCROLL = process.env.CACHE_BENCH_SCROLL !== '0';
const DOWNLOAD_PORT = Number(process.env.CACHE_BENCH_DOWNLOAD_PORT ?? 48526);

/** Each frame notes whether a row waiting for its data is on screen; keeps the longest such stretch (ms). */
const BLANK_RECORDER = `(() => {
  const state = { longestBlank: 0, blankSince: 0, frames: 0, blanks: 0, running: true };
  window.__blank = state;
  const tick = (now) => {
    if (!state.running) return;
    state.frames += 1;
    const blank = document.querySelector('tr[data-pending]') !== null;
    if (blank && !state.blankSince) state.blankSince = now;
    if (!blank && state.blankSince) {
      if (now - state.blankSince > 100) state.blanks += 1;
      state.longestBlank = Math.max(state.longestBlank, now - state.blankSince);
      state.blankSince = 0;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

type ScrollFigures = {
  longTasks: number;
  longestTask: number;
  blanks: number;
  longestBlank: number;
  settleMs: number;
  /** Main-thread CPU per key press (keys only). */
  cpuPerKeyMs?: number;
};

/** The main thread's busy time (ms, DevTools' TaskDuration) from one DevTools session over a phase. */
async function busyClock(page: Page): Promise<{ read: () => Promise<number>; stop: () => Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const read = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  return { read, stop: () => session.detach() };
}

async function scrollPhase(page: Page, run: () => Promise<void>, presses = 0): Promise<ScrollFigures> {
  await page.evaluate(() => {
    const state = (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } })
      .__longTasks;
    state.longTasks = 0;
    state.longest = 0;
  });
  await page.evaluate(BLANK_RECORDER);
  const clock = presses ? await busyClock(page) : undefined;
  const busyBefore = (await clock?.read()) ?? 0;
  const started = Date.now();
  await run();
  const busy = ((await clock?.read()) ?? 0) - busyBefore;
  await clock?.stop();
  // Settled: no row waiting for its data on screen.
  await page.waitForFunction(() => document.querySelector('tr[data-pending]') === null, null, {
    timeout: 60_000,
    polling: 'raf',
  });
  const settleMs = Date.now() - started;
  await page.waitForTimeout(200);
  const figures = await page.evaluate((settle) => {
    const blank = (
      globalThis as unknown as {
        __blank: { longestBlank: number; blankSince: number; blanks: number; running: boolean };
      }
    ).__blank;
    blank.running = false;
    const tasks = (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } })
      .__longTasks;
    return {
      longTasks: tasks.longTasks,
      longestTask: Math.round(tasks.longest),
      blanks: blank.blanks,
      longestBlank: Math.round(blank.longestBlank),
      settleMs: settle,
    };
  }, settleMs);
  return presses ? { ...figures, cpuPerKeyMs: busy / presses } : figures;
}

/** The real /subs over the cached lines: j ×300, PageDown ×300, a drag to the bottom, a fast wheel back up. */
async function scrollQueue(page: Page): Promise<Record<string, ScrollFigures>> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await page.waitForURL(/\/subs/, { timeout: 60_000 });
  await page.locator('tr[data-row-id]').first().waitFor({ timeout: 60_000 });
  const grid = page.getByRole('grid');
  await grid.focus();
  const j = await scrollPhase(
    page,
    async () => {
      for (let press = 0; press < 300; press += 1) await page.keyboard.press('j');
    },
    300,
  );
  const pageDown = await scrollPhase(
    page,
    async () => {
      for (let press = 0; press < 300; press += 1) await page.keyboard.press('PageDown');
    },
    300,
  );
  const drag = await scrollPhase(page, async () => {
    await page.evaluate(() => {
      const scroller = document.querySelector('[role="grid"]')?.parentElement;
      if (scroller) scroller.scrollTop = 0;
    });
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      const scroller = document.querySelector('[role="grid"]')?.parentElement;
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
  });
  const box = await grid.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
  const wheel = await scrollPhase(page, async () => {
    for (let event = 0; event < 170; event += 1) await page.mouse.wheel(0, -20_000);
  });
  return {
    'j ×300': j,
    'PageDown ×300': pageDown,
    'drag to the bottom': drag,
    'wheel to the top (170 × 20,000 px)': wheel,
  };
}

async function round(
  base: string,
  downloadUrl: string,
  scroll: boolean,
): Promise<Round & { scroll?: Record<string, ScrollFigures> }> {
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage();
    let downloadAt = 0;
    await page.route('**/subscriptions/cached/download?*', async (route) => {
      downloadAt = Date.now();
      await route.continue({ url: downloadUrl });
    });
    await page.addInitScript(() => {
      const state = { longTasks: 0, longest: 0 };
      (globalThis as unknown as { __longTasks: typeof state }).__longTasks = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          state.longTasks += 1;
          state.longest = Math.max(state.longest, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/login`, { timeout: 120_000 });
    await page.getByLabel('Correo electrónico').fill('manager@demo.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    const signInAt = Date.now();
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Long tasks are counted from the console's first screen, not during sign-in and the first chunks.
    await page.getByRole('navigation').first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => {
      const state = (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } })
        .__longTasks;
      state.longTasks = 0;
      state.longest = 0;
    });
    const totals = new Set<string>();
    let committedAt = 0;
    let readyAt = 0;
    let loadingSeen = false;
    const chip = page.getByRole('status').last();
    for (let tries = 0; tries < 6_000 && !readyAt; tries += 1) {
      const text = (await chip.textContent()) ?? '';
      const lines = text.includes('Cargando líneas');
      const total = lines ? /\/\s*([\d.,\s]+)/.exec(text)?.[1]?.trim() : undefined;
      if (total) totals.add(total);
      if (lines) loadingSeen = true;
      if (!committedAt && downloadAt && (await storedCount(page)) === LINES) committedAt = Date.now();
      if (committedAt && loadingSeen && !lines) readyAt = Date.now();
      else await page.waitForTimeout(50);
    }
    const longTasks = await page.evaluate(
      () => (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } }).__longTasks,
    );
    // The first search: the palette's index is built from the worker's rows on first use.
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Buscar comandos' });
    await input.waitFor();
    const typedAt = Date.now();
    await input.fill(SEARCHED);
    // A whole number is shown as the exact match (its own group), not among the lines.
    await page
      .getByRole('dialog')
      .getByRole('option', { name: new RegExp(SEARCHED) })
      .first()
      .waitFor({ timeout: 120_000 });
    const hitAt = Date.now();
    const diagnostics = await cacheDiagnostics(page);
    const load = diagnostics?.load?.subscriptions;
    const scrolled = scroll ? await scrollQueue(page) : undefined;
    return {
      scroll: scrolled,
      signInToDownload: downloadAt - signInAt,
      downloadToCommitted: committedAt - downloadAt,
      downloadToReady: readyAt - downloadAt,
      signInToReady: readyAt - signInAt,
      firstSearchHit: hitAt - typedAt,
      longTasks: longTasks.longTasks,
      longestTask: longTasks.longest,
      totalsSeen: [...totals],
      parseMs: load?.parseMs ?? Number.NaN,
      storeMs: load?.storeMs ?? Number.NaN,
      loadMs: load?.totalMs ?? Number.NaN,
      searchBuildMs: diagnostics?.searchBuildMs ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}

export async function benchCache(
  options: { url?: string; staticDir?: string } = {},
): Promise<Record<string, string>> {
  const url = options.url ?? process.env.CACHE_BENCH_URL;
  const staticDir = options.staticDir ?? process.env.CACHE_BENCH_STATIC_DIR;
  if (!url && !staticDir)
    throw new Error('bench/cache.ts needs CACHE_BENCH_STATIC_DIR (a build) or CACHE_BENCH_URL');
  const loadBefore = loadAverage();
  const body = downloadBody(LINES);
  const download = await serveDownload(body, DOWNLOAD_PORT);
  const started = url ? undefined : await startConsole(staticDir ?? '', 'cache');
  const base = url ?? started?.url ?? '';
  const rounds: (Round & { scroll?: Record<string, ScrollFigures> })[] = [];
  try {
    for (let index = 0; index < ROUNDS; index += 1) {
      const result = await round(base, download.url, SCROLL && index === ROUNDS - 1);
      rounds.push(result);
      console.error(`round ${index + 1}: ${JSON.stringify(result)}`);
    }
  } finally {
    await download.close();
    await started?.stop();
  }
  const figure = (pick: (round: Round) => number, unit: 's' | 'ms' = 's') => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    const show = (value: number) =>
      unit === 's' ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    return `median ${show(percentile(sorted, 0.5))}, p95 ${show(percentile(sorted, 0.95))}`;
  };
  return {
    lines: LINES.toLocaleString('en'),
    rounds: String(ROUNDS),
    console: url ? `${url} (already running)` : `${base} (started by the bench on ${staticDir}, demo world)`,
    'load average (1, 5, 15 min) before, after': `${loadBefore}; ${loadAverage()}`,
    'download body': `${(Buffer.byteLength(body) / 1_048_576).toFixed(1)} MiB, ${(download.bytes / 1_048_576).toFixed(1)} MiB gzipped`,
    'sign-in click to download start': figure((r) => r.signInToDownload),
    'download start to rows committed': figure((r) => r.downloadToCommitted),
    'download start to cache ready (queue serves from the cache)': figure((r) => r.downloadToReady),
    'sign-in click to cache ready': figure((r) => r.signInToReady),
    'first palette search after the load: typing to the hit (the index is built once the cache is usable)':
      figure((r) => r.firstSearchHit),
    'in the worker: first byte to rows committed': figure((r) => r.loadMs, 'ms'),
    'in the worker: parsing the stream into rows': figure((r) => r.parseMs, 'ms'),
    'in the worker: chunk writes to IndexedDB (overlapping the parse)': figure((r) => r.storeMs, 'ms'),
    'in the worker: search index build': figure((r) => r.searchBuildMs, 'ms'),
    'main-thread long tasks (>50 ms) from the first screen to ready': rounds
      .map((r) => `${r.longTasks} (longest ${Math.round(r.longestTask)} ms)`)
      .join(', '),
    'progress totals shown': [...new Set(rounds.flatMap((r) => r.totalsSeen))].join(' | '),
    ...Object.fromEntries(
      Object.entries(rounds.at(-1)?.scroll ?? {}).map(([name, figures]) => [
        `/subs over the cache, ${name}`,
        `${figures.longTasks} long tasks (longest ${figures.longestTask} ms), ${figures.blanks} blank frames > 100 ms (longest blank ${figures.longestBlank} ms), settled after ${figures.settleMs} ms${figures.cpuPerKeyMs === undefined ? '' : `, main-thread CPU ${figures.cpuPerKeyMs.toFixed(1)} ms per key`}`,
      ]),
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchCache())) console.log(`- ${name}: ${value}`);
}
