import type { CacheJob, CacheJobResult } from './cache-loader';

/** Messages from the page to the loading worker. */
export type ToCacheWorker =
  | { type: 'run'; jobId: number; job: CacheJob; databaseName: string }
  | { type: 'token'; requestId: number; token: string | null };

/** Messages from the loading worker to the page. */
export type FromCacheWorker =
  | { type: 'progress'; jobId: number; loaded: number; total: number | null }
  | { type: 'done'; jobId: number; result: CacheJobResult }
  | { type: 'failed'; jobId: number; code: string; message: string }
  | { type: 'token-request'; requestId: number };
