// Initial JavaScript of the login route and of the console, gzipped, from the build's manifest.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
};
type Manifest = Record<string, ManifestChunk>;

/** BUNDLE_DIST measures another build directory (e.g. one built with --outDir for the e2e). */
const DIST = process.env.BUNDLE_DIST ?? 'dist/client';

/** The login page: what /login renders. */
const LOGIN_PAGE = /^client\/features\/auth\/login-page\.tsx$/;
/**
 * Not on the login route's first paint: its forms import these on submit, and the page fetches them at the visitor's
 * first key, pointer or input (client/features/auth/prefetch-auth-flows.ts): zod with the form schemas, Amplify with
 * the sign-in flows and its configuration.
 */
const LOGIN_DEFERRED =
  /^client\/(features\/auth\/(login-schema|sign-in-flow)\.ts|session\/configure-amplify\.ts)$|^schema\/domain\/validators\/password\.ts$/;
/** The console after sign-in: the shell, the palette and the first queue (/subs). */
const CONSOLE_PAGES =
  /^client\/(shell\/content-layout|palette\/command-palette|features\/subscriptions\/subscriptions-page)\.tsx$/;
/**
 * Dynamic imports that boot always takes for a signed-in user before the console is usable: Amplify configured and
 * reading the access token, then the session query, and the palette's commands (client/console-resources.ts).
 * Counted with the console.
 */
const CONSOLE_BOOT =
  /^client\/(session\/(configure-amplify|access-token|load-session)|palette\/register-shell-commands)\.ts$/;
/** The signup wizard's route (/subscriptions/v2, /new-order/{id}): counted beyond the console. */
const SIGNUP_PAGE = /^client\/features\/signup\/signup-page\.tsx$/;
/** The dashboard route (/dashboard): its cards, charts section and news, counted beyond the console. */
const DASHBOARD_PAGE = /^client\/features\/dashboard\/dashboard-page\.tsx$/;
/** The dashboard's chart library (uPlot) and its wrapper, loaded lazily once the cards are on screen. */
const DASHBOARD_CHARTS = /^client\/features\/dashboard\/uplot-chart\.tsx$/;
/** Class names only uPlot's code writes: the chart library must never be in the login or console chunks. */
const CHART_LIBRARY_MARKS = ['u-legend', 'u-over', 'u-cursor-x'];
/** zod's core names its classes with these strings: zod must not be in the login route or the console's first chunks. */
const ZOD_MARK = '$ZodType';
/** Loaded once the console is usable, in the background: the local cache (Dexie; its worker is a separate file). */
const CONSOLE_DEFERRED = /^client\/cache\/local-cache\.ts$/;

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file))).length / 1024;
}

function keysMatching(manifest: Manifest, pattern: RegExp): string[] {
  return Object.keys(manifest).filter((key) => pattern.test(manifest[key]?.src ?? key));
}

/** The chunks of `keys` and everything they import statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

function jsFiles(manifest: Manifest, keys: Iterable<string>, except: Set<string> = new Set()): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!except.has(key) && file?.endsWith('.js')) files.add(file);
  }
  return [...files];
}

const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
const figure = (files: string[], goal?: number) =>
  `${sum(files).toFixed(1)} kB in ${files.length} files${goal ? ` (goal <= ${goal})` : ''}`;

export function benchBundle(): Record<string, string> {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('run `npm run build` first (vite manifest missing)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const login = closure(manifest, [...entries, ...keysMatching(manifest, LOGIN_PAGE)]);
  const loginDeferred = closure(manifest, keysMatching(manifest, LOGIN_DEFERRED));
  const consoleKeys = closure(manifest, [
    ...keysMatching(manifest, CONSOLE_PAGES),
    ...keysMatching(manifest, CONSOLE_BOOT),
  ]);
  const consoleDeferred = closure(manifest, keysMatching(manifest, CONSOLE_DEFERRED));
  const signup = closure(manifest, keysMatching(manifest, SIGNUP_PAGE));
  const dashboard = closure(manifest, keysMatching(manifest, DASHBOARD_PAGE));
  const dashboardCharts = closure(manifest, keysMatching(manifest, DASHBOARD_CHARTS));
  const shell = new Set([...login, ...consoleKeys]);
  const chartLibraryInShell = jsFiles(manifest, shell).some((file) => {
    const text = readFileSync(join(DIST, file), 'utf8');
    return CHART_LIBRARY_MARKS.every((mark) => text.includes(mark));
  });
  const zodInShell = jsFiles(manifest, shell).filter((file) =>
    readFileSync(join(DIST, file), 'utf8').includes(ZOD_MARK),
  );
  const all = jsFiles(manifest, Object.keys(manifest));
  return {
    'login route initial JS (gzip)': figure(jsFiles(manifest, login), 110),
    '  deferred: login forms on submit, fetched at the first key or pointer (gzip)': figure(
      jsFiles(manifest, loginDeferred, login),
    ),
    'console chunks beyond login: boot (Amplify, session), shell, palette, /subs (gzip)': figure(
      jsFiles(manifest, consoleKeys, login),
      150,
    ),
    'signup wizard route beyond the console (gzip)': figure(
      jsFiles(manifest, signup, new Set([...login, ...consoleKeys])),
      120,
    ),
    'dashboard route beyond the console: cards, charts section, news (gzip)': figure(
      jsFiles(manifest, dashboard, shell),
      90,
    ),
    '  lazy: the dashboard charts (uPlot), after the cards (gzip)': figure(
      jsFiles(manifest, dashboardCharts, new Set([...shell, ...dashboard])),
    ),
    '  uPlot in the login or console chunks': chartLibraryInShell ? 'yes (it should not be)' : 'no',
    '  zod in the login or console chunks': zodInShell.length
      ? `yes, in ${zodInShell.join(', ')} (it should not be)`
      : 'no',
    '  deferred: local cache, in the background once usable (gzip)': figure(
      jsFiles(manifest, consoleDeferred, new Set([...login, ...consoleKeys])),
    ),
    'all JS chunks (gzip)': `${sum(all).toFixed(1)} kB in ${all.length} chunks`,
  };
}

type Transfer = { files: number; wireKb: number; gzipKb: number };

/** The JS the page has fetched so far: bytes on the wire and, for comparison with the manifest figures, gzipped. */
async function jsTransferred(page: import('@playwright/test').Page): Promise<Transfer> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, wire: entry.encodedBodySize })),
  );
  const paths = [...new Set(entries.map((entry) => entry.path))];
  const wire = entries.reduce((total, entry) => total + entry.wire, 0);
  const gzip = paths.reduce((total, path) => {
    const file = join(DIST, path);
    return total + (existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }, 0);
  return { files: paths.length, wireKb: wire / 1024, gzipKb: gzip / 1024 };
}

const describeTransfer = (transfer: Transfer) =>
  `${transfer.files} JS files, ${transfer.wireKb.toFixed(1)} kB on the wire, ${transfer.gzipKb.toFixed(1)} kB gzipped`;

/**
 * Cross-check in Chromium against a running console built into BUNDLE_DIST (e.g. `STATIC_DIR=... npm start`-like
 * server at `origin`): a fresh profile opens /login; then signs in and opens /subs; then reloads /subs signed in.
 */
export async function benchBundleInBrowser(
  origin: string,
  email = 'manager@demo.test',
  password = 'Demo1234!',
): Promise<Record<string, string>> {
  const { launchBenchChromium } = await import('./launch-chromium');
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').waitFor();
    const loginUsable = await jsTransferred(page);
    await page.waitForTimeout(3000);
    const loginIdle = await jsTransferred(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('navigation').first().waitFor();
    await page.goto('/subs');
    await page.getByRole('heading', { name: 'Suscripciones' }).waitFor();
    await page.waitForTimeout(3000);
    const signedIn = await jsTransferred(page);
    // A signed-in browser opening /subs: Amplify restores the session (no login page on the way).
    await page.reload();
    await page.getByRole('heading', { name: 'Suscripciones' }).waitFor();
    const restoredUsable = await jsTransferred(page);
    await page.waitForTimeout(3000);
    const restoredIdle = await jsTransferred(page);
    return {
      'fresh /login, form on screen': describeTransfer(loginUsable),
      'fresh /login, after 3 s untouched (forms wait for a key or pointer)': describeTransfer(loginIdle),
      'signed in through /login, then /subs, after 3 s': describeTransfer(signedIn),
      'signed-in reload of /subs, queue on screen': describeTransfer(restoredUsable),
      'signed-in reload of /subs, after 3 s (palette, local cache)': describeTransfer(restoredIdle),
    };
  } finally {
    await browser.close();
  }
}
