// A line action run from the Ctrl+K palette as the manager feels it, from the Enter that submits (or picks the
// reason). Two actions, repeated on one line:
// - "Cambiar el alias": the form opens, a new alias is typed; clock from the Enter that saves it;
// - "Modo activo" on a fibre line (no form of its own: a reason page in the palette, flipped each run); clock from the
//   Enter on "Activado"/"Desactivado".
// Three moments per run, not to be taken for one another (line actions whose result is known are optimistic: the
// page may show the change before the server has answered):
// - the page showing the change: the new alias, or the Services tab's new mode, outside any dialog (the alias form
//   may still be open, waiting for the answer);
// - the change shown and no dialog open;
// - the server's answer applied: the action's success notice on screen with no dialog open. The console shows it
//   once the mutation's answer is written to the cache and the page re-rendered from it.
// The clock runs inside the page (a capture-phase keydown listener stamps performance.now(), a MutationObserver and a
// frame poll see each moment), so the figures are the browser's, not Playwright's round trip. Every /graphql request
// the browser makes is counted per action, with its operation. On the shared 2-core machine the figures move with
// everyone else's load: compare runs with the load average printed next to them.
//
// Alone: `npx tsx bench/line-action.ts` (builds the client into a temporary directory, starts the console on a fresh
// data directory with the demo world). BENCH_URL=http://127.0.0.1:PORT measures an already running console instead,
// so two builds can be compared in one run. BENCH_RUNS (20) timed runs per action after one untimed, BENCH_LINE (an
// ACTIVE fibre line of brand 2020001 in the demo seed), BENCH_ACCOUNT (manager@demo.test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { loadAverage, ms, percentile, startConsole } from './bench-console';
import { launchBenchChromium } from './launch-chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LINE = process.env.BENCH_LINE ?? '922761883';
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'manager@demo.test';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo1234!';
/** A run that has not shown its new state after this long is a failure, not a figure. */
const RUN_TIMEOUT_MS = 30_000;
/** After the page shows the new state, requests still starting within this quiet period count for the action. */
const QUIET_MS = 500;

/** What the page shows once the action is done (outside any dialog), and the success notice that confirms it. */
type Target = ({ kind: 'text'; text: string } | { kind: 'labelled'; label: string; value: string }) & {
  notice: string;
};

/**
 * performance.now() stamps of one run, in the page's clock: the timed Enter; the page showing the change (`shown`),
 * then no dialog open as well (`closed`); the success notice with no dialog (`applied`), and the frame after it.
 * `graphql`: the /graphql requests started since the timed Enter, from the page's resource timing.
 */
type Stamps = {
  start: number;
  shown: number;
  closed: number;
  applied: number;
  frame: number;
  graphql: { start: number; end: number }[];
};

declare global {
  interface Window {
    __lineActionBench?: {
      arm: (target: Target) => void;
      stamps: () => Stamps;
      valueOf: (label: string) => string | null;
    };
  }
}

/**
 * The in-page clock. A string, not a function: tsx (esbuild keepNames) wraps named functions in `__name(...)`, which
 * does not exist in the page. Labels and text only, no CSS classes: the markup of the forms and tabs may change, the
 * words on screen stay. `valueOf` reads a labelled value of the open tab (a term and its definition, or a label and
 * what follows it in the same row).
 */
const PAGE_CLOCK = `(() => {
  if (window.__lineActionBench) return;
  const state = { target: null, armed: false, start: 0, shown: 0, closed: 0, applied: 0, frame: 0, notices: new Set() };
  const dialogOpen = () => document.querySelector('[role="dialog"]') !== null;
  // The page's own text: dialogs are portalled to the body's end, each in a child of its own.
  const pageText = () => {
    let text = '';
    for (const child of document.body.children) {
      if (child.matches('[role="dialog"]') || child.querySelector('[role="dialog"]')) continue;
      text += child.textContent || '';
    }
    return text;
  };
  const valueOf = (label) => {
    for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
      for (const element of panel.querySelectorAll('*')) {
        if (element.children.length > 0 || (element.textContent || '').trim() !== label) continue;
        const next = element.nextElementSibling;
        if (next) return (next.textContent || '').trim();
        const row = element.parentElement;
        if (row) return (row.textContent || '').replace(element.textContent || '', '').trim();
      }
    }
    return null;
  };
  const shown = (target) =>
    target.kind === 'text' ? pageText().includes(target.text) : valueOf(target.label) === target.value;
  // A notice this run raised: not on screen when the run was armed.
  const noticed = (text) =>
    [...document.querySelectorAll('[role="status"]')].some(
      (element) => !state.notices.has(element) && (element.textContent || '').includes(text),
    );
  const check = () => {
    if (!state.armed || state.start === 0) return;
    const now = performance.now();
    if (state.shown === 0 && shown(state.target)) state.shown = now;
    if (state.shown !== 0 && state.closed === 0 && !dialogOpen()) state.closed = now;
    if (state.applied === 0 && !dialogOpen() && noticed(state.target.notice)) {
      state.applied = now;
      requestAnimationFrame(() => { state.frame = performance.now(); });
    }
    if (state.shown !== 0 && state.closed !== 0 && state.applied !== 0) state.armed = false;
  };
  const poll = () => {
    check();
    if (state.armed) requestAnimationFrame(poll);
  };
  window.addEventListener('keydown', (event) => {
    if (state.armed && state.start === 0 && event.key === 'Enter') {
      state.start = performance.now();
      requestAnimationFrame(poll);
    }
  }, true);
  new MutationObserver(check).observe(document.documentElement, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
  window.__lineActionBench = {
    arm: (target) => {
      // One run's entries at a time: the buffer holds 250 by default and a bench makes more requests than that.
      performance.clearResourceTimings();
      Object.assign(state, {
        target, armed: true, start: 0, shown: 0, closed: 0, applied: 0, frame: 0,
        notices: new Set(document.querySelectorAll('[role="status"]')),
      });
    },
    stamps: () => ({
      start: state.start,
      shown: state.shown,
      closed: state.closed,
      applied: state.applied,
      frame: state.frame,
      graphql: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/graphql' && entry.startTime >= state.start)
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    }),
    valueOf,
  };
})()`;

/** One /graphql request the browser made, by the phase of the run it started in. */
type GraphqlRequest = { phase: 'palette' | 'action'; operation: string };

/** The operation's name from the request: the body's operationName or its document, else the URL's. */
function operationOf(request: Request): string {
  const body = request.postData();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { operationName?: unknown; query?: unknown; extensions?: unknown };
      if (typeof parsed.operationName === 'string' && parsed.operationName) return parsed.operationName;
      if (typeof parsed.query === 'string') {
        const named = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(parsed.query);
        if (named?.[1]) return named[1];
      }
      const hash = JSON.stringify(parsed.extensions ?? '').match(/[0-9a-f]{64}/)?.[0];
      if (hash) return `persisted ${hash.slice(0, 8)}`;
    } catch {
      // Not JSON: named from the URL below.
    }
  }
  return new URL(request.url()).searchParams.get('operationName') ?? '(unnamed)';
}

/** Every /graphql request of the page, tagged with the phase of the run, and whether any is still open. */
class GraphqlRecorder {
  phase: GraphqlRequest['phase'] | null = null;
  readonly requests: GraphqlRequest[] = [];
  private readonly open = new Set<Request>();
  private lastStarted = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql' || request.method() === 'OPTIONS') return;
      this.lastStarted = Date.now();
      this.open.add(request);
      if (this.phase) this.requests.push({ phase: this.phase, operation: operationOf(request) });
    });
    page.on('requestfinished', (request) => this.open.delete(request));
    page.on('requestfailed', (request) => this.open.delete(request));
  }

  /** Waits until nothing is open and nothing has started for QUIET_MS (at most 5 s): the action's trailing reads. */
  async settle(): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (this.open.size > 0 || Date.now() - this.lastStarted < QUIET_MS)) {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

/** Walks the palette's list down to the option named `name` (global search hits may come first). */
async function selectOption(page: Page, name: string): Promise<void> {
  const option = page.getByRole('option', { name, exact: true }).first();
  await expect(option).toBeVisible();
  for (let step = 0; step < 30 && (await option.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

/** Ctrl+K, the command's name, Enter: what opens next (a form, a reason page) is the caller's. */
async function openFromPalette(page: Page, command: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Buscar comandos' })).toBeFocused();
  await page.keyboard.type(command);
  await selectOption(page, command);
  await page.keyboard.press('Enter');
}

/** Arms the in-page clock, presses the Enter it times and waits for the page to show `target` and its notice. */
async function timedEnter(page: Page, recorder: GraphqlRecorder, target: Target): Promise<Stamps> {
  await page.evaluate<void, Target>((armed) => window.__lineActionBench?.arm(armed), target);
  recorder.phase = 'action';
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => {
      const stamps = window.__lineActionBench?.stamps();
      return !!stamps && stamps.shown > 0 && stamps.closed > 0 && stamps.applied > 0;
    },
    undefined,
    { timeout: RUN_TIMEOUT_MS },
  );
  // The frame after the answer's render: its requestAnimationFrame callback runs just before that frame is painted.
  await page
    .waitForFunction(() => (window.__lineActionBench?.stamps().frame ?? 0) > 0, undefined, { timeout: 2_000 })
    .catch(() => undefined);
  await recorder.settle();
  recorder.phase = null;
  const stamps = await page.evaluate(() => window.__lineActionBench?.stamps());
  if (!stamps) throw new Error('the in-page clock is gone (did the page reload?)');
  return stamps;
}

/** Alias: the form opens with the field focused; a new alias, then Enter saves it. */
async function changeAlias(page: Page, recorder: GraphqlRecorder, run: number): Promise<Stamps> {
  recorder.phase = 'palette';
  await openFromPalette(page, 'Cambiar el alias');
  const field = page.getByRole('dialog').getByLabel('Alias');
  await expect(field).toBeFocused();
  const alias = `Banco ${Date.now().toString(36)} ${run}`;
  await field.fill(alias);
  return timedEnter(page, recorder, {
    kind: 'text',
    text: alias,
    notice: `Alias de la línea ${LINE} actualizado`,
  });
}

const ACTIVE_MODE_LABEL = 'Modo activo';
const ON = 'Activado';
const OFF = 'Desactivado';

/** Active mode: the palette's reason page offers on and off; the opposite of what the Services tab shows. */
async function flipActiveMode(page: Page, recorder: GraphqlRecorder): Promise<Stamps> {
  const now = await page.evaluate(
    (label) => window.__lineActionBench?.valueOf(label) ?? null,
    ACTIVE_MODE_LABEL,
  );
  if (now !== ON && now !== OFF) throw new Error(`the Services tab shows no active mode (${String(now)})`);
  const next = now === ON ? OFF : ON;
  recorder.phase = 'palette';
  await openFromPalette(page, ACTIVE_MODE_LABEL);
  await selectOption(page, next);
  return timedEnter(page, recorder, {
    kind: 'labelled',
    label: ACTIVE_MODE_LABEL,
    value: next,
    notice: 'Modo activo actualizado',
  });
}

type ActionFigures = {
  /** Per run, from the timed Enter: the page showing the change; that and no dialog; the answer applied. */
  shown: number[];
  closed: number[];
  applied: number[];
  frames: number[];
  /** Run 0's figures (shown / applied). */
  first: { shown: number; applied: number };
  requests: GraphqlRequest[][];
  /** Per run: the /graphql requests after the timed Enter that had answered before the page showed the change. */
  answeredBefore: number[];
  /**
   * Per run, where the time went around the first request after Enter: Enter to the request leaving the browser,
   * the request (gateway, api and network on loopback), its answer to the answer applied (the success notice).
   */
  split: { beforeRequest: number[]; request: number[]; afterAnswer: number[] };
};

async function repeat(
  recorder: GraphqlRecorder,
  run: (index: number) => Promise<Stamps>,
): Promise<ActionFigures> {
  const figures: ActionFigures = {
    shown: [],
    closed: [],
    applied: [],
    frames: [],
    first: { shown: Number.NaN, applied: Number.NaN },
    requests: [],
    answeredBefore: [],
    split: { beforeRequest: [], request: [], afterAnswer: [] },
  };
  // Run 0 loads the palette's and the form's code and warms the caches: reported apart, left out of the figures.
  for (let index = 0; index <= RUNS; index++) {
    const from = recorder.requests.length;
    const stamps = await run(index);
    if (index === 0) {
      figures.first = { shown: stamps.shown - stamps.start, applied: stamps.applied - stamps.start };
      continue;
    }
    figures.shown.push(stamps.shown - stamps.start);
    figures.closed.push(stamps.closed - stamps.start);
    figures.applied.push(stamps.applied - stamps.start);
    if (stamps.frame > 0) figures.frames.push(stamps.frame - stamps.start);
    figures.requests.push(recorder.requests.slice(from));
    figures.answeredBefore.push(stamps.graphql.filter((request) => request.end <= stamps.shown).length);
    const first = stamps.graphql[0];
    if (first) {
      figures.split.beforeRequest.push(first.start - stamps.start);
      figures.split.request.push(first.end - first.start);
      figures.split.afterAnswer.push(stamps.applied - first.end);
    }
  }
  return figures;
}

/** "2.0 (1.0 while typing in the palette, 1.0 after Enter)", and the operations after Enter per run. */
function describeRequests(runs: readonly GraphqlRequest[][]): { perAction: string; operations: string } {
  const count = runs.length || 1;
  const all = runs.flat();
  const after = all.filter((request) => request.phase === 'action');
  const perOperation = new Map<string, number>();
  for (const request of after)
    perOperation.set(request.operation, (perOperation.get(request.operation) ?? 0) + 1);
  const per = (value: number) => (value / count).toFixed(1).replace(/\.0$/, '');
  return {
    perAction: `${per(all.length)} (${per(all.length - after.length)} while in the palette, ${per(after.length)} from the timed Enter on)`,
    operations:
      [...perOperation.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([operation, times]) => `${operation} ×${per(times)}`)
        .join(', ') || 'none',
  };
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** "median 12.3 ms, p95 20.1 ms, min / max 9.0 ms / 25.2 ms". */
function spread(values: readonly number[]): string {
  const sorted = sortedCopy(values);
  return `median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, min / max ${ms(sorted[0] ?? Number.NaN)} / ${ms(sorted.at(-1) ?? Number.NaN)}`;
}

function describe(name: string, timed: string, figures: ActionFigures): Record<string, string> {
  const frames = sortedCopy(figures.frames);
  const requests = describeRequests(figures.requests);
  const answered = sortedCopy(figures.answeredBefore);
  return {
    [`${name}: timed from`]: timed,
    [`${name}: Enter to the page showing the change`]: spread(figures.shown),
    [`${name}: Enter to the change shown and no dialog open`]: spread(figures.closed),
    [`${name}: Enter to the server's answer applied (its success notice, no dialog)`]: spread(
      figures.applied,
    ),
    [`${name}: Enter to the frame after the answer applied, median / p95`]: `${ms(percentile(frames, 0.5))} / ${ms(percentile(frames, 0.95))}`,
    [`${name}: first run (warm-up, not counted), shown / applied`]: `${ms(figures.first.shown)} / ${ms(figures.first.applied)}`,
    [`${name}: /graphql requests per action`]: requests.perAction,
    [`${name}: operations per action from the timed Enter on`]: requests.operations,
    [`${name}: requests answered before the page showed the change, median`]: String(
      percentile(answered, 0.5),
    ),
    [`${name}: Enter to first request / the request / its answer to the answer applied, medians`]: [
      figures.split.beforeRequest,
      figures.split.request,
      figures.split.afterAnswer,
    ]
      .map((values) => ms(percentile(sortedCopy(values), 0.5)))
      .join(' / '),
  };
}

export type LineActionBenchOptions = {
  /** A console already running (BENCH_URL): nothing is built or started. */
  url?: string;
  /** A client build to serve (e.g. dist/client right after `vite build`); by default one is built into a temporary directory. */
  staticDir?: string;
};

/** Signs in, opens the line on its Services tab and times both actions; a failing action is reported, not fatal. */
async function measure(url: string, figures: Record<string, string>): Promise<void> {
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const recorder = new GraphqlRecorder(page);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(ACCOUNT);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/line/${LINE}`);
    await expect(page.getByRole('heading', { name: `Línea ${LINE}` })).toBeVisible({ timeout: 30_000 });
    // The Services tab shows the active mode; the alias is in the page's header whatever the tab.
    await page.getByRole('tab', { name: 'Servicios' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Servicios' }).getByText(ACTIVE_MODE_LABEL, { exact: true }),
    ).toBeVisible();
    await page.evaluate(PAGE_CLOCK);

    const alias = 'alias';
    try {
      const runs = await repeat(recorder, (run) => changeAlias(page, recorder, run));
      Object.assign(
        figures,
        describe(alias, 'the Enter that saves the alias form (opened from the palette)', runs),
      );
    } catch (error) {
      figures[alias] = `failed: ${firstLine(error)}`;
      // Whatever the failed run left open (the form, the palette) would stand in the next action's way.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
    const activeMode = 'active mode';
    try {
      const runs = await repeat(recorder, () => flipActiveMode(page, recorder));
      Object.assign(
        figures,
        describe(
          activeMode,
          'the Enter on Activado/Desactivado in the palette (the Services tab shows the mode)',
          runs,
        ),
      );
    } catch (error) {
      figures[activeMode] = `failed: ${firstLine(error)}`;
    }
  } finally {
    await browser.close();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

export async function benchLineAction(options: LineActionBenchOptions = {}): Promise<Record<string, string>> {
  const figures: Record<string, string> = { 'machine load (uptime) before': loadAverage() };
  if (options.url) {
    figures.console = `${options.url} (already running), line ${LINE}, ${RUNS} timed runs per action`;
    await measure(options.url, figures);
  } else {
    // Its own build unless given one, as dist/client may be another build someone is serving; in the system's
    // temporary directory, not under .tmp, whose leading dot makes the gateway's sendFile refuse index.html.
    const builtDir = options.staticDir
      ? undefined
      : mkdtempSync(join(tmpdir(), 'centralita-bench-line-action-client-'));
    let stopConsole: (() => Promise<void>) | undefined;
    try {
      if (builtDir) {
        execFileSync(
          'node_modules/.bin/vite',
          ['build', '--outDir', builtDir, '--emptyOutDir', '--logLevel', 'error'],
          { stdio: 'inherit' },
        );
      }
      const started = await startConsole(options.staticDir ?? builtDir ?? '');
      stopConsole = started.stop;
      figures.console = `${started.url} (started by the bench, demo world), line ${LINE}, ${RUNS} timed runs per action`;
      await measure(started.url, figures);
    } finally {
      await stopConsole?.();
      if (builtDir) rmSync(builtDir, { recursive: true, force: true });
    }
  }
  figures['machine load (uptime) after'] = `${loadAverage()} (2 shared CPUs: figures move with other work)`;
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\n## line action from the palette (Chromium, in-page clock)');
  const url = process.env.BENCH_URL;
  for (const [name, value] of Object.entries(await benchLineAction(url ? { url } : {}))) {
    console.log(`- ${name}: ${value}`);
  }
}
