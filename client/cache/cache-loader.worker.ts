import { CacheLoadError, runCacheJob } from './cache-loader';
import type { FromCacheWorker, ToCacheWorker } from './cache-worker-protocol';
import { openCacheDatabase } from './open-cache-database';

/**
 * The loading worker: downloads, parses and writes the cache tables off the page's thread. It asks the page for
 * an access token when a GraphQL page needs one (the Amplify session lives on the page).
 */
// The project's lib is DOM (the webworker lib conflicts with it): the two members used here, typed by hand.
const scope = self as unknown as {
  postMessage(message: FromCacheWorker): void;
  onmessage: ((event: MessageEvent<ToCacheWorker>) => void) | null;
};
const post = (message: FromCacheWorker) => scope.postMessage(message);

let nextRequestId = 1;
const tokenRequests = new Map<number, (token: string | null) => void>();

function tokenFor(): Promise<string | null> {
  const requestId = nextRequestId++;
  return new Promise((resolve) => {
    tokenRequests.set(requestId, resolve);
    post({ type: 'token-request', requestId });
  });
}

scope.onmessage = (event: MessageEvent<ToCacheWorker>) => {
  const message = event.data;
  if (message.type === 'token') {
    tokenRequests.get(message.requestId)?.(message.token);
    tokenRequests.delete(message.requestId);
    return;
  }
  const { jobId, job, databaseName } = message;
  runCacheJob(job, {
    db: openCacheDatabase({ name: databaseName }),
    fetch: (input, init) => fetch(input, init),
    tokenFor,
    onProgress: (loaded, total) => post({ type: 'progress', jobId, loaded, total }),
  }).then(
    (result) => post({ type: 'done', jobId, result }),
    (error: unknown) =>
      post({
        type: 'failed',
        jobId,
        code: error instanceof CacheLoadError ? error.code : 'INTERNAL',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
