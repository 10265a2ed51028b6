// Runs inside Chromium (bundled by bench/palette.ts): builds the indexes over a synthetic corpus of realistic vocabulary
// (bench/realistic-corpus.ts) at bench scale and times the search per keystroke, as the search worker does it.
import Fuse from 'fuse.js';
import { fuseDocumentOf, fuseKeysFor } from '../client/search/name-index';
import { normalizeText } from '../client/search/normalize';
import { CUSTOMER_NAME_FIELDS, projectCustomer, SearchIndex } from '../client/search/search-index';
import { fuzzyOptionsFor, routeQuery } from '../client/search/search-options';
import { realisticCorpus } from './realistic-corpus';

export type PaletteBenchResult = {
  corpusMs: number;
  buildMs: number;
  counts: { lines: number; customers: number; words: number };
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  bestOf3MedianMs: number;
  bestOf3P95Ms: number;
  maxMs: number;
  slowest: { query: string; ms: number }[];
  plainFuseMs: { query: string; ms: number }[];
};

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

export function runPaletteBench(queries: readonly string[], size: { lines: number; customers: number }) {
  let started = performance.now();
  const corpus = realisticCorpus(size);
  const corpusMs = performance.now() - started;
  started = performance.now();
  const index = new SearchIndex(corpus);
  const buildMs = performance.now() - started;
  // Warm-up: the first searches compile the hot paths.
  for (const query of ['ga', 'garcia', '612', '12345678z']) index.search(query);
  const times: { query: string; ms: number }[] = [];
  const bestTimes: number[] = [];
  for (const query of queries)
    for (let length = 1; length <= query.length; length++) {
      const typed = query.slice(0, length);
      if (routeQuery(typed) === 'none') continue;
      let at = performance.now();
      index.search(typed);
      const first = performance.now() - at;
      times.push({ query: typed, ms: first });
      // The same keystroke twice more (the index keeps no answers): the best of three leaves out the pauses of a
      // machine shared with other work, which the first run includes.
      let best = first;
      for (let again = 0; again < 2; again++) {
        at = performance.now();
        index.search(typed);
        best = Math.min(best, performance.now() - at);
      }
      bestTimes.push(best);
    }
  const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
  const sortedBest = bestTimes.sort((a, b) => a - b);
  // The baseline the issue describes: plain fuse.js over every customer, one keystroke each.
  const documents = corpus.customers.map(projectCustomer).map(fuseDocumentOf);
  const plainFuseMs = ['gar', 'garcia', 'maria jose'].map((query) => {
    const text = normalizeText(query);
    const at = performance.now();
    new Fuse(documents, {
      keys: fuseKeysFor(CUSTOMER_NAME_FIELDS),
      ...fuzzyOptionsFor('customers', text),
    }).search(text, { limit: 8 });
    return { query, ms: performance.now() - at };
  });
  return {
    corpusMs,
    buildMs,
    counts: index.counts,
    keystrokes: times.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    bestOf3MedianMs: percentile(sortedBest, 0.5),
    bestOf3P95Ms: percentile(sortedBest, 0.95),
    maxMs: sorted.at(-1) ?? 0,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 5),
    plainFuseMs,
  } satisfies PaletteBenchResult;
}

(globalThis as unknown as { runPaletteBench: typeof runPaletteBench }).runPaletteBench = runPaletteBench;
