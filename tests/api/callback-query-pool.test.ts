import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { callbackQueryPool } from '../../api/db/callback-query-pool';
import { PglitePgConnection } from '../../api/db/pglite-pg-connection';

type Scratch = { notes: { id: number; text: string } };

// The pool Kysely runs every api query through (api/db/callback-query-pool.ts), over an in-memory engine.
describe('the pool that runs queries through pg callbacks', () => {
  let pglite: PGlite;
  let db: Kysely<Scratch>;
  let connectionsCreated = 0;

  beforeAll(async () => {
    pglite = await PGlite.create();
    // pg's types know only its own Connection (see api/db/create-database.ts).
    const pool = new pg.Pool({ connection: new PglitePgConnection(pglite), max: 1 } as pg.PoolConfig);
    db = new Kysely<Scratch>({
      dialect: new PostgresDialect({
        pool: callbackQueryPool(pool),
        onCreateConnection: async () => {
          connectionsCreated += 1;
        },
      }),
    });
    await sql`create table notes (id int primary key, text text not null)`.execute(db);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await db.destroy();
    await pglite.close();
  });

  test('answers rows, affected counts and transactions as Kysely expects, on one connection', async () => {
    const inserted = await db
      .insertInto('notes')
      .values([
        { id: 1, text: 'Peñalver' },
        { id: 2, text: 'Ibáñez' },
      ])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db
      .updateTable('notes')
      .set({ text: 'Ibáñez Soria' })
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 3, text: 'Sauceda' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, text: 'rolled back' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, text: 'Peñalver' },
      { id: 2, text: 'Ibáñez Soria' },
      { id: 3, text: 'Sauceda' },
    ]);
    // Kysely keeps its connection per client object it is handed: a new wrapper per checkout would be a new one.
    expect(connectionsCreated).toBe(1);
  });

  test('a failing statement rejects with the database error and gives the client back', async () => {
    const failure = await sql`select * from no_such_table`.execute(db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(pg.DatabaseError);
    expect((failure as pg.DatabaseError).code).toBe('42P01');
    await expect(db.insertInto('notes').values({ id: 1, text: 'duplicate' }).execute()).rejects.toMatchObject(
      { code: '23505' },
    );
    // The pool holds one client: had a failure kept it, this would wait for ever.
    const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db);
    expect(rows).toEqual([{ n: 42 }]);
  });

  test("every query goes through pg's callback API, not its promise API", async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    await db.selectFrom('notes').select('id').execute();
    await sql`select 1`.execute(db);
    expect(query).toHaveBeenCalledTimes(2);
    for (const call of query.mock.calls) expect(typeof call.at(-1)).toBe('function');
  });
});
