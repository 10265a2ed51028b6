import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheDatabase } from '../../client/cache/cache-database';
import { updateCacheTableState } from '../../client/cache/cache-state';
import { cachedLinesChanged, onCachedLinesChanged } from '../../client/cache/cached-lines-changes';
import { createCachedSubscriptionsSource } from '../../client/cache/cached-subscriptions-source';
import { linesInAnswer, mergeChangedLines } from '../../client/cache/merge-changed-lines';
import { openCacheDatabase } from '../../client/cache/open-cache-database';
import { downloadLine } from './local-cache-fixtures';

let db: CacheDatabase;
let run = 0;

beforeEach(async () => {
  run += 1;
  db = openCacheDatabase({ name: `merge-changed-lines-${run}` });
  await db.subscriptions.bulkPut([0, 1, 2].map((index) => downloadLine(index, { status: 'ACTIVE' })));
}, 60_000);

describe('an action’s answer about lines, written into the local cache', () => {
  it('finds every line of an answer, however deep, and nothing else', () => {
    const one = { __typename: 'Subscription', subscriptionId: 'a', alias: 'x' };
    const two = { __typename: 'Subscription', subscriptionId: 'b', status: 'ACTIVE' };
    const answer = {
      changeTitular: { subscriptions: [one], processes: [{ __typename: 'Process', id: 'p' }] },
      cancelLine: { __typename: 'LineActionResult', subscription: two, notice: null },
    };
    expect(linesInAnswer(answer)).toEqual([one, two]);
    expect(linesInAnswer({ order: { __typename: 'OrderDetail', id: 'o' } })).toEqual([]);
  });

  it('changes the fields the answer carries on lines the cache holds, and adds none', async () => {
    const held = downloadLine(1);
    const changed = await mergeChangedLines(db, [
      { subscriptionId: held.subscriptionId, alias: 'Móvil de casa', modified: '2026-03-10T10:00:00.000Z' },
      { subscriptionId: 'not-cached', alias: 'Nunca' },
    ]);
    expect(changed).toEqual([
      { subscriptionId: held.subscriptionId, fields: ['alias', 'modified'], removed: false },
    ]);
    expect(await db.subscriptions.get(held.subscriptionId)).toEqual({
      ...held,
      status: 'ACTIVE',
      alias: 'Móvil de casa',
      modified: '2026-03-10T10:00:00.000Z',
    });
    expect(await db.subscriptions.get('not-cached')).toBeUndefined();
    expect(await db.subscriptions.count()).toBe(3);
  });

  it('drops a line that became TERMINATED, as the download leaves those out', async () => {
    const ended = downloadLine(2);
    expect(
      await mergeChangedLines(db, [{ subscriptionId: ended.subscriptionId, status: 'TERMINATED' }]),
    ).toEqual([{ subscriptionId: ended.subscriptionId, fields: [], removed: true }]);
    expect(await db.subscriptions.get(ended.subscriptionId)).toBeUndefined();
  });

  it('reports nothing for an answer that changes no cached value', async () => {
    const held = downloadLine(1);
    expect(await mergeChangedLines(db, [{ subscriptionId: held.subscriptionId, alias: held.alias }])).toEqual(
      [],
    );
  });

  it('a queue source patches the row an action changed when the change does not move it', async () => {
    updateCacheTableState('subscriptions', { status: 'ready', refreshedAt: 1, loaded: 3, total: 3 });
    const source = createCachedSubscriptionsSource(
      { sort: { id: 'lineNumber', desc: false }, filters: {} },
      { db },
    );
    const signals: number[] = [];
    const stop = onCachedLinesChanged(() => signals.push(1));
    try {
      await waitUntil(() => source.count === 3);
      source.ensureRange(0, 3);
      await waitUntil(() => source.rowAt(0) !== undefined);
      const first = source.rowAt(0);
      if (!first) throw new Error('no first row');
      const second = source.rowAt(1);
      cachedLinesChanged(
        await mergeChangedLines(db, [{ subscriptionId: first.subscriptionId, alias: 'Línea de la oficina' }]),
      );
      await waitUntil(() => source.rowAt(0)?.alias === 'Línea de la oficina');
      expect(signals).toHaveLength(1);
      // Patched in place: the window's other rows are the same objects (a reread would have read them anew).
      expect(source.rowAt(1)).toBe(second);
    } finally {
      stop();
      source.dispose();
    }
  });
});

describe('a change that moves lines in a filtered view', () => {
  it('counts the view again and rereads its windows', async () => {
    updateCacheTableState('subscriptions', { status: 'ready', refreshedAt: 2, loaded: 3, total: 3 });
    const source = createCachedSubscriptionsSource(
      { sort: { id: 'lineNumber', desc: false }, filters: { status: 'ACTIVE' } },
      { db },
    );
    try {
      await waitUntil(() => source.count === 3);
      source.ensureRange(0, 3);
      await waitUntil(() => source.rowAt(0) !== undefined);
      const first = source.rowAt(0);
      if (!first) throw new Error('no first row');
      cachedLinesChanged(
        await mergeChangedLines(db, [
          { subscriptionId: first.subscriptionId, status: 'PENDING_TERMINATION' },
        ]),
      );
      await waitUntil(() => source.count === 2);
      await waitUntil(() => source.rowAt(0)?.subscriptionId !== first.subscriptionId);
    } finally {
      source.dispose();
    }
  });
});

async function waitUntil(check: () => boolean, timeout = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
