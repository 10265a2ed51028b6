// Table scroll: the real QueuePage with the /subs columns over 100k rows (bench/table-fixture, a bench-only vite
// build served to Chromium from disk, no network), scrolled top to bottom with the keyboard and with the wheel.
// Prints long tasks (PerformanceObserver 'longtask', > 50 ms of wall time) and frame timings; the goal is 0 long
// tasks. On the shared 2-core machine wall time stretches with everyone else's load, so each phase also counts the
// main thread's tasks by CPU time from a Chromium trace: compare runs by that, and note `uptime` next to the rest.

import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { launchBenchChromium } from './launch-chromium';

const OUT_DIR = resolve('.tmp/bench-table');
const ORIGIN = 'http://bench.local';
const ROWS = Number(process.env.BENCH_TABLE_ROWS ?? 100_000);
/** 100k rows of 34 px are 3.4M px: 170 wheel events of 20,000 px reach the end (each one a full re-render). */
const WHEEL_DELTA = 20_000;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

type PhaseFigures = {
  longTasks: number[];
  /** Main-thread tasks by CPU (thread) time from a Chromium trace, ms: unlike `longTasks` (wall time), other load on
   * a shared machine barely moves them. */
  taskCpu: number[];
  frames: number[];
  animationFrames: number[];
  events: number[];
  ms: number;
};

declare global {
  interface Window {
    __bench: {
      longTasks: number[];
      frames: number[];
      /** Long animation frames (> 50 ms from the task start to the paint), PerformanceObserver 'long-animation-frame'. */
      animationFrames: number[];
      /** Input-to-next-paint of each key/wheel event, PerformanceObserver 'event' (durationThreshold 16 ms). */
      events: number[];
      recording: boolean;
    };
  }
}

/** Where the fixture page lands in OUT_DIR: the build's root is the repository (vite.config.ts's plugins read
 * client/generated from the root), so the page keeps its path under it. */
const FIXTURE_PAGE = '/bench/table-fixture/index.html';

async function buildFixture(): Promise<void> {
  await build({
    configFile: resolve('vite.config.ts'),
    root: resolve('.'),
    base: './',
    publicDir: false,
    logLevel: 'error',
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      manifest: false,
      minify: !PROFILE,
      rollupOptions: { input: resolve(`.${FIXTURE_PAGE}`) },
    },
  });
}

/** Long tasks and frame intervals, recorded only while a phase runs. */
function installRecorder(): void {
  window.__bench = { longTasks: [], frames: [], animationFrames: [], events: [], recording: false };
  new PerformanceObserver((list) => {
    if (!window.__bench.recording) return;
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  // Frame timings that do not depend on requestAnimationFrame ticking (headless Chromium may not schedule it).
  try {
    new PerformanceObserver((list) => {
      if (!window.__bench.recording) return;
      for (const entry of list.getEntries()) window.__bench.animationFrames.push(entry.duration);
    }).observe({ type: 'long-animation-frame', buffered: false });
    new PerformanceObserver((list) => {
      if (!window.__bench.recording) return;
      for (const entry of list.getEntries()) window.__bench.events.push(entry.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    // An older Chromium without these entry types: the figures stay empty.
  }
}

/**
 * Frame intervals from requestAnimationFrame, until recording stops. A string, not a function: tsx (esbuild
 * keepNames) wraps named functions in `__name(...)`, which does not exist in the page; that error ended the old
 * init-script loop before its first frame and the bench printed "0 frames".
 */
const FRAME_LOOP = `(() => {
  let last = performance.now();
  const tick = (now) => {
    if (!window.__bench.recording) return;
    window.__bench.frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** BENCH_TABLE_PROFILE=1: a CDP CPU profile of each phase; prints the functions with the most self time. */
const PROFILE = process.env.BENCH_TABLE_PROFILE === '1';

function topSelfTime(profile: CpuProfile, count = 12): string {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `\n    ${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('');
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** CPU time (ms) of each task over 10 ms of CPU on the renderer's main thread, from a 'toplevel' trace. */
function mainThreadTaskCpu(trace: Buffer): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') &&
        main.has(`${event.pid}:${event.tid}`) &&
        (event.tdur ?? 0) > 10_000,
    )
    .map((event) => (event.tdur ?? 0) / 1000);
}

async function phase(page: Page, run: () => Promise<void>): Promise<PhaseFigures & { profile?: string }> {
  const browser = page.context().browser();
  if (browser) await browser.startTracing(page, { categories: ['toplevel'] });
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.evaluate(() => {
    window.__bench.longTasks = [];
    window.__bench.frames = [];
    window.__bench.animationFrames = [];
    window.__bench.events = [];
    window.__bench.recording = true;
  });
  await page.evaluate(FRAME_LOOP);
  const started = performance.now();
  await run();
  // Let the last frames and long-task entries arrive.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  const ms = performance.now() - started;
  const recorded = await page.evaluate(() => {
    window.__bench.recording = false;
    const { longTasks, frames, animationFrames, events } = window.__bench;
    return { longTasks, frames, animationFrames, events };
  });
  const figures = { ...recorded, taskCpu: browser ? mainThreadTaskCpu(await browser.stopTracing()) : [] };
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.detach();
    return { ...figures, ms, profile: topSelfTime(profile) };
  }
  return { ...figures, ms };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function describe(figures: PhaseFigures & { profile?: string }): string {
  const { longTasks, frames } = figures;
  const longest = longTasks.length ? Math.max(...longTasks) : 0;
  const cpuLong = figures.taskCpu.filter((ms) => ms > 50);
  return (
    [
      `${longTasks.length} long tasks${longTasks.length ? ` (longest ${longest.toFixed(0)} ms, total ${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms)` : ''}`,
      `${frames.length} frames in ${(figures.ms / 1000).toFixed(1)} s`,
      `frame p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, max ${(frames.length ? Math.max(...frames) : 0).toFixed(1)} ms`,
      `${frames.filter((frame) => frame > 50).length} frames > 50 ms`,
      `${figures.animationFrames.length} long animation frames${figures.animationFrames.length ? ` (longest ${Math.max(...figures.animationFrames).toFixed(0)} ms)` : ''}`,
      `${cpuLong.length} tasks over 50 ms of main-thread CPU${cpuLong.length ? ` (longest ${Math.max(...cpuLong).toFixed(0)} ms)` : ''}, task CPU p95 ${percentile(figures.taskCpu, 95).toFixed(0)} ms of those over 10 ms (${figures.taskCpu.length})`,
      `${figures.events.length} input events slower than 16 ms to paint${figures.events.length ? ` (p95 ${percentile(figures.events, 95).toFixed(0)} ms, max ${Math.max(...figures.events).toFixed(0)} ms)` : ''}`,
    ].join('; ') + (figures.profile ? `\n  top self time:${figures.profile}` : '')
  );
}

const scrollTop = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="grid"]')?.parentElement?.scrollTop ?? 0);

export async function benchTable(): Promise<Record<string, string>> {
  const buildStarted = performance.now();
  await buildFixture();
  const figures: Record<string, string> = {
    'fixture build': `${Math.round(performance.now() - buildStarted)} ms`,
  };
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(OUT_DIR, path === '/' ? FIXTURE_PAGE : path);
      try {
        return route.fulfill({
          body: readFileSync(file),
          contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    });
    await page.addInitScript(installRecorder);
    const opened = performance.now();
    await page.goto(`${ORIGIN}${FIXTURE_PAGE}?rows=${ROWS}`);
    await page.waitForSelector('tr[data-row-id]');
    figures['first rows on screen'] =
      `${Math.round(performance.now() - opened)} ms for ${ROWS.toLocaleString('en')} rows`;

    const grid = page.getByRole('grid');
    await grid.focus();

    // Keyboard 1: j held down (one row per key, as auto-repeat sends them), 600 rows.
    const held = await phase(page, async () => {
      for (let index = 0; index < 600; index++) await page.keyboard.press('j');
    });
    figures['keyboard j x600'] = describe(held);

    // Keyboard 2: Page Down, a screenful at a time (300 presses), then End: to the last of all rows.
    await page.keyboard.press('Home');
    const paged = await phase(page, async () => {
      for (let index = 0; index < 300; index++) await page.keyboard.press('PageDown');
    });
    figures['keyboard PageDown x300'] = describe(paged);
    const ended = await phase(page, async () => {
      await page.keyboard.press('End');
      await page.waitForSelector(`tr[data-focused][aria-rowindex="${ROWS + 1}"]`);
      await page.keyboard.press('Home');
      await page.waitForSelector('tr[data-focused][aria-rowindex="2"]');
    });
    figures['keyboard End then Home (top to bottom and back)'] = describe(ended);

    // Wheel: back to the top, then wheel down until the end of the list.
    await page.keyboard.press('Home');
    // The table itself is 3.4M px tall: aim the wheel at its scroll container.
    const box = await page.locator('[role="grid"]').locator('xpath=..').boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    let wheels = 0;
    const wheeled = await phase(page, async () => {
      let previous = -1;
      for (;;) {
        await page.mouse.wheel(0, WHEEL_DELTA);
        wheels++;
        if (wheels % 10 === 0) {
          const top = await scrollTop(page);
          if (top === previous) break;
          previous = top;
        }
      }
    });
    figures[`wheel top to bottom (${wheels} wheel events of ${WHEEL_DELTA} px)`] = describe(wheeled);
    const bottomRow = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('tr[data-row-id]')].map((row) =>
          Number(row.getAttribute('aria-rowindex')),
        ),
      ),
    );
    figures['last row reached'] = `${bottomRow - 1} of ${ROWS}`;
  } finally {
    await browser.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchTable())) console.log(`- ${name}: ${value}`);
}
