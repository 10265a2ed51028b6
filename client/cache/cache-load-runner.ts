import type { CacheDatabase } from './cache-database';
import { type CacheJob, type CacheJobResult, CacheLoadError, runCacheJob } from './cache-loader';
import type { FromCacheWorker, ToCacheWorker } from './cache-worker-protocol';

/** Runs cache loading jobs somewhere: in the loading worker (the console) or in this thread (tests, benches). */
export type CacheLoadRunner = {
  run(job: CacheJob, onProgress: (loaded: number, total: number | null) => void): Promise<CacheJobResult>;
  /** Stops every running job (their promises reject with an AbortError) and frees the worker. */
  dispose(): void;
};

function abortError(): DOMException {
  return new DOMException('the cache load was stopped', 'AbortError');
}

type Pending = {
  resolve: (result: CacheJobResult) => void;
  reject: (error: unknown) => void;
  onProgress: (loaded: number, total: number | null) => void;
};

/** The console's runner: one module worker, started on the first job, terminated by dispose(). */
export function createWorkerLoadRunner({
  databaseName,
  tokenFor,
}: {
  databaseName: string;
  tokenFor: () => Promise<string | null>;
}): CacheLoadRunner {
  let worker: Worker | null = null;
  let nextJobId = 1;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const started = new Worker(new URL('./cache-loader.worker.ts', import.meta.url), { type: 'module' });
    const send = (message: ToCacheWorker) => started.postMessage(message);
    started.onmessage = (event: MessageEvent<FromCacheWorker>) => {
      const message = event.data;
      if (message.type === 'token-request') {
        void tokenFor().then(
          (token) => send({ type: 'token', requestId: message.requestId, token }),
          () => send({ type: 'token', requestId: message.requestId, token: null }),
        );
        return;
      }
      const job = pending.get(message.jobId);
      if (!job) return;
      if (message.type === 'progress') {
        job.onProgress(message.loaded, message.total);
      } else {
        pending.delete(message.jobId);
        if (message.type === 'done') job.resolve(message.result);
        else job.reject(new CacheLoadError(message.code, message.message));
      }
    };
    started.onerror = (event) => {
      event.preventDefault();
      for (const job of pending.values()) job.reject(new CacheLoadError('INTERNAL', event.message));
      pending.clear();
    };
    return started;
  }

  return {
    run(job, onProgress) {
      worker ??= start();
      const jobId = nextJobId++;
      const running = worker;
      return new Promise<CacheJobResult>((resolve, reject) => {
        pending.set(jobId, { resolve, reject, onProgress });
        running.postMessage({ type: 'run', jobId, job, databaseName } satisfies ToCacheWorker);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const job of pending.values()) job.reject(abortError());
      pending.clear();
    },
  };
}

/**
 * The same jobs in this thread: for tests (fake-indexeddb has no worker) and benches only. The console never
 * uses it: 100k rows parsed here would freeze the page.
 */
export function createInThreadLoadRunner({
  db,
  fetch: fetchImpl,
  tokenFor,
}: {
  db: CacheDatabase;
  fetch: typeof fetch;
  tokenFor: () => Promise<string | null>;
}): CacheLoadRunner {
  let controller = new AbortController();
  return {
    run(job, onProgress) {
      const { signal } = controller;
      return runCacheJob(job, { db, fetch: fetchImpl, tokenFor, onProgress, signal }).then((result) => {
        if (signal.aborted) throw abortError();
        return result;
      });
    },
    dispose() {
      controller.abort();
      controller = new AbortController();
    },
  };
}
