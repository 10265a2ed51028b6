// The signup wizard's step transition as the agent feels it: from the Enter that saves a step to the next step's
// title on screen. Two transitions, repeated on one draft of the demo world:
// - Products → Line configuration: the number of lines alternates between 1 and 2, so every save is a real one (a
//   new idempotency key, a history row, the order's products rewritten), then Alt+Left goes back untimed;
// - Line configuration → Document verification: saves the lines (a new number reserved or kept), then back.
// The clock runs in the page (a capture-phase keydown listener stamps performance.now(), a MutationObserver and a
// frame poll see the step's title change), as in bench/line-action.ts.
//
// Alone: `npx tsx bench/signup-step.ts` (builds the client into a temporary directory, starts the console on a
// fresh data directory). BENCH_URL=http://127.0.0.1:PORT measures a running console. BENCH_RUNS (20) timed runs per
// transition after one untimed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { loadAverage, ms, percentile, startConsole } from './bench-console';
import { launchBenchChromium } from './launch-chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ACCOUNT = 'agent@demo.test';
const PASSWORD = 'Demo1234!';
const PRODUCT = 'Móvil 30 GB Promo';

declare global {
  interface Window {
    __signupBench?: {
      arm: (title: string) => void;
      stamps: () => { start: number; seen: number; frame: number };
    };
  }
}

/** The in-page clock (a string: tsx's keepNames wrappers do not exist in the page). */
const PAGE_CLOCK = `(() => {
  if (window.__signupBench) return;
  const state = { title: '', armed: false, start: 0, seen: 0, frame: 0 };
  const check = () => {
    if (!state.armed || state.start === 0 || state.seen !== 0) return;
    const heading = document.getElementById('signup-step-title');
    if (!heading || heading.textContent !== state.title) return;
    state.seen = performance.now();
    state.armed = false;
    requestAnimationFrame(() => { state.frame = performance.now(); });
  };
  window.addEventListener('keydown', (event) => {
    if (state.armed && state.start === 0 && event.key === 'Enter') state.start = performance.now();
  }, true);
  new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  window.__signupBench = {
    arm: (title) => Object.assign(state, { title, armed: true, start: 0, seen: 0, frame: 0 }),
    stamps: () => ({ start: state.start, seen: state.seen, frame: state.frame }),
  };
})()`;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A new customer through the intro (not timed): the draft the transitions run on. */
async function startDraft(page: Page): Promise<void> {
  const number = 40_000_000 + (Date.now() % 9_000_000);
  await page.getByLabel('Número de documento').fill(`${number}${DNI_LETTERS[number % 23]}`);
  await page.getByLabel('Nombre', { exact: true }).fill('Bench');
  await page.getByLabel('Primer apellido').fill('Wizard');
  await page.getByLabel('Fecha de nacimiento').fill('01/02/1990');
  await page.getByLabel('E-mail', { exact: true }).fill('bench@example.com');
  await page.getByLabel('Móvil de contacto').fill('612345678');
  const province = page.getByRole('combobox', { name: 'Provincia' });
  await expect(province.getByRole('option', { name: 'Madrid', exact: true })).toBeAttached();
  await province.selectOption('28');
  await page.getByRole('radio', { name: /No encuentras la dirección/ }).check();
  await page.getByLabel('Municipio').fill('Madrid');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByLabel('Calle', { exact: true }).fill('Gran Vía');
  await page.getByLabel('Número', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Productos' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Añadir ${PRODUCT}` }).click();
}

/** Arms the clock, presses Enter on the focused submit button, waits for `title`. */
async function timedEnter(page: Page, title: string): Promise<{ time: number; frame: number }> {
  await page.evaluate((armed) => window.__signupBench?.arm(armed), title);
  await page.getByRole('button', { name: 'Guardar y continuar' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window.__signupBench?.stamps().seen ?? 0) > 0, undefined, {
    timeout: 30_000,
  });
  await page
    .waitForFunction(() => (window.__signupBench?.stamps().frame ?? 0) > 0, undefined, { timeout: 2_000 })
    .catch(() => undefined);
  const stamps = await page.evaluate(() => window.__signupBench?.stamps());
  if (!stamps) throw new Error('the in-page clock is gone (did the page reload?)');
  return {
    time: stamps.seen - stamps.start,
    frame: stamps.frame > 0 ? stamps.frame - stamps.start : Number.NaN,
  };
}

async function back(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

function describe(name: string, times: number[], frames: number[]): Record<string, string> {
  const sorted = [...times].sort((a, b) => a - b);
  const framesSorted = frames.filter((frame) => !Number.isNaN(frame)).sort((a, b) => a - b);
  return {
    [`${name}: median (goal < 150 ms)`]: ms(percentile(sorted, 0.5)),
    [`${name}: p95`]: ms(percentile(sorted, 0.95)),
    [`${name}: min / max`]: `${ms(sorted[0] ?? Number.NaN)} / ${ms(sorted.at(-1) ?? Number.NaN)}`,
    [`${name}: to the next frame, median`]: ms(percentile(framesSorted, 0.5)),
  };
}

async function measure(url: string, figures: Record<string, string>): Promise<void> {
  const browser = await launchBenchChromium();
  try {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(ACCOUNT);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cliente y cobertura' })).toBeVisible({
      timeout: 30_000,
    });
    await startDraft(page);
    await page.evaluate(PAGE_CLOCK);
    const products = { times: [] as number[], frames: [] as number[] };
    const lines = { times: [] as number[], frames: [] as number[] };
    for (let run = 0; run <= RUNS; run++) {
      await page.getByLabel('Líneas').fill(run % 2 === 0 ? '1' : '2');
      const toLines = await timedEnter(page, 'Configuración de líneas');
      await page.getByRole('radio', { name: 'eSIM' }).first().check();
      if (run % 2 === 1) await page.getByRole('radio', { name: 'eSIM' }).nth(1).check();
      const toVerification = await timedEnter(page, 'Verificación de documento');
      await back(page, 'Configuración de líneas');
      await back(page, 'Productos');
      if (run === 0) {
        figures[
          'first run (warm-up: code of the next steps loaded), products → lines / lines → verification'
        ] = `${ms(toLines.time)} / ${ms(toVerification.time)}`;
        continue;
      }
      products.times.push(toLines.time);
      products.frames.push(toLines.frame);
      lines.times.push(toVerification.time);
      lines.frames.push(toVerification.frame);
    }
    Object.assign(figures, describe('products → line configuration', products.times, products.frames));
    Object.assign(figures, describe('line configuration → document verification', lines.times, lines.frames));
  } finally {
    await browser.close();
  }
}

export async function benchSignupStep(
  options: { url?: string; staticDir?: string } = {},
): Promise<Record<string, string>> {
  const figures: Record<string, string> = { 'machine load (uptime) before': loadAverage() };
  if (options.url) {
    figures.console = `${options.url} (already running), ${RUNS} timed runs per transition`;
    await measure(options.url, figures);
  } else {
    const builtDir = options.staticDir
      ? undefined
      : mkdtempSync(join(tmpdir(), 'centralita-bench-signup-client-'));
    let stopConsole: (() => Promise<void>) | undefined;
    try {
      if (builtDir) {
        execFileSync(
          'node_modules/.bin/vite',
          ['build', '--outDir', builtDir, '--emptyOutDir', '--logLevel', 'error'],
          {
            stdio: 'inherit',
          },
        );
      }
      const started = await startConsole(options.staticDir ?? builtDir ?? '', 'signup-step');
      stopConsole = started.stop;
      figures.console = `${started.url} (started by the bench, demo world), ${RUNS} timed runs per transition`;
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
  console.log('\n## signup wizard step transition (Chromium, in-page clock)');
  const url = process.env.BENCH_URL;
  for (const [name, value] of Object.entries(await benchSignupStep(url ? { url } : {}))) {
    console.log(`- ${name}: ${value}`);
  }
}
