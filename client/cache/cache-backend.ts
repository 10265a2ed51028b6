import type { SearchChannel } from '../search/search-worker-protocol';
import { type CacheJob, type CacheJobResult, CacheLoadError } from './cache-loader';
import type { CacheAnswer, CacheQuestion, FromCacheWorker, ToCacheWorker } from './cache-worker-protocol';

/**
 * Where the cached rows live and are loaded: the cache worker (the console) or this thread (tests, benches). Both
 * run CacheWorkerCore; the page only ever holds the rows it shows.
 */
export type CacheBackend = {
  run(job: CacheJob, onProgress: (loaded: number, total: number | null) => void): Promise<CacheJobResult>;
  ask<Question extends CacheQuestion>(question: Question): Promise<CacheAnswer<Question>>;
  /** Stops every running load (their promises reject with an AbortError) and forgets the rows in memory. */
  dispose(): void;
};

function abortError(): DOMException {
  return new DOMException('the cache load was stopped', 'AbortError');
}

type PendingJob = {
  resolve: (result: CacheJobResult) => void;
  reject: (error: unknown) => void;
  onProgress: (loaded: number, total: number | null) => void;
};

type PendingQuestion = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

let worker: Worker | null = null;
let client: (CacheBackend & { databaseName: string }) | null = null;

/** The page's one cache worker, started on first use and kept for the page's life (stop() empties it). */
function cacheWorker(): Worker {
  worker ??= new Worker(new URL('./cache.worker.ts', import.meta.url), { type: 'module', name: 'cache' });
  return worker;
}

/**
 * The console's backend: the shared cache worker. dispose() sends it `stop` (loads aborted, memory emptied) and
 * fails what was still waiting for an answer; the worker itself stays for the next start and the search port.
 */
export function workerCacheBackend({
  databaseName,
  tokenFor,
}: {
  databaseName: string;
  tokenFor: () => Promise<string | null>;
}): CacheBackend {
  if (client && client.databaseName === databaseName) return client;
  const started = cacheWorker();
  const send = (message: ToCacheWorker) => started.postMessage(message);
  send({ type: 'configure', databaseName });
  let nextId = 1;
  const jobs = new Map<number, PendingJob>();
  const questions = new Map<number, PendingQuestion>();
  started.onmessage = (event: MessageEvent<FromCacheWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'token-request':
        void tokenFor().then(
          (token) => send({ type: 'token', requestId: message.requestId, token }),
          () => send({ type: 'token', requestId: message.requestId, token: null }),
        );
        return;
      case 'answer':
      case 'error': {
        const question = questions.get(message.requestId);
        questions.delete(message.requestId);
        if (message.type === 'answer') question?.resolve(message.value);
        else question?.reject(new Error(message.message));
        return;
      }
      default: {
        const job = jobs.get(message.jobId);
        if (!job) return;
        if (message.type === 'progress') {
          job.onProgress(message.loaded, message.total);
          return;
        }
        jobs.delete(message.jobId);
        if (message.type === 'done') job.resolve(message.result);
        else if (message.code === 'ABORTED') job.reject(abortError());
        else job.reject(new CacheLoadError(message.code, message.message));
      }
    }
  };
  started.onerror = (event) => {
    event.preventDefault();
    for (const job of jobs.values()) job.reject(new CacheLoadError('INTERNAL', event.message));
    for (const question of questions.values()) question.reject(new Error(event.message));
    jobs.clear();
    questions.clear();
  };
  client = {
    databaseName,
    run(job, onProgress) {
      const jobId = nextId++;
      return new Promise<CacheJobResult>((resolve, reject) => {
        jobs.set(jobId, { resolve, reject, onProgress });
        send({ type: 'run', jobId, job });
      });
    },
    ask<Question extends CacheQuestion>(question: Question) {
      const requestId = nextId++;
      return new Promise<CacheAnswer<Question>>((resolve, reject) => {
        questions.set(requestId, { resolve: resolve as (value: unknown) => void, reject });
        send({ type: 'ask', requestId, question });
      });
    },
    dispose() {
      send({ type: 'stop' });
      for (const job of jobs.values()) job.reject(abortError());
      for (const question of questions.values()) question.reject(abortError());
      jobs.clear();
      questions.clear();
    },
  };
  return client;
}

/** A channel to the search engine inside the cache worker: the palette's index is built from the same rows. */
export function cacheWorkerSearchChannel(): SearchChannel {
  const channel = new MessageChannel();
  cacheWorker().postMessage({ type: 'search-port', port: channel.port2 } satisfies ToCacheWorker, [
    channel.port2,
  ]);
  const port = channel.port1;
  return {
    postMessage: (message) => port.postMessage(message),
    set onmessage(listener: SearchChannel['onmessage']) {
      port.onmessage = listener as ((event: MessageEvent) => void) | null;
    },
    terminate: () => port.close(),
  };
}
