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

  it('as a virtual source: counts, reads the viewport and a little around it, and starts over after a refresh', {
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
    // The viewport and 150 rows on each side were read (in blocks of 50), not the start nor the rest.
    expect(source.rowAt(0)).toBeUndefined();
    expect(source.rowAt(49)).toBeUndefined();
    expect(source.rowAt(400)).toBeUndefined();
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

  it('reads one range at a time and, of the ranges asked meanwhile, only the last', async () => {
    const view = { sort: { id: 'lineNumber', desc: false }, filters: {} };
    const want = expected(view);
    const asked: [number, number][] = [];
    const counting: CacheBackend = {
      ...backend,
      ask: (question) => {
        if (question.type === 'window') asked.push([question.from, question.to]);
        return backend.ask(question);
      },
    };
    const source = createCachedSubscriptionsSource(view, { backend: counting });
    try {
      await vi.waitFor(() => expect(source.count).toBe(want.length), WAIT);
      // A fast scroll: five viewports asked for before the first read has answered.
      for (const start of [0, 100, 300, 600, 900]) source.ensureRange(start, start + 20);
      await vi.waitFor(() => expect(source.rowAt(900)).toBeDefined(), WAIT);
      expect(asked).toEqual([
        [0, 200],
        [750, 1_100],
      ]);
      expect(source.rowAt(300)).toBeUndefined();
      expect(source.rowAt(905)?.subscriptionId).toBe(want[905]?.subscriptionId);
    } finally {
      source.dispose();
    }
  });
});
