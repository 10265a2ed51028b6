// Palette search per keystroke in Chromium at bench scale (100k lines, 50k customers), no server: the indexes of
// client/search over a deterministic synthetic corpus, queries typed one key at a time. Goal: p95 < 16 ms,
// median < 5 ms. Run alone with `npx tsx bench/palette.ts`; `npm run bench` includes it.

import os from 'node:os';
import { build } from 'esbuild';
import { launchBenchChromium } from './launch-chromium';
import type { PaletteBenchResult } from './palette-page';

/** Realistic queries: surnames and full names (with and without accents, typos), line numbers, DNI/NIE, ICC. */
export const PALETTE_QUERIES = [
  'garcía lópez',
  'fernandez',
  'maria jose',
  'martinez ruiz',
  'rodrigez',
  'de la fuente',
  'talleres',
  'etxeberria',
  'antonio sanchez',
  '612345678',
  '915 55 12 34',
  '12345678Z',
  'X1234567L',
  'B12345678',
  '8934010123456789012',
  'ana.garcia',
];

/** The machine's load averages (1, 5, 15 min): the figures depend on how busy the shared machine is. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

const SIZE = { lines: 100_000, customers: 50_000 };

export async function benchPalette(): Promise<Record<string, string>> {
  const bundle = await build({
    entryPoints: ['bench/palette-page.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>palette bench</title>');
    await page.addScriptTag({ content: code });
    const result = await page.evaluate(
      ([queries, size]) =>
        (
          globalThis as unknown as {
            runPaletteBench: (q: readonly string[], s: typeof size) => PaletteBenchResult;
          }
        ).runPaletteBench(queries, size),
      [PALETTE_QUERIES, SIZE] as const,
    );
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    return {
      'machine load (uptime)': loadAverage(),
      corpus: `${result.counts.lines} lines kept (of ${SIZE.lines}, terminated left out), ${result.counts.customers} customers, ${result.counts.words} distinct names and words`,
      'index build (main thread of the bench page; the app builds in the worker)': ms(result.buildMs),
      'synthetic corpus generation': ms(result.corpusMs),
      keystrokes: String(result.keystrokes),
      'search per keystroke, median (goal < 5 ms)': ms(result.medianMs),
      'search per keystroke, p95 (goal < 16 ms)': ms(result.p95Ms),
      'search per keystroke, best of 3 runs, median': ms(result.bestOf3MedianMs),
      'search per keystroke, best of 3 runs, p95': ms(result.bestOf3P95Ms),
      'search per keystroke, max': ms(result.maxMs),
      'slowest keystrokes': result.slowest
        .map((slow) => `${JSON.stringify(slow.query)} ${ms(slow.ms)}`)
        .join(', '),
      'plain fuse.js over all customers (baseline)': result.plainFuseMs
        .map((slow) => `${JSON.stringify(slow.query)} ${ms(slow.ms)}`)
        .join(', '),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\n## palette search (Chromium, 100k lines, 50k customers)');
  for (const [name, value] of Object.entries(await benchPalette())) console.log(`- ${name}: ${value}`);
}
