import type { SearchCorpus } from './search-corpus';
import type { SearchResults } from './search-hits';
import { SearchIndex } from './search-index';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-protocol';

/** The last answers of the current index (Backspace and retyping ask the same queries again); emptied per build. */
const RECENT_ANSWERS = 32;

/**
 * The search engine's side of search-worker-protocol.ts, run inside the cache worker: builds the indexes from the
 * cache's rows in memory (or a given corpus) and answers queries, off the page.
 */
export function createSearchHandler(
  post: (message: FromSearchWorker) => void,
  cacheCorpus: (tables: { lines: boolean; customers: boolean }) => Promise<SearchCorpus>,
): (message: ToSearchWorker) => void {
  let index: SearchIndex | null = null;
  let latestBuild = 0;
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
      post({
        type: 'build-failed',
        buildId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (message) => {
    switch (message.type) {
      case 'build-from-cache':
        void build(message.buildId, () => cacheCorpus(message.tables));
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
}
