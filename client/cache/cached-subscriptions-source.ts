import type { CacheDatabase, CachedSubscription } from './cache-database';
import { getCacheState, subscribeCacheState } from './cache-state';
import { onCachedLinesChanged } from './cached-lines-changes';
import { type CachedSubscriptionsView, sortKeyOf } from './cached-subscriptions-view';

/**
 * The /subs queue's rows read from the local cache: counts and windows of a sort + filter answered by the Dexie
 * indexes (IndexedDB counts a key range and skips to an offset itself), so the page only ever holds the rows on
 * screen, never the 100k of the cache. The reads and Dexie are a lazy chunk (cached-subscriptions-reads.ts): the
 * queue loads them only once it serves a view from the cache.
 */

/** Filters the cache can answer: status and family (exact), fiscalId (exact), lineNumber (prefix). */
const SUPPORTED_FILTERS = new Set(['status', 'family', 'fiscalId', 'lineNumber']);
/** Rows read per window; the table asks for what it shows plus overscan. */
const WINDOW_SIZE = 100;
/** Windows kept in memory (the rest are read again when scrolled back to). */
const MAX_WINDOWS = 40;

/**
 * Whether the cache can answer this view exactly: only the supported filters; not TERMINATED lines (never
 * cached); a line-number prefix only with the line-number sort (else it would need a scan of every row).
 */
export function canServeFromCache(view: CachedSubscriptionsView): boolean {
  const sort = sortKeyOf(view);
  if (!sort) return false;
  const filters = Object.entries(view.filters).filter(([, value]) => value !== '');
  if (filters.some(([id]) => !SUPPORTED_FILTERS.has(id))) return false;
  if (view.filters.status === 'TERMINATED') return false;
  if (view.filters.lineNumber && !view.filters.fiscalId && sort !== 'lineNumber') return false;
  return true;
}

/** The shape of the queue's virtual source (client/queues QueueVirtualSource). */
export type CachedSubscriptionsSource<Row = CachedSubscription> = {
  count: number | null;
  rowAt: (index: number) => Row | undefined;
  ensureRange: (start: number, end: number) => void;
  subscribe: (onChange: () => void) => () => void;
  readRange: (start: number, end: number) => Promise<readonly Row[]>;
  dispose: () => void;
};

/**
 * A virtual source over the cache for one view: counts it, reads the windows the table shows (WINDOW_SIZE rows
 * each, at most MAX_WINDOWS kept), and starts over when the cache is refreshed.
 */
export function createCachedSubscriptionsSource<Row = CachedSubscription>(
  view: CachedSubscriptionsView,
  options: { db?: CacheDatabase; mapRow?: (row: CachedSubscription) => Row } = {},
): CachedSubscriptionsSource<Row> {
  // Dexie and the reads load with the first view the cache serves (a test or bench passes its own database).
  const reads = import('./cached-subscriptions-reads');
  const database: Promise<CacheDatabase> = options.db
    ? Promise.resolve(options.db)
    : import('./open-cache-database').then(({ openCacheDatabase }) => openCacheDatabase());
  const count = async (): Promise<number> => (await reads).countCachedSubscriptions(await database, view);
  const readOne = async (subscriptionId: string): Promise<CachedSubscription | undefined> =>
    (await database).subscriptions.get(subscriptionId);
  const read = async (from: number, to: number): Promise<CachedSubscription[]> =>
    (await reads).readCachedSubscriptions(await database, view, from, to);
  // Rows are mapped once per window read, so a row keeps its identity while its window is kept.
  const mapRow = options.mapRow ?? ((row: CachedSubscription) => row as unknown as Row);
  const listeners = new Set<() => void>();
  let windows = new Map<number, Row[]>();
  /** The line ids of each kept window, in order (rows are mapped, so an action's change is found by these). */
  let windowIds = new Map<number, string[]>();
  let loading = new Set<number>();
  let generation = 0;
  let disposed = false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const recount = () => {
    const current = generation;
    count().then(
      (count) => {
        if (disposed || current !== generation) return;
        source.count = count;
        notify();
      },
      (error: unknown) => console.error('Cached lines could not be counted', error),
    );
  };

  const loadWindow = (index: number) => {
    if (windows.has(index) || loading.has(index)) return;
    loading.add(index);
    const current = generation;
    const from = index * WINDOW_SIZE;
    read(from, from + WINDOW_SIZE).then(
      (rows) => {
        if (disposed || current !== generation) return;
        loading.delete(index);
        windows.set(index, rows.map(mapRow));
        windowIds.set(
          index,
          rows.map((row) => row.subscriptionId),
        );
        // Oldest windows first out: Map keeps insertion order.
        while (windows.size > MAX_WINDOWS) {
          const oldest = windows.keys().next().value;
          if (oldest === undefined) break;
          windows.delete(oldest);
          windowIds.delete(oldest);
        }
        notify();
      },
      (error: unknown) => {
        loading.delete(index);
        console.error('Cached lines could not be read', error);
      },
    );
  };

  let refreshedAt = getCacheState().subscriptions.refreshedAt;
  const stopWatchingCache = subscribeCacheState(() => {
    const state = getCacheState().subscriptions;
    if (state.status !== 'ready' || state.refreshedAt === refreshedAt) return;
    refreshedAt = state.refreshedAt;
    // A refresh rewrote the rows: read the view again.
    generation += 1;
    windows = new Map();
    windowIds = new Map();
    loading = new Set();
    recount();
  });

  // What places a line in this view: its sort key and the fields the view filters by.
  const placing = new Set<string>([sortKeyOf(view) ?? '', ...Object.keys(view.filters)]);

  // An action changed cached lines. A change to nothing that places a line in the view is patched into the kept
  // window that shows it (one read by id); a removal or a change that may move lines (a status in a status filter,
  // the modified marker under the modified sort) reads the kept windows again in place, no skeleton flash, and
  // counts the view again.
  const stopWatchingLines = onCachedLinesChanged((changes) => {
    if (changes.some((change) => change.removed || change.fields.some((field) => placing.has(field)))) {
      rereadKeptWindows();
      return;
    }
    for (const change of changes) patchRow(change.subscriptionId);
  });

  const patchRow = (subscriptionId: string) => {
    for (const [index, ids] of windowIds) {
      const at = ids.indexOf(subscriptionId);
      if (at < 0) continue;
      const current = generation;
      readOne(subscriptionId).then(
        (row) => {
          const rows = windows.get(index);
          if (disposed || current !== generation || !row || !rows) return;
          const next = [...rows];
          next[at] = mapRow(row);
          windows.set(index, next);
          notify();
        },
        (error: unknown) => console.error('A cached line could not be read', error),
      );
    }
  };

  const rereadKeptWindows = () => {
    generation += 1;
    const shown = [...windows.keys()];
    loading = new Set();
    const current = generation;
    recount();
    for (const index of shown) {
      const from = index * WINDOW_SIZE;
      read(from, from + WINDOW_SIZE).then(
        (rows) => {
          if (disposed || current !== generation) return;
          windows.set(index, rows.map(mapRow));
          windowIds.set(
            index,
            rows.map((row) => row.subscriptionId),
          );
          notify();
        },
        (error: unknown) => console.error('Cached lines could not be read', error),
      );
    }
  };

  const source: CachedSubscriptionsSource<Row> = {
    count: null,
    rowAt(index) {
      const rows = windows.get(Math.floor(index / WINDOW_SIZE));
      if (!rows) return undefined;
      return rows[index % WINDOW_SIZE];
    },
    ensureRange(start, end) {
      if (end <= start) return;
      const first = Math.floor(start / WINDOW_SIZE);
      const last = Math.floor((end - 1) / WINDOW_SIZE);
      for (let index = first; index <= last; index += 1) loadWindow(index);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
    readRange: async (start, end) => (await read(start, end)).map(mapRow),
    dispose() {
      disposed = true;
      listeners.clear();
      stopWatchingCache();
      stopWatchingLines();
    },
  };
  recount();
  return source;
}
