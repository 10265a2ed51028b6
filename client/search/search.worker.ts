import { openCacheDatabase } from '../cache/open-cache-database';
import { readCacheCorpus } from './read-cache-corpus';
import type { SearchCorpus } from './search-corpus';
import type { SearchResults } from './search-hits';
import { SearchIndex } from './search-index';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-protocol';

/** The search worker: builds the indexes from the cache (or a given corpus) and answers queries, off the page. */
// The project's lib is DOM (the webworker lib conflicts with it): the two members used here, typed by hand.
const scope = self as unknown as {
  postMessage(message: FromSearchWorker): void;
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null;
};
const post = (message: FromSearchWorker) => scope.postMessage(message);

let index: SearchIndex | null = null;
let latestBuild = 0;

/** The last answers of the current index (Backspace and retyping ask the same queries again); emptied per build. */
const RECENT_ANSWERS = 32;
const answers = new Map<string, SearchResults>();

function answer(query: string, limit: number): SearchResults {
  if (!index) return { lines: [], customers: [] };
  const key = `${limit}:${query}`;
  const known = answers.get(key);
  if (known) {
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const results = index.search(query, limit);
  answers.set(key, results);
  if (answers.size > RECENT_ANSWERS) answers.delete(answers.keys().next().value ?? key);
  return results;
}

async function build(buildId: number, corpus: () => Promise<SearchCorpus>): Promise<void> {
  latestBuild = buildId;
  const started = performance.now();
  try {
    const records = await corpus();
    if (buildId !== latestBuild) return;
    const built = new SearchIndex(records);
    if (buildId !== latestBuild) return;
    index = built;
    answers.clear();
    post({ type: 'ready', buildId, counts: built.counts, buildMs: performance.now() - started });
  } catch (error) {
    post({ type: 'build-failed', buildId, message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event: MessageEvent<ToSearchWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'build-from-cache':
      void build(message.buildId, () =>
        readCacheCorpus(
          openCacheDatabase(message.databaseName ? { name: message.databaseName } : {}),
          message.tables,
        ),
      );
      return;
    case 'build-from-corpus':
      void build(message.buildId, async () => message.corpus);
      return;
    case 'clear':
      latestBuild++;
      index = null;
      answers.clear();
      return;
    case 'search': {
      const started = performance.now();
      const results = answer(message.query, message.limit);
      post({ type: 'results', requestId: message.requestId, results, tookMs: performance.now() - started });
      return;
    }
  }
};
