import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../api/db/create-database';
import type { Database } from '../../api/db/database-schema';
import { createEstimatedCount } from '../../api/pagination/estimated-count';
import { plannerRowEstimate } from '../../api/pagination/planner-row-estimate';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('estimated list totals', () => {
  it('counts once per key within the time to live, then counts again', async () => {
    let now = 0;
    let counts = 0;
    const estimated = createEstimatedCount({ ttlMs: 60_000, now: () => now });
    const count = async () => {
      counts += 1;
      return counts * 10;
    };
    expect(await estimated('a', count)).toBe(10);
    now = 59_999;
    expect(await estimated('a', count)).toBe(10);
    expect(counts).toBe(1);
    expect(await estimated('b', count)).toBe(20);
    now = 60_000;
    expect(await estimated('a', count)).toBe(30);
    expect(counts).toBe(3);
  });

  it('keeps at most maxKeys keys, forgetting the oldest first', async () => {
    let counts = 0;
    const estimated = createEstimatedCount({ maxKeys: 2, now: () => 0 });
    const count = async () => {
      counts += 1;
      return counts;
    };
    await estimated('a', count);
    await estimated('b', count);
    await estimated('c', count);
    expect(await estimated('b', count)).toBe(2);
    expect(await estimated('a', count)).toBe(4);
    expect(counts).toBe(4);
  });
});

describe('estimated list totals from the planner', () => {
  it('answers the estimate from the threshold on, counts exactly below it, and caches either answer', async () => {
    let counts = 0;
    let estimates = 0;
    const estimated = createEstimatedCount({ exactBelow: 10_000, now: () => 0 });
    const count = (exact: number) => async () => {
      counts += 1;
      return exact;
    };
    const estimate = (planned: number) => async () => {
      estimates += 1;
      return planned;
    };
    expect(await estimated('large', count(250_123), estimate(249_876.4))).toBe(249_876);
    expect(counts).toBe(0);
    expect(await estimated('at threshold', count(10_002), estimate(10_000))).toBe(10_000);
    expect(counts).toBe(0);
    expect(await estimated('small', count(42), estimate(9_999))).toBe(42);
    expect(counts).toBe(1);
    expect(await estimated('large', count(1), estimate(1))).toBe(249_876);
    expect(await estimated('small', count(1), estimate(1))).toBe(42);
    expect([counts, estimates]).toEqual([1, 3]);
  });

  describe('on the database of this run', () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    type EstimateRows = { estimate_rows: { n: number; kind: string } };
    let db: Kysely<Database & EstimateRows>;

    beforeAll(async () => {
      database = await createTestDatabase();
      handle = await createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      db = handle.db.withTables<EstimateRows>();
      await sql`create table estimate_rows (n integer not null, kind text not null)`.execute(db);
      await sql`
        insert into estimate_rows
        select n, case when n <= 50 then 'rare' else 'common' end from generate_series(1, 20000) as n
      `.execute(db);
      await sql`analyze estimate_rows`.execute(db);
    }, 120_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    const rowsOf = (kind: string) => db.selectFrom('estimate_rows').where('kind', '=', kind);

    it("reads the planner's row estimate from EXPLAIN without running the query", async () => {
      const common = await plannerRowEstimate(db, rowsOf('common').select(sql<number>`1`.as('one')));
      const rare = await plannerRowEstimate(db, rowsOf('rare').select(sql<number>`1`.as('one')));
      expect(common).toBeGreaterThan(19_950 * 0.9);
      expect(common).toBeLessThan(19_950 * 1.1);
      expect(rare).toBeLessThan(1_000);
    });

    it('answers a large filter from the planner and counts a small one exactly', async () => {
      const estimated = createEstimatedCount({ exactBelow: 1_000 });
      const counted: string[] = [];
      const total = (kind: string) =>
        estimated(
          kind,
          async () => {
            counted.push(kind);
            const { total } = await rowsOf(kind)
              .select((eb) => eb.fn.countAll<string | number>().as('total'))
              .executeTakeFirstOrThrow();
            return Number(total);
          },
          () => plannerRowEstimate(db, rowsOf(kind).select(sql<number>`1`.as('one'))),
        );
      const planned = await plannerRowEstimate(db, rowsOf('common').select(sql<number>`1`.as('one')));
      expect(await total('common')).toBe(Math.round(planned));
      expect(await total('rare')).toBe(50);
      expect(counted).toEqual(['rare']);
    });
  });
});
