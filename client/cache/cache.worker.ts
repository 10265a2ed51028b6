import { createSearchHandler } from '../search/search-handler';
import type { ToSearchWorker } from '../search/search-worker-protocol';
import { CacheLoadError } from './cache-loader';
import { CacheWorkerCore } from './cache-worker-core';
import type { FromCacheWorker, ToCacheWorker } from './cache-worker-protocol';
import { openCacheDatabase } from './open-cache-database';

/**
 * The cache worker: holds the cached rows in memory and does all the cache's work off the page's thread
 * (cache-worker-core.ts): loads, the /subs queue's counts and windows, changed lines, and the palette's search
 * (on a port of its own). It asks the page for an access token when a GraphQL page needs one (the Amplify session
 * lives on the page).
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

let core: CacheWorkerCore | null = null;
const coreOf = (): CacheWorkerCore => {
  core ??= new CacheWorkerCore(openCacheDatabase(), { fetch: (input, init) => fetch(input, init), tokenFor });
  return core;
};

/** What a bench reads in this worker (Playwright's worker.evaluate): where the loads and the search build took time. */
const diagnostics = { core: () => core?.timings ?? null, searchBuildMs: null as number | null };
(self as unknown as { cacheDiagnostics: typeof diagnostics }).cacheDiagnostics = diagnostics;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = (event: MessageEvent<ToCacheWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'configure':
      if (!core)
        core = new CacheWorkerCore(openCacheDatabase({ name: message.databaseName }), {
          fetch: (input, init) => fetch(input, init),
          tokenFor,
        });
      return;
    case 'token':
      tokenRequests.get(message.requestId)?.(message.token);
      tokenRequests.delete(message.requestId);
      return;
    case 'stop':
      coreOf().stop();
      return;
    case 'search-port': {
      const port = message.port;
      const handle = createSearchHandler(
        (answer) => {
          if (answer.type === 'ready') diagnostics.searchBuildMs = answer.buildMs;
          port.postMessage(answer);
        },
        (tables) => coreOf().corpus(tables),
      );
      port.onmessage = (portEvent: MessageEvent<ToSearchWorker>) => handle(portEvent.data);
      return;
    }
    case 'ask':
      coreOf()
        .ask(message.question)
        .then(
          (value) => post({ type: 'answer', requestId: message.requestId, value }),
          (error: unknown) =>
            post({ type: 'error', requestId: message.requestId, message: errorText(error) }),
        );
      return;
    case 'run': {
      const { jobId, job } = message;
      coreOf()
        .run(job, (loaded, total) => post({ type: 'progress', jobId, loaded, total }))
        .then(
          (result) => post({ type: 'done', jobId, result }),
          (error: unknown) =>
            post({
              type: 'failed',
              jobId,
              code:
                error instanceof CacheLoadError
                  ? error.code
                  : error instanceof DOMException && error.name === 'AbortError'
                    ? 'ABORTED'
                    : 'INTERNAL',
              message: errorText(error),
            }),
        );
      return;
    }
  }
};
