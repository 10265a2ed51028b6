import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CacheBackend } from '../../client/cache/cache-backend';
import type { CachedSubscription, CachedSubscriptionSort } from '../../client/cache/cache-database';
import { updateCacheTableState } from '../../client/cache/cache-state';
import { cachedLinesChanged } from '../../client/cache/cached-lines-changes';
import {
  canServeFromCache,
  createCachedSubscriptionsSource,
} from '../../client/cache/cached-subscriptions-source';
import type { CachedSubscriptionsView } from '../../client/cache/cached-subscriptions-view';
import { downloadLine, filledBackend } from './local-cache-fixtures';

const ROWS = 1_200;
let all: CachedSubscription[] = Array.from({ length: ROWS }, (_, index) => downloadLine(index));
let backend: CacheBackend;

/** Index order: the sort key, then the subscription id; descending reverses both. */
function compareCachedSubscriptions(sort: CachedSubscriptionSort, desc: boolean) {
  return (a: CachedSubscription, b: CachedSubscription): number => {
    const order =
      a[sort] < b[sort]
        ? -1
        : a[sort] > b[sort]
          ? 1
          : a.subscriptionId < b.subscriptionId
            ? -1
            : a.subscriptionId > b.subscriptionId
              ? 1
              : 0;
    return desc ? -order : order;
  };
}

/** The same view answered by a plain array filter and sort: what the kept orders must reproduce. */
function expected(view: CachedSubscriptionsView): CachedSubscription[] {
  const { status, family, fiscalId, lineNumber } = view.filters;
  const sort = (view.sort?.id ?? 'lineNumber') as CachedSubscriptionSort;
  return all
    .filter(
      (row) =>
        (!status || row.status === status) &&
        (!family || row.family === family) &&
        (!fiscalId || row.fiscalId === fiscalId) &&
        (!lineNumber || row.lineNumber.startsWith(lineNumber)),
    )
    .sort(compareCachedSubscriptions(sort, view.sort?.desc ?? false));
}

// IndexedDB in fake-indexeddb is slow on a loaded machine.
const WAIT = { timeout: 30_000 };
const ids = (rows: readonly CachedSubscription[]) => rows.map((row) => row.subscriptionId);

beforeAll(async () => {
  ({ backend } = await filledBackend('local-cache-source-test', all));
}, 120_000);

const sorts: CachedSubscriptionsView['sort'][] = [
  null,
  { id: 'lineNumber', desc: false },
  { id: 'lineNumber', desc: true },
  { id: 'modified', desc: false },
  { id: 'modified', desc: true },
  { id: 'created', desc: true },
  { id: 'created', desc: false },
];
const filterSets: Record<string, string>[] = [
  {},
  { status: 'ACTIVE' },
  { family: 'FIBRE' },
  { status: 'CANCELED', family: 'TV' },
  { lineNumber: '61' },
  { status: 'ACTIVE', lineNumber: '6' },
  { status: 'PENDING_ACTIVATION', family: 'MOBILE', lineNumber: '60' },
  { fiscalId: downloadLine(5).fiscalId },
  { fiscalId: downloadLine(5).fiscalId, status: 'PENDING_PORTABILITY' },
];

describe('cached subscriptions source: counts and windows from the cache worker’s memory', () => {
  it('counts and reads every window of every supported sort and filter as a plain array sort does', async () => {
    let checked = 0;
    for (const sort of sorts) {
      for (const filters of filterSets) {
        const view = { sort, filters };
        if (!canServeFromCache(view)) continue;
        const want = expected(view);
        const label = JSON.stringify(view);
        expect(await backend.ask({ type: 'count', view }), label).toBe(want.length);
        const windows: [number, number][] = [
          [0, 25],
          [Math.max(0, Math.floor(want.length / 2) - 7), Math.floor(want.length / 2) + 50],
          [Math.max(0, want.length - 10), want.length + 10],
        ];
        for (const [from, to] of windows) {
          expect(
            ids(await backend.ask({ type: 'window', view, from, to })),
            `${label} [${from},${to})`,
          ).toEqual(ids(want.slice(from, to)));
        }
        checked += 1;
      }
    }
    // Every filter set with the line-number sorts, the rest with the others: a real spread of plans.
    expect(checked).toBeGreaterThanOrEqual(40);
  }, 300_000);

  it('leaves to the server what the cache cannot answer exactly', () => {
    expect(canServeFromCache({ sort: null, filters: { status: 'TERMINATED' } })).toBe(false);
    expect(canServeFromCache({ sort: { id: 'finalPrice', desc: false }, filters: {} })).toBe(false);
    expect(canServeFromCache({ sort: null, filters: { terminated: 'include' } })).toBe(false);
    expect(canServeFromCache({ sort: null, filters: { carrier: '1' } })).toBe(false);
    expect(canServeFromCache({ sort: { id: 'modified', desc: false }, filters: { lineNumber: '6' } })).toBe(
      false,
    );
    expect(canServeFromCache({ sort: { id: 'modified', desc: true }, filters: { status: 'ACTIVE' } })).toBe(
      true,
    );
  });

  it('as a virtual source: counts, reads the viewport and ahead of it, and starts over after a refresh', {
    timeout: 120_000,
  }, async () => {
    const view = { sort: { id: 'modified', desc: true }, filters: {} };
    const want = expected(view);
    const source = createCachedSubscriptionsSource(view, { backend });
    const changes = vi.fn();
    source.subscribe(changes);
    await vi.waitFor(() => expect(source.count).toBe(want.length), WAIT);
    expect(source.rowAt(0)).toBeUndefined();

    source.ensureRange(200, 220);
    await vi.waitFor(() => expect(source.rowAt(200)).toBeDefined(), WAIT);
    expect(ids([200, 219, 50, 369].map((index) => source.rowAt(index) as CachedSubscription))).toEqual(
      ids([want[200], want[219], want[50], want[369]] as CachedSubscription[]),
    );
    // The viewport, 150 rows behind it and the rows ahead of it were read (in blocks of 50), not the start.
    expect(source.rowAt(0)).toBeUndefined();
    expect(source.rowAt(49)).toBeUndefined();
    await vi.waitFor(() => expect(source.rowAt(ROWS - 2)).toBeDefined(), WAIT);
    expect(source.rowAt(1_000)?.subscriptionId).toBe(want[1_000]?.subscriptionId);
    expect(ids(await source.readRange(10, 20))).toEqual(ids(want.slice(10, 20)));

    // A refresh of the cache (a line gone): the source counts again, drops what it read, reads the viewport again.
    const removed = want[0] as CachedSubscription;
    cachedLinesChanged(await backend.ask({ type: 'merge', lines: [{ ...removed, status: 'TERMINATED' }] }));
    updateCacheTableState('subscriptions', { status: 'ready', refreshedAt: 42 });
    await vi.waitFor(() => expect(source.count).toBe(want.length - 1), WAIT);
    await vi.waitFor(() => expect(source.rowAt(200)?.subscriptionId).toBe(want[201]?.subscriptionId), WAIT);
    expect(changes).toHaveBeenCalled();
    source.dispose();
    all = all.filter((line) => line.subscriptionId !== removed.subscriptionId);
  });

  it('reads the viewport first, then ahead in the direction of travel, at most two reads in flight', async () => {
    const { want, gated, source } = await gatedSourceByLineNumber();
    try {
      source.ensureRange(200, 230);
      // The viewport's own block, then the first read ahead (downwards: nothing was asked before).
      expect(gated.asked()).toEqual([
        [200, 250],
        [250, 950],
      ]);
      await gated.settle();
      // Then the rest ahead (to the end of the 1,200 rows), one read ahead at a time, then the 150 rows behind.
      expect(gated.asked().slice(2)).toEqual([
        [950, 1_200],
        [50, 200],
      ]);
      expect(source.rowAt(0)).toBeUndefined();
      for (const index of [50, 200, 229, 700, 1_199])
        expect(source.rowAt(index)?.subscriptionId, `row ${index}`).toBe(want[index]?.subscriptionId);

      // Moving up: the rows ahead are now above the viewport.
      const before = gated.asked().length;
      source.ensureRange(0, 30);
      await gated.settle();
      expect(gated.asked().slice(before)).toEqual([[0, 50]]);
    } finally {
      source.dispose();
    }
  });

  it('drops a read that answers after its rows scrolled away, and reads where the viewport stopped', async () => {
    const { want, gated, source } = await gatedSourceByLineNumber();
    try {
      // A fast scroll: five viewports asked for before any read has answered.
      for (const start of [0, 100, 300, 600, 1_100]) source.ensureRange(start, start + 20);
      // Two reads in flight (the first viewport and its read ahead); the viewports passed over queue nothing.
      expect(gated.asked()).toEqual([
        [0, 50],
        [50, 750],
      ]);
      await gated.settle();
      // The stale reads were dropped: nothing around the start is kept, the last viewport was read where it is.
      expect(gated.asked()[2]).toEqual([1_100, 1_150]);
      expect(source.rowAt(0)).toBeUndefined();
      expect(source.rowAt(300)).toBeUndefined();
      expect(source.rowAt(700)).toBeUndefined();
      // Every row kept is the row of its own index.
      let kept = 0;
      for (let index = 0; index < want.length; index += 1) {
        const row = source.rowAt(index);
        if (row === undefined) continue;
        kept += 1;
        expect(row.subscriptionId, `row ${index}`).toBe(want[index]?.subscriptionId);
      }
      expect(kept).toBeGreaterThanOrEqual(150);
      expect(source.rowAt(1_105)?.subscriptionId).toBe(want[1_105]?.subscriptionId);
    } finally {
      source.dispose();
    }
  });
});

/** A source over the lines by line number on the gated backend, counted (every line) before it is handed over. */
async function gatedSourceByLineNumber() {
  const view = { sort: { id: 'lineNumber', desc: false }, filters: {} };
  const want = expected(view);
  const gated = gatedBackend();
  const source = createCachedSubscriptionsSource(view, { backend: gated.backend });
  await vi.waitFor(() => expect(source.count).toBe(want.length), WAIT);
  return { want, gated, source };
}

/**
 * The real in-thread backend, with its window answers held until released: the reads in flight can be seen, and
 * answered late (after the viewport moved on), as a busy worker answers.
 */
function gatedBackend() {
  const requests: { range: [number, number]; release: () => void }[] = [];
  const gated: CacheBackend = {
    ...backend,
    ask: (question) => {
      if (question.type !== 'window') return backend.ask(question);
      return new Promise((resolve, reject) => {
        requests.push({
          range: [question.from, question.to],
          release: () => void backend.ask(question).then(resolve, reject),
        });
      });
    },
  };
  let released = 0;
  const releaseAll = async () => {
    while (released < requests.length) requests[released++]?.release();
    // The answers and the reads they start.
    await new Promise((done) => setTimeout(done, 50));
  };
  return {
    backend: gated,
    asked: () => requests.map((request) => request.range),
    releaseAll,
    /** Releases every read, and those they start, until none is asked. */
    settle: async () => {
      for (let round = 0; round < 50 && released < requests.length; round += 1) await releaseAll();
    },
  };
}
