import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheBackend } from '../../client/cache/cache-backend';
import { readChunks } from '../../client/cache/cache-chunk-store';
import type { CacheDatabase } from '../../client/cache/cache-database';
import { updateCacheTableState } from '../../client/cache/cache-state';
import { cachedLinesChanged, onCachedLinesChanged } from '../../client/cache/cached-lines-changes';
import { CachedLines } from '../../client/cache/cached-lines-memory';
import { createCachedSubscriptionsSource } from '../../client/cache/cached-subscriptions-source';
import { linesInAnswer, mergeChangedLines } from '../../client/cache/merge-changed-lines';
import { downloadLine, filledBackend } from './local-cache-fixtures';

let db: CacheDatabase;
let backend: CacheBackend;
let memory: CachedLines;
let run = 0;
const held = () => [0, 1, 2].map((index) => downloadLine(index, { status: 'ACTIVE' }));

beforeEach(async () => {
  run += 1;
  ({ db, backend } = await filledBackend(`merge-changed-lines-${run}`, held()));
  memory = CachedLines.of([held()]);
}, 60_000);

/** The lines as stored in the database (the chunks of the current load). */
async function stored() {
  const meta = await db.meta.get('subscriptions');
  return meta ? (await readChunks(db, 'subscriptions', meta.generation)).flat() : [];
}

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

  it('changes the fields the answer carries on lines the cache holds, and adds none', () => {
    const line = downloadLine(1);
    const { changes, chunks } = mergeChangedLines(memory, [
      { subscriptionId: line.subscriptionId, alias: 'Móvil de casa', modified: '2026-03-10T10:00:00.000Z' },
      { subscriptionId: 'not-cached', alias: 'Nunca' },
    ]);
    expect(changes).toEqual([
      { subscriptionId: line.subscriptionId, fields: ['alias', 'modified'], removed: false },
    ]);
    expect(chunks).toEqual([0]);
    expect(memory.get(line.subscriptionId)).toEqual({
      ...line,
      status: 'ACTIVE',
      alias: 'Móvil de casa',
      modified: '2026-03-10T10:00:00.000Z',
    });
    expect(memory.get('not-cached')).toBeUndefined();
    expect(memory.size).toBe(3);
  });

  it('drops a line that became TERMINATED, as the download leaves those out', () => {
    const ended = downloadLine(2);
    expect(
      mergeChangedLines(memory, [{ subscriptionId: ended.subscriptionId, status: 'TERMINATED' }]),
    ).toEqual({
      changes: [{ subscriptionId: ended.subscriptionId, fields: [], removed: true }],
      chunks: [0],
    });
    expect(memory.get(ended.subscriptionId)).toBeUndefined();
    expect(memory.chunkRows(0).map((line) => line.subscriptionId)).toEqual(
      [0, 1].map((index) => downloadLine(index).subscriptionId),
    );
  });

  it('reports nothing for an answer that changes no cached value', () => {
    const line = downloadLine(1);
    expect(mergeChangedLines(memory, [{ subscriptionId: line.subscriptionId, alias: line.alias }])).toEqual({
      changes: [],
      chunks: [],
    });
  });

  it('in the cache worker: the changed lines are stored (their chunk rewritten) and served', async () => {
    const line = downloadLine(1);
    const ended = downloadLine(2);
    expect(
      await backend.ask({
        type: 'merge',
        lines: [
          { subscriptionId: line.subscriptionId, alias: 'Móvil de casa' },
          { subscriptionId: ended.subscriptionId, status: 'TERMINATED' },
        ],
      }),
    ).toEqual([
      { subscriptionId: line.subscriptionId, fields: ['alias'], removed: false },
      { subscriptionId: ended.subscriptionId, fields: [], removed: true },
    ]);
    expect(await stored()).toEqual([held()[0], { ...held()[1], alias: 'Móvil de casa' }]);
    expect((await backend.ask({ type: 'line', subscriptionId: line.subscriptionId }))?.alias).toBe(
      'Móvil de casa',
    );
  });

  it('a queue source patches the row an action changed when the change does not move it', async () => {
    updateCacheTableState('subscriptions', { status: 'ready', refreshedAt: 1, loaded: 3, total: 3 });
    const source = createCachedSubscriptionsSource(
      { sort: { id: 'lineNumber', desc: false }, filters: {} },
      { backend },
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
        await backend.ask({
          type: 'merge',
          lines: [{ subscriptionId: first.subscriptionId, alias: 'Línea de la oficina' }],
        }),
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
      { backend },
    );
    try {
      await waitUntil(() => source.count === 3);
      source.ensureRange(0, 3);
      await waitUntil(() => source.rowAt(0) !== undefined);
      const first = source.rowAt(0);
      if (!first) throw new Error('no first row');
      cachedLinesChanged(
        await backend.ask({
          type: 'merge',
          lines: [{ subscriptionId: first.subscriptionId, status: 'PENDING_TERMINATION' }],
        }),
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
