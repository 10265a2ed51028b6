import type { SearchCorpus } from './search-corpus';
import type { SearchResults } from './search-hits';

export type IndexCounts = { lines: number; customers: number; words: number };

export type ToSearchWorker =
  /** Build from the cache database (read in chunks inside the worker); `tables` says which tables are usable. */
  | {
      type: 'build-from-cache';
      buildId: number;
      databaseName?: string;
      tables: { lines: boolean; customers: boolean };
    }
  /** Build from records given directly (bench, tests). */
  | { type: 'build-from-corpus'; buildId: number; corpus: SearchCorpus }
  | { type: 'search'; requestId: number; query: string; limit: number }
  | { type: 'clear' };

export type FromSearchWorker =
  | { type: 'ready'; buildId: number; counts: IndexCounts; buildMs: number }
  | { type: 'build-failed'; buildId: number; message: string }
  | { type: 'results'; requestId: number; results: SearchResults; tookMs: number };
