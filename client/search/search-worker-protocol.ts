import type { SearchCorpus } from './search-corpus';
import type { SearchResults } from './search-hits';

export type IndexCounts = { lines: number; customers: number; words: number };

export type ToSearchWorker =
  /** Build from the cache worker's rows in memory; `tables` says which tables are usable. */
  | { type: 'build-from-cache'; buildId: number; tables: { lines: boolean; customers: boolean } }
  /** Build from records given directly (bench, tests). */
  | { type: 'build-from-corpus'; buildId: number; corpus: SearchCorpus }
  | { type: 'search'; requestId: number; query: string; limit: number }
  | { type: 'clear' };

export type FromSearchWorker =
  | { type: 'ready'; buildId: number; counts: IndexCounts; buildMs: number }
  | { type: 'build-failed'; buildId: number; message: string }
  | { type: 'results'; requestId: number; results: SearchResults; tookMs: number };

/** How the page talks to the search engine: a port into the cache worker (or a worker of its own). */
export type SearchChannel = {
  postMessage(message: ToSearchWorker): void;
  onmessage: ((event: MessageEvent<FromSearchWorker>) => void) | null;
  onerror?: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};
