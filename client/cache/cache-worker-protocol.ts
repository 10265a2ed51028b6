import type { CachedSubscription } from './cache-database';
import type { CacheJob, CacheJobResult } from './cache-loader';
import type { CachedSubscriptionsView } from './cached-subscriptions-view';
import type { CachedLineChange, ChangedLine } from './merge-changed-lines';

/** What the cache holds after opening the stored rows: null for a table with no rows of this owner. */
export type CacheSummary = { lines: number | null; hasActiveLine: boolean; customers: number | null };

/** Questions to the cache worker's memory, each answered once (`answer` or `error` with its requestId). */
export type CacheQuestion =
  | { type: 'open'; owner: string }
  | { type: 'count'; view: CachedSubscriptionsView }
  | { type: 'window'; view: CachedSubscriptionsView; from: number; to: number }
  | { type: 'line'; subscriptionId: string }
  | { type: 'merge'; lines: readonly ChangedLine[] };

export type CacheAnswer<Question extends CacheQuestion> = Question extends { type: 'open' }
  ? CacheSummary
  : Question extends { type: 'count' }
    ? number
    : Question extends { type: 'window' }
      ? CachedSubscription[]
      : Question extends { type: 'line' }
        ? CachedSubscription | undefined
        : CachedLineChange[];

/** Messages from the page to the cache worker. */
export type ToCacheWorker =
  | { type: 'configure'; databaseName: string }
  | { type: 'run'; jobId: number; job: CacheJob }
  | { type: 'token'; requestId: number; token: string | null }
  | { type: 'ask'; requestId: number; question: CacheQuestion }
  /** Aborts the running loads and forgets the rows in memory (log-out, channel switch). */
  | { type: 'stop' }
  /** A port the palette's search talks on (search-worker-protocol.ts), answered from the same rows. */
  | { type: 'search-port'; port: MessagePort };

/** Messages from the cache worker to the page. */
export type FromCacheWorker =
  | { type: 'progress'; jobId: number; loaded: number; total: number | null }
  | { type: 'done'; jobId: number; result: CacheJobResult }
  | { type: 'failed'; jobId: number; code: string; message: string }
  | { type: 'token-request'; requestId: number }
  | { type: 'answer'; requestId: number; value: unknown }
  | { type: 'error'; requestId: number; message: string };
