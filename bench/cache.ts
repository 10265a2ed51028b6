// Local cache load in Chromium: 100k lines through the real worker, Dexie and IndexedDB of the built console.
// Needs a running console built from this tree (`npx vite build --outDir <dir>` then scripts/start.ts with
// STATIC_DIR=<dir>); CACHE_BENCH_URL points at it (default http://127.0.0.1:8291). The download is answered by the
// bench with a synthetic 100k-line document (the demo world holds ~150 lines); everything else is the real stack.
// Usage: CACHE_BENCH_URL=http://127.0.0.1:8291 npx tsx bench/cache.ts

import { launchBenchChromium } from './launch-chromium';

const LINES = Number(process.env.CACHE_BENCH_LINES ?? 100_000);
const base = process.env.CACHE_BENCH_URL ?? 'http://127.0.0.1:8291';
const FAMILIES = ['MOBILE', 'FIBRE', 'TV', 'CONVERGENT'];
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING_PORTABILITY', 'CANCELED'];

function downloadBody(count: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    parts.push(
      JSON.stringify({
        subscriptionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        lineNumber: `6${String((index * 48_271) % 100_000_000).padStart(8, '0')}`,
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
      }),
    );
  }
  return `{"modified":"2026-11-24T00:00:00.000Z","subscriptions":[${parts.join(',')}]}`;
}

export async function benchCache(): Promise<Record<string, string>> {
  const body = downloadBody(LINES);
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage();
    let downloadAt = 0;
    await page.route('**/subscriptions/cached/download?*', async (route) => {
      downloadAt = Date.now();
      await route.fulfill({ status: 200, contentType: 'application/json', body });
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
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Long tasks are counted from the console's first screen, not during sign-in and the first chunks.
    await page.getByRole('navigation').first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => {
      const state = (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } })
        .__longTasks;
      state.longTasks = 0;
      state.longest = 0;
    });
    const chipTexts = new Set<string>();
    let doneAt = 0;
    for (let tries = 0; tries < 2_400 && !doneAt; tries += 1) {
      const text = await page.getByRole('status').last().textContent();
      if (text) chipTexts.add(text);
      const count = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('centralita-cache');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('meta')) return resolve(0);
              const read = db.transaction('meta').objectStore('meta').get('subscriptions');
              read.onsuccess = () => {
                db.close();
                resolve((read.result as { count?: number } | undefined)?.count ?? 0);
              };
            };
            open.onerror = () => resolve(0);
          }),
      );
      if (count === LINES) doneAt = Date.now();
      else await page.waitForTimeout(250);
    }
    const longTasks = await page.evaluate(
      () => (globalThis as unknown as { __longTasks: { longTasks: number; longest: number } }).__longTasks,
    );
    return {
      lines: LINES.toLocaleString('en'),
      'download body': `${(body.length / 1_048_576).toFixed(1)} MiB`,
      'download start to rows committed (worker: parse + 5k-row Dexie transactions)': doneAt
        ? `${((doneAt - downloadAt) / 1000).toFixed(1)} s`
        : 'did not finish',
      'main-thread long tasks (>50 ms) meanwhile': `${longTasks.longTasks} (longest ${Math.round(longTasks.longest)} ms)`,
      'progress texts seen': String(chipTexts.size),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchCache())) console.log(`- ${name}: ${value}`);
}
