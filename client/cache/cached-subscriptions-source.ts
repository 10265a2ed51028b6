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
/** Rows read ahead of the viewport in the direction of travel (a PageDown or a short wheel lands on rows here). */
const READ_AHEAD = 2_000;
/** Rows kept behind the viewport (a step back lands on rows already here). */
const READ_BEHIND = 150;
/** Blocks per read ahead (700 rows): few enough that one answer costs the page a few ms to take in. */
const READ_BLOCKS = 14;
/** Reads in flight at most; one of them is always free for the viewport's own rows. */
const MAX_READS = 2;
/** Rows kept at most; the blocks farthest from the viewport go first. */
const MAX_KEPT_ROWS = 4_000;

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

/** A read of blocks [first, last] asked of the worker; `ahead`: read ahead of the viewport, not for it. */
type Read = { first: number; last: number; ahead: boolean; generation: number };

/**
 * A virtual source over the cache for one view. It asks the cache worker for the view's count and for rows in blocks
 * of BLOCK_SIZE: first the viewport's own missing blocks, then up to READ_AHEAD rows ahead in the direction of travel
 * (READ_BLOCKS blocks per read) and READ_BEHIND rows behind. At most MAX_READS reads are in flight, of which one at
 * most reads ahead, so the viewport's read never waits behind two big ones. Nothing is queued: each move of the
 * viewport plans again from what is kept and in flight, so a fast wheel or a drag to the bottom asks for the rows
 * where it stopped, never for the ones it went past. A read that answers for blocks no longer wanted (scrolled away,
 * or a refresh since) is dropped. Rows are kept in blocks (at most MAX_KEPT_ROWS, the farthest from the viewport go
 * first), and the table is told of new rows only when they fall in its window.
 */
export function createCachedSubscriptionsSource<Row = CachedSubscription>(
  view: CachedSubscriptionsView,
  options: { backend?: CacheBackend; mapRow?: (row: CachedSubscription) => Row } = {},
): CachedSubscriptionsSource<Row> {
  const backend = options.backend ?? activeCacheBackend();
  const mapRow = options.mapRow ?? ((row: CachedSubscription) => row as unknown as Row);
  const listeners = new Set<() => void>();
  let blocks = new Map<number, Block<Row>>();
  /** The range the table last asked for (its window on screen), and the direction it last moved in. */
  let viewport: { start: number; end: number } | null = null;
  let direction: 1 | -1 = 1;
  const inFlight = new Set<Read>();
  let generation = 0;
  let disposed = false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const ask = backend
    ? backend.ask.bind(backend)
    : () => Promise.reject(new Error('the local cache is not running'));

  const lastBlock = () => (source.count === null ? null : Math.ceil(source.count / BLOCK_SIZE) - 1);

  /** The blocks wanted around the viewport: [first, last] of the viewport, and of the whole span kept read. */
  const wanted = () => {
    if (!viewport || source.count === null || source.count === 0) return null;
    const final = lastBlock() ?? 0;
    const clamp = (block: number) => Math.max(0, Math.min(final, block));
    const first = clamp(Math.floor(viewport.start / BLOCK_SIZE));
    const last = clamp(Math.floor((viewport.end - 1) / BLOCK_SIZE));
    const behind = Math.ceil(READ_BEHIND / BLOCK_SIZE);
    const ahead = Math.ceil(READ_AHEAD / BLOCK_SIZE);
    const spanFirst = clamp(direction > 0 ? first - behind : first - ahead);
    const spanLast = clamp(direction > 0 ? last + ahead : last + behind);
    return { first, last, spanFirst, spanLast };
  };

  const covered = (block: number) =>
    blocks.has(block) ||
    [...inFlight].some((read) => read.generation === generation && read.first <= block && block <= read.last);

  /** The first run of missing blocks met walking `order`, at most `size` long. */
  const firstGap = (order: readonly number[], size: number): { first: number; last: number } | null => {
    let gap: number[] | null = null;
    for (const block of order) {
      if (gap === null) {
        if (!covered(block)) gap = [block];
        continue;
      }
      if (gap.length >= size || covered(block) || Math.abs(block - (gap.at(-1) as number)) !== 1) break;
      gap.push(block);
    }
    if (!gap) return null;
    return { first: Math.min(...gap), last: Math.max(...gap) };
  };

  /** Blocks from `from` to `to` walking by `step` (empty when `to` is behind `from`). */
  const range = (from: number, to: number, step: 1 | -1 = 1) => {
    const list: number[] = [];
    for (let block = from; step > 0 ? block <= to : block >= to; block += step) list.push(block);
    return list;
  };

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

  const read = (planned: Omit<Read, 'generation'>) => {
    const current: Read = { ...planned, generation };
    inFlight.add(current);
    ask({ type: 'window', view, from: current.first * BLOCK_SIZE, to: (current.last + 1) * BLOCK_SIZE })
      .then(
        (rows) => {
          if (disposed || current.generation !== generation) return;
          const want = wanted();
          // Scrolled away while it was read: its rows are not kept (they would push out rows near the viewport).
          if (!want || current.last < want.spanFirst || current.first > want.spanLast) return;
          keep(current.first, rows);
          // The table draws only its window: rows read ahead of it need no render now.
          if (current.first <= want.last && current.last >= want.first) notify();
        },
        (error: unknown) => {
          if (!disposed) console.error('Cached lines could not be read', error);
        },
      )
      .finally(() => {
        inFlight.delete(current);
        pump();
      });
  };

  /** Starts the reads the viewport needs now: its own missing blocks first, then ahead, then a little behind. */
  const pump = () => {
    if (disposed) return;
    const want = wanted();
    if (!want) return;
    while (inFlight.size < MAX_READS) {
      const own = firstGap(range(want.first, want.last), want.last - want.first + 1);
      if (own) {
        read({ ...own, ahead: false });
        continue;
      }
      if ([...inFlight].some((pending) => pending.ahead)) return;
      const below = range(want.last + 1, want.spanLast);
      const above = range(want.first - 1, want.spanFirst, -1);
      const [aheadOrder, behindOrder] = direction > 0 ? [below, above] : [above, below];
      const next = firstGap(aheadOrder, READ_BLOCKS) ?? firstGap(behindOrder, READ_BLOCKS);
      if (!next) return;
      read({ ...next, ahead: true });
    }
  };

  const want = (start: number, end: number) => {
    if (viewport && start !== viewport.start) direction = start > viewport.start ? 1 : -1;
    viewport = { start, end };
    if (source.count === null) return;
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
    inFlight.clear();
    recount(pump);
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
        const first = Math.floor(Math.max(0, shown.start - READ_BEHIND) / BLOCK_SIZE);
        const last = Math.floor((shown.end + READ_BEHIND) / BLOCK_SIZE);
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
        pump();
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
  recount(pump);
  return source;
}
