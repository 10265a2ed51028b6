import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  chunkKey,
  commitGeneration,
  decodeChunk,
  encodeChunk,
  nextGeneration,
  readChunks,
  writeChunk,
} from '../../client/cache/cache-chunk-store';
import type { CachedCustomer } from '../../client/cache/cache-database';
import { CacheWorkerCore } from '../../client/cache/cache-worker-core';
import { openCacheDatabase } from '../../client/cache/open-cache-database';
import { downloadLine, filledBackend } from './local-cache-fixtures';

const lines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => downloadLine(from + index));

let databases = 0;
const freshDatabase = () => openCacheDatabase({ name: `local-cache-chunks-${++databases}` });

const meta = (generation: number, count: number) => ({
  key: 'subscriptions' as const,
  owner: 'o',
  refreshedAt: 1,
  modified: 'm',
  count,
  generation,
});

describe('the chunk store', () => {
  it('keeps every field of a line and a customer through a chunk (quotes, backslashes, nulls, accents)', () => {
    const held = lines(40);
    expect(decodeChunk('subscriptions', encodeChunk('subscriptions', held))).toEqual(held);
    const customers: CachedCustomer[] = [
      {
        customerId: 'c1',
        fiscalId: '12345678Z',
        brandId: '2020001',
        name: 'Íñigo "el \\ de" Núñez',
        firstSurname: null,
        lastSurname: 'Pérez',
        companyName: null,
        email: null,
        phone: '600000000',
        channelId: '2020001',
      },
    ];
    expect(decodeChunk('customers', encodeChunk('customers', customers))).toEqual(customers);
  });

  it('writes chunks of a generation, reads them back in order, and a commit drops every other generation', async () => {
    const db = freshDatabase();
    const all = lines(25);
    for (let index = 0; index < 3; index += 1)
      await writeChunk(db, 'subscriptions', 1, index, all.slice(index * 10, index * 10 + 10));
    await commitGeneration(db, meta(1, 25));
    expect((await readChunks(db, 'subscriptions', 1)).flat()).toEqual(all);

    // A load cut after one chunk of generation 2: the stored rows are still generation 1's.
    expect(await nextGeneration(db, 'subscriptions')).toBe(2);
    await writeChunk(db, 'subscriptions', 2, 0, lines(10, 500));
    expect((await db.meta.get('subscriptions'))?.generation).toBe(1);
    expect((await readChunks(db, 'subscriptions', 1)).flat()).toEqual(all);

    // The next load does not reuse the cut one's generation, and its commit leaves only its own chunks.
    expect(await nextGeneration(db, 'subscriptions')).toBe(3);
    await writeChunk(db, 'subscriptions', 3, 0, lines(5, 900));
    await commitGeneration(db, meta(3, 5));
    expect(await db.chunks.toCollection().primaryKeys()).toEqual([chunkKey('subscriptions', 3, 0)]);
    expect((await readChunks(db, 'subscriptions', 3)).flat()).toEqual(lines(5, 900));
  });

  it('rewrites the one chunk that holds a changed line, and a new worker reads the change back', async () => {
    const { db, backend } = await filledBackend(`local-cache-chunks-${++databases}`, lines(12_000));
    const changed = downloadLine(7_500);
    const before = await db.chunks.toArray();
    await backend.ask({ type: 'merge', lines: [{ subscriptionId: changed.subscriptionId, alias: 'Casa' }] });
    const after = await db.chunks.toArray();
    // Three chunks of 5,000: only the second one was written again.
    expect(after.map((chunk) => chunk.rows === before.find((old) => old.key === chunk.key)?.rows)).toEqual([
      true,
      false,
      true,
    ]);
    const reopened = new CacheWorkerCore(db, { fetch, tokenFor: async () => null });
    expect(await reopened.open('o')).toEqual({ lines: 12_000, hasActiveLine: true, customers: null });
    expect((await reopened.ask({ type: 'line', subscriptionId: changed.subscriptionId }))?.alias).toBe(
      'Casa',
    );
  }, 120_000);

  it('answers survive the trip to the page (structured clone) as they are', async () => {
    const { backend } = await filledBackend(`local-cache-chunks-${++databases}`, lines(300));
    const view = { sort: { id: 'created', desc: true }, filters: { status: 'ACTIVE' } };
    const window = await backend.ask({ type: 'window', view, from: 10, to: 40 });
    expect(window).toHaveLength(30);
    expect(structuredClone(window)).toEqual(window);
  });
});
