import { activeCacheBackend } from './active-cache-backend';
import type { CacheBackend } from './cache-backend';
import type { CachedSubscription } from './cache-database';
import { getCacheState, subscribeCacheState } from './cache-state';
import { onCachedLinesChanged } from './cached-lines-changes';
import { type CachedSubscriptionsView, sortKeyOf } from './cached-subscriptions-view';

/**
 * The /subs queue's rows read from the local cache: counts and windows of a sort + filter answered by the cache
 * worker from its rows in memory (cached-lines-memory.ts), so the page only ever holds the rows around the
 * viewport, never the 100k of the cache.
 */

/** Filters the cache can answer: status and family (exact), fiscalId (exact), lineNumber (prefix). */
const SUPPORTED_FILTERS = new Set(['status', 'family', 'fiscalId', 'lineNumber']);
/** Rows per block of the row cache. */
const BLOCK_SIZE = 50;
/** Rows read ahead of the viewport, on both sides (a PageDown or a short wheel lands on rows already here). */
const READ_AHEAD = 150;
/** Rows kept at most; the blocks farthest from the viewport go first. */
const MAX_KEPT_ROWS = 3_000;

/**
 * Whether the cache can answer this view exactly: only the supported filters; not TERMINATED lines (never
 * cached); a line-number prefix only with the line-number sort or a customer's lines (as the server pages do).
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

type Block<Row> = { rows: Row[]; ids: string[] };

/**
 * A virtual source over the cache for one view. It asks the cache worker for the view's count and for the rows
 * of the viewport plus READ_AHEAD on each side, one read at a time: while a read runs, only the newest range asked
 * for waits (ranges scrolled past in between are never read), so a fast wheel or a drag to the bottom costs one
 * read after the current one. Rows are kept in blocks (at most MAX_KEPT_ROWS) and start over after a refresh.
 */
export function createCachedSubscriptionsSource<Row = CachedSubscription>(
  view: CachedSubscriptionsView,
  options: { backend?: CacheBackend; mapRow?: (row: CachedSubscription) => Row } = {},
): CachedSubscriptionsSource<Row> {
  const backend = options.backend ?? activeCacheBackend();
  const mapRow = options.mapRow ?? ((row: CachedSubscription) => row as unknown as Row);
  const listeners = new Set<() => void>();
  let blocks = new Map<number, Block<Row>>();
  /** The range the table last asked for (viewport), and the one waiting to be read. */
  let viewport: { start: number; end: number } | null = null;
  let waiting: { first: number; last: number } | null = null;
  let reading = false;
  let generation = 0;
  let disposed = false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const ask = backend
    ? backend.ask.bind(backend)
    : () => Promise.reject(new Error('the local cache is not running'));

  const keep = (first: number, rows: readonly CachedSubscription[]) => {
    for (let at = 0; at < rows.length; at += BLOCK_SIZE) {
      const slice = rows.slice(at, at + BLOCK_SIZE);
      blocks.set(first + at / BLOCK_SIZE, {
        rows: slice.map(mapRow),
        ids: slice.map((row) => row.subscriptionId),
      });
    }
    const limit = Math.ceil(MAX_KEPT_ROWS / BLOCK_SIZE);
    if (blocks.size <= limit) return;
    const centre = viewport ? Math.floor((viewport.start + viewport.end) / 2 / BLOCK_SIZE) : first;
    const farthest = [...blocks.keys()].sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre));
    for (const block of farthest.slice(0, blocks.size - limit)) blocks.delete(block);
  };

  const pump = () => {
    if (reading || !waiting || disposed) return;
    const { first, last } = waiting;
    waiting = null;
    let from = first;
    while (from <= last && blocks.has(from)) from += 1;
    let to = last;
    while (to >= from && blocks.has(to)) to -= 1;
    if (from > to) return;
    reading = true;
    const current = generation;
    ask({ type: 'window', view, from: from * BLOCK_SIZE, to: (to + 1) * BLOCK_SIZE })
      .then(
        (rows) => {
          if (disposed || current !== generation) return;
          keep(from, rows);
          notify();
        },
        (error: unknown) => {
          if (!disposed) console.error('Cached lines could not be read', error);
        },
      )
      .finally(() => {
        reading = false;
        pump();
      });
  };

  const want = (start: number, end: number) => {
    const count = source.count;
    const from = Math.max(0, start - READ_AHEAD);
    const to = count === null ? end + READ_AHEAD : Math.min(count, end + READ_AHEAD);
    if (to <= from) return;
    const first = Math.floor(from / BLOCK_SIZE);
    const last = Math.floor((to - 1) / BLOCK_SIZE);
    waiting = { first, last };
    pump();
  };

  const recount = (then?: () => void) => {
    const current = generation;
    ask({ type: 'count', view }).then(
      (count) => {
        if (disposed || current !== generation) return;
        source.count = count;
        notify();
        then?.();
      },
      (error: unknown) => {
        if (!disposed) console.error('Cached lines could not be counted', error);
      },
    );
  };

  let refreshedAt = getCacheState().subscriptions.refreshedAt;
  const stopWatchingCache = subscribeCacheState(() => {
    const state = getCacheState().subscriptions;
    if (state.status !== 'ready' || state.refreshedAt === refreshedAt) return;
    refreshedAt = state.refreshedAt;
    // A refresh replaced the rows: count and read the view again.
    generation += 1;
    blocks = new Map();
    waiting = null;
    recount(() => {
      if (viewport) want(viewport.start, viewport.end);
    });
  });

  // What places a line in this view: its sort key and the fields the view filters by.
  const placing = new Set<string>([sortKeyOf(view) ?? '', ...Object.keys(view.filters)]);

  // An action changed cached lines. A change to nothing that places a line in the view is patched into the kept
  // block that shows it (one read by id); a removal or a change that may move lines (a status in a status filter,
  // the modified marker under the modified sort) counts the view again and reads the viewport's rows again in
  // place (the rows shown stay until the new ones come: no skeleton flash); the other kept rows are dropped.
  const stopWatchingLines = onCachedLinesChanged((changes) => {
    if (changes.some((change) => change.removed || change.fields.some((field) => placing.has(field)))) {
      generation += 1;
      const shown = viewport;
      recount(() => {
        if (!shown) {
          blocks = new Map();
          return;
        }
        const first = Math.floor(Math.max(0, shown.start - READ_AHEAD) / BLOCK_SIZE);
        const last = Math.floor((shown.end + READ_AHEAD) / BLOCK_SIZE);
        for (const block of [...blocks.keys()]) if (block < first || block > last) blocks.delete(block);
        rereadShown(first, last);
      });
      return;
    }
    for (const change of changes) patchRow(change.subscriptionId);
  });

  const rereadShown = (first: number, last: number) => {
    const current = generation;
    ask({ type: 'window', view, from: first * BLOCK_SIZE, to: (last + 1) * BLOCK_SIZE }).then(
      (rows) => {
        if (disposed || current !== generation) return;
        for (let block = first; block <= last; block += 1) blocks.delete(block);
        keep(first, rows);
        notify();
      },
      (error: unknown) => {
        if (!disposed) console.error('Cached lines could not be read', error);
      },
    );
  };

  const patchRow = (subscriptionId: string) => {
    for (const [index, block] of blocks) {
      const at = block.ids.indexOf(subscriptionId);
      if (at < 0) continue;
      const current = generation;
      ask({ type: 'line', subscriptionId }).then(
        (row) => {
          const kept = blocks.get(index);
          if (disposed || current !== generation || !row || kept !== block) return;
          const rows = [...block.rows];
          rows[at] = mapRow(row);
          blocks.set(index, { rows, ids: block.ids });
          notify();
        },
        (error: unknown) => console.error('A cached line could not be read', error),
      );
    }
  };

  const source: CachedSubscriptionsSource<Row> = {
    count: null,
    rowAt(index) {
      return blocks.get(Math.floor(index / BLOCK_SIZE))?.rows[index % BLOCK_SIZE];
    },
    ensureRange(start, end) {
      if (end <= start) return;
      viewport = { start, end };
      if (source.count === null) return;
      want(start, end);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
    readRange: async (start, end) => (await ask({ type: 'window', view, from: start, to: end })).map(mapRow),
    dispose() {
      disposed = true;
      listeners.clear();
      stopWatchingCache();
      stopWatchingLines();
    },
  };
  recount(() => {
    if (viewport) want(viewport.start, viewport.end);
  });
  return source;
}
