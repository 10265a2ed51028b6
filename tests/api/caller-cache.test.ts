import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { type CachedCaller, createCallerCache } from '../../api/auth/caller-cache';
import type { UserRow } from '../../api/db/database-schema';
import { listenOnServer, type StopListening } from '../../api/db/notification-listener';
import { createTestDatabase } from '../support/test-database';

const caller = (email: string): CachedCaller => ({
  user: { email, channel_id: '2020001' } as UserRow,
  channelSubtree: ['2020001'],
});

describe('the caller cache on its own', () => {
  test('keeps a caller only while keeping is on, and forgets all on clear', () => {
    const cache = createCallerCache({ maxAgeMs: 60_000 });
    cache.keep('a@demo.test', caller('a@demo.test'), cache.beginRead());
    expect(cache.get('a@demo.test')).toBeUndefined();
    cache.setKeeping(true);
    cache.keep('a@demo.test', caller('a@demo.test'), cache.beginRead());
    expect(cache.get('a@demo.test')?.user.email).toBe('a@demo.test');
    cache.clear();
    expect(cache.get('a@demo.test')).toBeUndefined();
    cache.keep('a@demo.test', caller('a@demo.test'), cache.beginRead());
    cache.setKeeping(false);
    expect(cache.get('a@demo.test')).toBeUndefined();
  });

  test('a read that began before a change is not kept after it', () => {
    const cache = createCallerCache({ maxAgeMs: 60_000 });
    cache.setKeeping(true);
    const beforeChange = cache.beginRead();
    cache.clear();
    cache.keep('a@demo.test', caller('a@demo.test'), beforeChange);
    expect(cache.get('a@demo.test')).toBeUndefined();
    const afterInterruption = cache.beginRead();
    cache.setKeeping(false);
    cache.setKeeping(true);
    cache.keep('a@demo.test', caller('a@demo.test'), afterInterruption);
    expect(cache.get('a@demo.test')).toBeUndefined();
  });

  test('a caller is forgotten after the maximum age; the oldest goes when full; age 0 keeps none', () => {
    let now = 1_000;
    const cache = createCallerCache({ maxAgeMs: 500, maxEntries: 2, now: () => now });
    cache.setKeeping(true);
    for (const email of ['a@demo.test', 'b@demo.test']) cache.keep(email, caller(email), cache.beginRead());
    now += 499;
    expect(cache.get('a@demo.test')).toBeDefined();
    cache.keep('c@demo.test', caller('c@demo.test'), cache.beginRead());
    expect(cache.get('a@demo.test')).toBeUndefined();
    expect(cache.get('b@demo.test')).toBeDefined();
    now += 1;
    expect(cache.get('b@demo.test')).toBeUndefined();
    expect(cache.get('c@demo.test')).toBeDefined();

    const none = createCallerCache({ maxAgeMs: 0 });
    none.setKeeping(true);
    none.keep('a@demo.test', caller('a@demo.test'), none.beginRead());
    expect(none.get('a@demo.test')).toBeUndefined();
  });
});

describe.runIf(process.env.CENTRALITA_TEST_DB === 'postgres')(
  'the notifications connection to a server',
  () => {
    test('reports its loss, listens again by itself, and receives notifications after that', async () => {
      const database = await createTestDatabase();
      const url = database.databaseUrl ?? '';
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const events: string[] = [];
      let stop: StopListening | undefined;
      const until = async (event: string) => {
        for (let waited = 0; !events.includes(event); waited += 20) {
          if (waited > 10_000) throw new Error(`no ${event} after 10 s: ${events.join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      try {
        stop = await listenOnServer(
          url,
          'caller_test',
          {
            notified: (payload) => events.push(`notified ${payload}`),
            listening: () => events.push('listening'),
            interrupted: () => events.push('interrupted'),
          },
          () => {},
        );
        expect(events).toEqual(['listening']);
        await admin.query(`select pg_notify('caller_test', 'one')`);
        await until('notified one');

        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
        );
        expect(rows).toHaveLength(1);
        events.length = 0;
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await until('interrupted');
        await until('listening');
        expect(events.indexOf('interrupted')).toBeLessThan(events.indexOf('listening'));
        await admin.query(`select pg_notify('caller_test', 'two')`);
        await until('notified two');
      } finally {
        await stop?.();
        await admin.end();
        await database.drop();
      }
    });
  },
);
