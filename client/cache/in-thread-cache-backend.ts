import type { CacheBackend } from './cache-backend';
import type { CacheDatabase } from './cache-database';
import { CacheWorkerCore } from './cache-worker-core';

/**
 * The same work in this thread: for tests (fake-indexeddb has no worker) and benches only. The console never
 * uses it: 100k rows parsed here would freeze the page.
 */
export function createInThreadBackend({
  db,
  fetch: fetchImpl,
  tokenFor,
}: {
  db: CacheDatabase;
  fetch: typeof fetch;
  tokenFor: () => Promise<string | null>;
}): CacheBackend & { core: CacheWorkerCore } {
  const core = new CacheWorkerCore(db, { fetch: fetchImpl, tokenFor });
  return {
    core,
    run: (job, onProgress) => core.run(job, onProgress),
    ask: (question) => core.ask(question),
    dispose: () => core.stop(),
  };
}
