import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CacheDatabase,
  CachedSubscription,
  CachedSubscriptionSort,
} from '../../client/cache/cache-database';
import { updateCacheTableState } from '../../client/cache/cache-state';
import {
  compareCachedSubscriptions,
  countCachedSubscriptions,
  readCachedSubscriptions,
} from '../../client/cache/cached-subscriptions-reads';
import {
  canServeFromCache,
  createCachedSubscriptionsSource,
} from '../../client/cache/cached-subscriptions-source';
import type { CachedSubscriptionsView } from '../../client/cache/cached-subscriptions-view';
import { openCacheDatabase } from '../../client/cache/open-cache-database';
import { downloadLine } from './local-cache-fixtures';

const ROWS = 1_200;
const all: CachedSubscription[] = Array.from({ length: ROWS }, (_, index) => downloadLine(index));
let db: CacheDatabase;

/** The same view answered by a plain array filter and sort: what the indexes must reproduce. */
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
  db = openCacheDatabase({ name: 'local-cache-source-test' });
  await db.subscriptions.bulkPut(all);
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

describe('cached subscriptions source: counts and windows through the Dexie indexes', () => {
  it('counts and reads every window of every supported sort and filter as a plain array sort does', async () => {
    let checked = 0;
    for (const sort of sorts) {
      for (const filters of filterSets) {
        const view = { sort, filters };
        if (!canServeFromCache(view)) continue;
        const want = expected(view);
        const label = JSON.stringify(view);
        expect(await countCachedSubscriptions(db, view), label).toBe(want.length);
        const windows: [number, number][] = [
          [0, 25],
          [Math.max(0, Math.floor(want.length / 2) - 7), Math.floor(want.length / 2) + 50],
          [Math.max(0, want.length - 10), want.length + 10],
        ];
        for (const [from, to] of windows) {
          expect(ids(await readCachedSubscriptions(db, view, from, to)), `${label} [${from},${to})`).toEqual(
            ids(want.slice(from, to)),
          );
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

  it('as a virtual source: counts, reads only the windows asked for, and starts over after a refresh', {
    timeout: 120_000,
  }, async () => {
    const view = { sort: { id: 'modified', desc: true }, filters: { family: 'MOBILE' } };
    const want = expected(view);
    const source = createCachedSubscriptionsSource(view, { db });
    const changes = vi.fn();
    source.subscribe(changes);
    await vi.waitFor(() => expect(source.count).toBe(want.length), WAIT);
    expect(source.rowAt(0)).toBeUndefined();

    source.ensureRange(130, 150);
    await vi.waitFor(() => expect(source.rowAt(130)).toBeDefined(), WAIT);
    expect(ids([130, 149, 100, 199].map((index) => source.rowAt(index) as CachedSubscription))).toEqual(
      ids([want[130], want[149], want[100], want[199]] as CachedSubscription[]),
    );
    // Only the window holding rows 130-149 (100-199) was read, not the start.
    expect(source.rowAt(0)).toBeUndefined();
    expect(source.rowAt(200)).toBeUndefined();
    expect(ids(await source.readRange(10, 20))).toEqual(ids(want.slice(10, 20)));

    // A refresh of the cache (a line removed): the source counts again and drops what it read.
    const removed = want[0] as CachedSubscription;
    await db.subscriptions.delete(removed.subscriptionId);
    updateCacheTableState('subscriptions', { status: 'ready', refreshedAt: 42 });
    await vi.waitFor(() => expect(source.count).toBe(want.length - 1), WAIT);
    expect(source.rowAt(130)).toBeUndefined();
    expect(changes).toHaveBeenCalled();
    source.dispose();
    await db.subscriptions.put(removed);
  });
});
