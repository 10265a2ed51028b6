import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChunks, writeChunk } from '../../client/cache/cache-chunk-store';
import type { CacheDatabase, CachedSubscription, CacheTableName } from '../../client/cache/cache-database';
import { runCacheJob } from '../../client/cache/cache-loader';
import {
  cacheSkipReason,
  customersNeedRefresh,
  SUBSCRIPTION_REFRESH_AGE_MS,
  subscriptionsNeedRefresh,
} from '../../client/cache/cache-rules';
import { type CacheState, getCacheState, subscribeCacheState } from '../../client/cache/cache-state';
import { createInThreadBackend } from '../../client/cache/in-thread-cache-backend';
import {
  type CachedSubscriptionsLink,
  type LocalCacheSession,
  localCachesSettled,
  refreshLocalCaches,
  startLocalCaches,
  stopLocalCaches,
} from '../../client/cache/local-cache';
import { openCacheDatabase } from '../../client/cache/open-cache-database';
import { setSessionAnonymous, setSessionReady } from '../../client/session/session-store';
import { downloadLine, downloadText, errorResponse, streamedResponse } from './local-cache-fixtures';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-24T09:00:00Z');
const ORIGIN = 'http://console.test';
const MANAGER: LocalCacheSession = {
  username: 'manager@demo.test',
  role: 'MANAGER',
  channel: '2020001',
  superAdmin: false,
};

let databases = 0;

type Customer = { id: string; name: string; customerType: string };

/** The network of one test: the download and the customers pages, with what was asked of them. */
function fakeNetwork(initial: { lines: CachedSubscription[]; modified: string; customers?: Customer[] }) {
  const net = {
    lines: initial.lines,
    modified: initial.modified,
    customers: initial.customers ?? [
      { id: 'c1', name: 'Lucía', customerType: 'RESIDENTIAL' },
      { id: 'c2', name: 'Talleres Norte SL', customerType: 'COMPANY' },
      { id: 'c3', name: 'Íñigo', customerType: 'FREELANCE' },
    ],
    customersPageSize: 2,
    linkCalls: 0,
    downloads: 0,
    customerPages: 0,
    failDownload: null as null | 'status' | 'cut' | 'refused',
    failCustomers: false,
    fetchLink: async (): Promise<CachedSubscriptionsLink> => {
      net.linkCalls += 1;
      if (net.failDownload === 'refused')
        throw Object.assign(new Error('offline'), { code: 'API_UNAVAILABLE' });
      return {
        url: '/subscriptions/cached/download?token=t.s',
        modified: net.modified,
        total: net.lines.length,
      };
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === `${ORIGIN}/subscriptions/cached/download?token=t.s`) {
        net.downloads += 1;
        if (net.failDownload === 'status') return errorResponse(503, 'API_UNAVAILABLE');
        const text = downloadText(net.lines, net.modified);
        return streamedResponse(
          text,
          1009,
          net.failDownload === 'cut' ? { cutAt: Math.floor(text.length / 2) } : {},
        );
      }
      if (url === `${ORIGIN}/graphql`) {
        net.customerPages += 1;
        expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
        if (net.failCustomers) {
          // What the gateway answers when the api is down.
          const failed = {
            data: null,
            errors: [{ message: 'down', extensions: { code: 'API_UNAVAILABLE' } }],
          };
          return { ok: true, status: 200, json: async () => failed } as unknown as Response;
        }
        const { variables } = JSON.parse(String(init?.body)) as { variables: { after: string | null } };
        const start = variables.after ? Number(variables.after) : 0;
        const page = net.customers.slice(start, start + net.customersPageSize);
        const end = start + page.length;
        const body = {
          data: {
            customers: {
              edges: page.map((customer) => ({
                node: {
                  ...customer,
                  fiscalId: `F-${customer.id}`,
                  brandId: '2020001',
                  channelId: '2020001',
                  firstSurname: null,
                  lastSurname: null,
                  email: `${customer.id}@example.test`,
                  contactPhone: '600000000',
                },
              })),
              pageInfo: { hasNextPage: end < net.customers.length, endCursor: String(end) },
              totalEstimate: net.customers.length,
            },
          },
        };
        return { ok: true, status: 200, json: async () => body } as unknown as Response;
      }
      throw new Error(`unexpected request ${url}`);
    }) as typeof fetch,
  };
  return net;
}

function setUp(initial: Parameters<typeof fakeNetwork>[0]) {
  databases += 1;
  const db = openCacheDatabase({ name: `local-cache-test-${databases}` });
  const net = fakeNetwork(initial);
  let now = T0;
  const backend = createInThreadBackend({ db, fetch: net.fetch, tokenFor: async () => 'token-1' });
  const statuses: string[] = [];
  const stop = subscribeCacheState(() => {
    const { subscriptions } = getCacheState();
    const last = statuses.at(-1);
    const entry = `${subscriptions.status}:${subscriptions.loaded}/${subscriptions.total ?? '?'}`;
    if (entry !== last) statuses.push(entry);
  });
  const start = (session: LocalCacheSession = MANAGER, publicPage = false) =>
    startLocalCaches(session, {
      db,
      backend,
      now: () => now,
      fetchLink: net.fetchLink,
      isPublicPage: () => publicPage,
      origin: ORIGIN,
    });
  return {
    db,
    backend,
    net,
    statuses,
    start,
    advance: (ms: number) => {
      now += ms;
    },
    cleanup: stop,
  };
}

const lines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => downloadLine(from + index));

/** The rows a table holds in the database: the chunks of its meta's generation. */
async function storedRows<Table extends CacheTableName>(db: CacheDatabase, table: Table) {
  const meta = await db.meta.get(table);
  return meta ? (await readChunks(db, table, meta.generation)).flat() : [];
}

async function ids(db: CacheDatabase): Promise<string[]> {
  return (await storedRows(db, 'subscriptions')).map((row) => row.subscriptionId).sort();
}

let cleanups: (() => void)[] = [];
afterEach(async () => {
  stopLocalCaches();
  await localCachesSettled();
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function track<T extends { cleanup: () => void }>(value: T): T {
  cleanups.push(value.cleanup);
  return value;
}

describe('cache rules (docs/decisions.md, "Local caches")', () => {
  const meta = {
    key: 'subscriptions' as const,
    owner: 'o',
    modified: null,
    count: 1,
    refreshedAt: T0,
    generation: 1,
  };

  it('refreshes the lines only when older than one hour AND some line is ACTIVE; fills an empty cache', () => {
    expect(subscriptionsNeedRefresh(undefined, false, T0)).toBe(true);
    expect(subscriptionsNeedRefresh(meta, true, T0 + SUBSCRIPTION_REFRESH_AGE_MS)).toBe(false);
    expect(subscriptionsNeedRefresh(meta, true, T0 + SUBSCRIPTION_REFRESH_AGE_MS + 1)).toBe(true);
    expect(subscriptionsNeedRefresh(meta, false, T0 + 10 * HOUR)).toBe(false);
    expect(subscriptionsNeedRefresh(meta, true, T0 + 59 * 60_000)).toBe(false);
  });

  it('keeps customers for one hour', () => {
    expect(customersNeedRefresh(undefined, T0)).toBe(true);
    expect(customersNeedRefresh({ ...meta, key: 'customers' }, T0 + HOUR - 1)).toBe(false);
    expect(customersNeedRefresh({ ...meta, key: 'customers' }, T0 + HOUR)).toBe(true);
  });

  it('skips AGENT (and USER, CLIENT), public pages, and the top-level channel unless super admin', () => {
    const user = { username: 'u', channel: '2020001', superAdmin: false };
    expect(cacheSkipReason({ ...user, role: 'AGENT' }, { publicPage: false })).toBe('role');
    expect(cacheSkipReason({ ...user, role: 'USER' }, { publicPage: false })).toBe('role');
    expect(cacheSkipReason({ ...user, role: 'CLIENT' }, { publicPage: false })).toBe('role');
    expect(cacheSkipReason({ ...user, role: 'MANAGER' }, { publicPage: false })).toBeNull();
    expect(cacheSkipReason({ ...user, role: 'ADMIN' }, { publicPage: true })).toBe('public-page');
    expect(cacheSkipReason({ ...user, role: 'ADMIN', channel: '0' }, { publicPage: false })).toBe(
      'top-level-channel',
    );
    expect(
      cacheSkipReason({ ...user, role: 'ADMIN', channel: '0', superAdmin: true }, { publicPage: false }),
    ).toBeNull();
  });
});

describe('local caches', () => {
  it('fills both tables after sign-in, reporting progress, and keeps them for the owner', async () => {
    const world = track(setUp({ lines: lines(23), modified: '2026-11-20T10:00:00.000Z' }));
    world.start();
    await localCachesSettled();

    expect(await ids(world.db)).toEqual(
      lines(23)
        .map((line) => line.subscriptionId)
        .sort(),
    );
    const stored = (await storedRows(world.db, 'subscriptions')).find(
      (row) => row.subscriptionId === downloadLine(4).subscriptionId,
    );
    expect(stored).toEqual(downloadLine(4));
    // Served from the cache worker's memory as well.
    expect(await world.backend.ask({ type: 'line', subscriptionId: downloadLine(4).subscriptionId })).toEqual(
      downloadLine(4),
    );
    expect(await world.db.meta.get('subscriptions')).toMatchObject({
      owner: 'manager@demo.test|2020001',
      refreshedAt: T0,
      modified: '2026-11-20T10:00:00.000Z',
      count: 23,
    });
    expect(world.statuses).toEqual(['loading:0/?', 'loading:0/23', 'loading:23/23', 'ready:23/23']);
    const customers = await storedRows(world.db, 'customers');
    expect(customers.map((customer) => [customer.customerId, customer.companyName])).toEqual([
      ['c1', null],
      ['c2', 'Talleres Norte SL'],
      ['c3', null],
    ]);
    expect(world.net.customerPages).toBe(2);
    expect(getCacheState()).toMatchObject<Partial<CacheState>>({
      subscriptions: expect.objectContaining({ status: 'ready', loaded: 23, refreshedAt: T0 }),
      customers: expect.objectContaining({ status: 'ready', loaded: 3, refreshedAt: T0 }),
    });
  });

  it('does not refresh lines younger than one hour; after one hour with ACTIVE lines it asks, and skips an unchanged download', async () => {
    const world = track(setUp({ lines: lines(8), modified: 'm1' }));
    world.start();
    await localCachesSettled();
    expect([world.net.linkCalls, world.net.downloads]).toEqual([1, 1]);

    world.advance(HOUR - 1);
    await refreshLocalCaches();
    expect([world.net.linkCalls, world.net.downloads]).toEqual([1, 1]);

    world.advance(2);
    await refreshLocalCaches();
    // Same modified marker: confirmed fresh without downloading again.
    expect([world.net.linkCalls, world.net.downloads]).toEqual([2, 1]);
    expect((await world.db.meta.get('subscriptions'))?.refreshedAt).toBe(T0 + HOUR + 1);

    world.advance(HOUR + 1);
    world.net.modified = 'm2';
    world.net.lines = [...lines(5), downloadLine(100)];
    await refreshLocalCaches();
    expect([world.net.linkCalls, world.net.downloads]).toEqual([3, 2]);
    // Lines gone from the scope are dropped; new ones added.
    expect(await ids(world.db)).toEqual(world.net.lines.map((line) => line.subscriptionId).sort());
    expect(await world.db.meta.get('subscriptions')).toMatchObject({ modified: 'm2', count: 6 });
  });

  it('keeps lines older than one hour when none of them is ACTIVE', async () => {
    const world = track(
      setUp({
        lines: lines(6).map((line) => ({ ...line, status: 'PENDING_PORTABILITY' as const })),
        modified: 'm1',
      }),
    );
    world.start();
    await localCachesSettled();
    world.advance(5 * HOUR);
    world.net.modified = 'm2';
    await refreshLocalCaches();
    expect(world.net.linkCalls).toBe(1);
    expect(getCacheState().subscriptions.status).toBe('ready');
  });

  it('keeps customers for one hour, then reloads them', async () => {
    const world = track(setUp({ lines: lines(3), modified: 'm1' }));
    world.start();
    await localCachesSettled();
    expect(world.net.customerPages).toBe(2);
    world.advance(HOUR - 1);
    await refreshLocalCaches();
    expect(world.net.customerPages).toBe(2);
    world.advance(1);
    world.net.customers = [{ id: 'c9', name: 'Nuevo', customerType: 'RESIDENTIAL' }];
    await refreshLocalCaches();
    expect(world.net.customerPages).toBe(3);
    expect((await storedRows(world.db, 'customers')).map((row) => row.customerId)).toEqual(['c9']);
  });

  it('falls back to the cached lines when the refresh fails (refused, error status, cut mid-stream)', async () => {
    const world = track(setUp({ lines: lines(12), modified: 'm1' }));
    world.start();
    await localCachesSettled();
    const before = await ids(world.db);

    for (const failure of ['refused', 'status', 'cut'] as const) {
      world.advance(HOUR + 1);
      world.net.modified = `changed-${failure}`;
      world.net.lines = lines(12, 50);
      world.net.failDownload = failure;
      await refreshLocalCaches();
      expect(getCacheState().subscriptions, failure).toMatchObject({
        status: 'stale',
        loaded: 12,
        refreshedAt: T0,
        errorCode: 'API_UNAVAILABLE',
      });
      // The previous load's rows are all still there (a cut load may have added fresher ones, never removed any).
      expect(
        (await ids(world.db)).filter((id) => before.includes(id)),
        failure,
      ).toEqual(before);
      expect((await world.db.meta.get('subscriptions'))?.modified).toBe('m1');
    }

    world.net.failDownload = null;
    await refreshLocalCaches();
    expect(getCacheState().subscriptions.status).toBe('ready');
    expect(await ids(world.db)).toEqual(
      lines(12, 50)
        .map((line) => line.subscriptionId)
        .sort(),
    );
  });

  it('reports a failed first load as failed (no rows to fall back on), and a failed customers load apart', async () => {
    const world = track(setUp({ lines: lines(4), modified: 'm1' }));
    world.net.failDownload = 'status';
    world.net.failCustomers = true;
    world.start();
    await localCachesSettled();
    expect(getCacheState().subscriptions).toMatchObject({ status: 'failed', errorCode: 'API_UNAVAILABLE' });
    expect(getCacheState().customers).toMatchObject({ status: 'failed', errorCode: 'API_UNAVAILABLE' });
  });

  it('skips AGENT, the operator channel without super admin, and public pages: nothing is fetched', async () => {
    const world = track(setUp({ lines: lines(3), modified: 'm1' }));
    const cases: [LocalCacheSession, boolean][] = [
      [{ ...MANAGER, username: 'agent@demo.test', role: 'AGENT' }, false],
      [{ ...MANAGER, username: 'operator@demo.test', role: 'ADMIN', channel: '0' }, false],
      [MANAGER, true],
    ];
    for (const [session, publicPage] of cases) {
      world.start(session, publicPage);
      await localCachesSettled();
      expect(getCacheState().subscriptions.status, session.username).toBe('skipped');
      expect(getCacheState().customers.status, session.username).toBe('skipped');
      stopLocalCaches();
    }
    expect([world.net.linkCalls, world.net.downloads, world.net.customerPages]).toEqual([0, 0, 0]);

    // The operator as super admin in the top-level channel does get the cache.
    world.start({ ...MANAGER, username: 'owner@demo.test', role: 'ADMIN', channel: '0', superAdmin: true });
    await localCachesSettled();
    expect(getCacheState().subscriptions.status).toBe('ready');
  });

  it('empties the cache on a channel switch and on log-out', async () => {
    const world = track(setUp({ lines: lines(7), modified: 'm1' }));
    world.start();
    await localCachesSettled();
    expect(await ids(world.db)).toHaveLength(7);

    // Same user and channel again (the session reloaded): nothing happens.
    world.start();
    await localCachesSettled();
    expect(world.net.downloads).toBe(1);

    // Another channel: the previous scope's rows are gone before the new scope's arrive.
    world.net.lines = lines(2, 300);
    world.start({ ...MANAGER, channel: '2020001002' });
    await localCachesSettled();
    expect(await ids(world.db)).toEqual(
      lines(2, 300)
        .map((line) => line.subscriptionId)
        .sort(),
    );
    expect((await world.db.meta.get('subscriptions'))?.owner).toBe('manager@demo.test|2020001002');

    // Log-out (and the 401 handler) end in an anonymous session: stopped, emptied, idle.
    setSessionReady(
      {
        ...MANAGER,
        fullName: 'M',
        email: MANAGER.username,
        originalChannel: '2020001',
        avatar: null,
        abilities: [],
      },
      {
        brandId: '2020001',
        name: 'Demo',
        logoURL: null,
        expandedLogoURL: null,
        darkModeLogoURL: null,
        darkModeExpandedLogoURL: null,
        generateCustomerInvoices: false,
        hasMaxSales: false,
        maxSales: null,
      },
    );
    setSessionAnonymous();
    await vi.waitFor(() => expect(getCacheState().subscriptions.status).toBe('idle'));
    await localCachesSettled();
    expect(await world.db.chunks.count()).toBe(0);
    expect(await world.db.meta.count()).toBe(0);
    // Nor in the worker's memory.
    expect(await world.backend.ask({ type: 'count', view: { sort: null, filters: {} } })).toBe(0);
  });

  it('never serves rows another user left in the database', async () => {
    const world = track(setUp({ lines: lines(3), modified: 'm1' }));
    await writeChunk(world.db, 'subscriptions', 1, 0, lines(4, 900));
    await world.db.meta.put({
      key: 'subscriptions',
      owner: 'someone@else|2020001',
      refreshedAt: T0,
      modified: 'm1',
      count: 4,
      generation: 1,
    });
    world.start();
    await localCachesSettled();
    expect(await ids(world.db)).toEqual(
      lines(3)
        .map((line) => line.subscriptionId)
        .sort(),
    );
    expect(await world.db.chunks.count()).toBe(2);
    expect(await world.backend.ask({ type: 'count', view: { sort: null, filters: {} } })).toBe(3);
  });

  it('a returning user is served the stored rows without a download (read into memory at start)', async () => {
    const first = track(setUp({ lines: lines(9), modified: 'm1' }));
    first.start();
    await localCachesSettled();
    expect(first.net.downloads).toBe(1);
    // A new page (a new worker) on the same database: the rows come from the chunks, for their owner only.
    const backend = createInThreadBackend({
      db: first.db,
      fetch: first.net.fetch,
      tokenFor: async () => null,
    });
    expect(await backend.ask({ type: 'open', owner: 'manager@demo.test|2020001' })).toEqual({
      lines: 9,
      hasActiveLine: true,
      customers: 3,
    });
    const fresh = createInThreadBackend({ db: first.db, fetch: first.net.fetch, tokenFor: async () => null });
    expect(await fresh.ask({ type: 'open', owner: 'someone@else|2020001' })).toEqual({
      lines: null,
      hasActiveLine: false,
      customers: null,
    });
  });
});

describe('loading in chunks', () => {
  it('writes 5,000 rows per chunk record, reporting the download’s own count as total and progress after each', async () => {
    databases += 1;
    const db = openCacheDatabase({ name: `local-cache-test-${databases}` });
    const all = lines(10_001);
    const put = vi.spyOn(Object.getPrototypeOf(db.chunks) as typeof db.chunks, 'put');
    const progress: [number, number | null][] = [];
    const result = await runCacheJob(
      { kind: 'subscriptions', owner: 'o', url: 'http://x/d', modified: null, total: null, now: T0 },
      {
        db,
        fetch: (async () => streamedResponse(downloadText(all, 'm9'), 65_536)) as typeof fetch,
        tokenFor: async () => null,
        onProgress: (loaded, total) => progress.push([loaded, total]),
      },
    );
    expect(result).toMatchObject({ count: 10_001, modified: 'm9' });
    expect(result.kind === 'subscriptions' && result.lines.size).toBe(10_001);
    const chunkPuts = put.mock.calls.flatMap(([record]) => ('rows' in record ? [record] : []));
    expect(chunkPuts.map((chunk) => [chunk.key, JSON.parse(chunk.rows).length])).toEqual([
      ['subscriptions:1:000000', 5_000],
      ['subscriptions:1:000001', 5_000],
      ['subscriptions:1:000002', 1],
    ]);
    expect(progress).toEqual([
      [0, null],
      [0, 10_001],
      [5_000, 10_001],
      [10_000, 10_001],
      [10_001, 10_001],
      [10_001, 10_001],
    ]);
    expect(await ids(db)).toHaveLength(10_001);
    expect(await db.meta.get('subscriptions')).toMatchObject({ count: 10_001, generation: 1 });
    put.mockRestore();
  }, 120_000);
});
