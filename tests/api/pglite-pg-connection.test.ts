import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PglitePgConnection } from '../../api/db/pglite-pg-connection';

// The api's PGlite connection on its own (api/db/pglite-pg-connection.ts); the api suites run everything through it.
describe.runIf(process.env.CENTRALITA_TEST_DB !== 'postgres')(
  'the PGlite connection pg.Client speaks through',
  () => {
    let pglite: PGlite;
    let engineRuns = 0;

    beforeAll(async () => {
      pglite = await PGlite.create();
      const run = pglite.execProtocolRawStream.bind(pglite);
      pglite.execProtocolRawStream = (message, options) => {
        engineRuns += 1;
        return run(message, options);
      };
    });
    afterAll(async () => {
      await pglite.close();
    });

    const connectedClient = async (connection: PglitePgConnection) => {
      // pg's types know only its own Connection (see api/db/create-database.ts).
      const client = new pg.Client({ connection } as pg.ClientConfig);
      await client.connect();
      return client;
    };

    test('runs a query with parameters in one engine run, with its values typed and its accents intact', async () => {
      const client = await connectedClient(new PglitePgConnection(pglite));
      try {
        const before = engineRuns;
        const { rows } = await client.query<{ n: number; name: string; day: Date }>(
          'select $1::int + 1 as n, $2::text as name, $3::date as day',
          [41, 'Peñalver Ibáñez', '2026-11-26'],
        );
        expect(engineRuns - before).toBe(1);
        expect(rows).toEqual([{ n: 42, name: 'Peñalver Ibáñez', day: new Date(2026, 10, 26) }]);
      } finally {
        await client.end();
      }
    });

    test('an answer larger than the engine hands over at once arrives whole', async () => {
      const client = await connectedClient(new PglitePgConnection(pglite));
      try {
        const { rows } = await client.query<{ n: number; text: string }>(
          `select n, repeat('ñ', 40000) || n::text as text from generate_series(1, 60) as n`,
        );
        expect(rows).toHaveLength(60);
        expect(rows.every((row) => row.text === `${'ñ'.repeat(40_000)}${row.n}`)).toBe(true);
      } finally {
        await client.end();
      }
    });

    test('a failing statement rejects with the database error and the next one runs', async () => {
      const client = await connectedClient(new PglitePgConnection(pglite));
      try {
        await client.query('create temporary table once (id int primary key)');
        await client.query('insert into once values ($1)', [1]);
        await expect(client.query('insert into once values ($1)', [1])).rejects.toMatchObject({
          code: '23505',
        });
        await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601' });
        const { rows } = await client.query('select count(*)::int as n from once');
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await client.end();
      }
    });

    test('queries asked of the pool together each get their own answer', async () => {
      const pool = new pg.Pool({ connection: new PglitePgConnection(pglite), max: 1 } as pg.PoolConfig);
      try {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => pool.query<{ i: number }>('select $1::int as i', [i])),
        );
        expect(answers.map((answer) => answer.rows[0]?.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      } finally {
        await pool.end();
      }
    });

    test('notifications reach its listeners, those of a transaction only at commit', async () => {
      const connection = new PglitePgConnection(pglite);
      const heard: string[] = [];
      const stop = connection.onNotification((channel, payload) => heard.push(`${channel}:${payload}`));
      const client = await connectedClient(connection);
      try {
        await client.query('listen cambios');
        await client.query(`select pg_notify('cambios', 'uno')`);
        expect(heard).toEqual(['cambios:uno']);
        await client.query('begin');
        await client.query(`select pg_notify('cambios', 'dos')`);
        expect(heard).toEqual(['cambios:uno']);
        await client.query('commit');
        expect(heard).toEqual(['cambios:uno', 'cambios:dos']);
        stop();
        await client.query(`select pg_notify('cambios', 'tres')`);
        expect(heard).toEqual(['cambios:uno', 'cambios:dos']);
        await client.query('unlisten cambios');
      } finally {
        await client.end();
      }
    });

    test('the pool’s next client works on the same connection, and the ended one hears nothing more', async () => {
      const connection = new PglitePgConnection(pglite);
      const first = await connectedClient(connection);
      const endedNotices: unknown[] = [];
      first.on('notice', (notice) => endedNotices.push(notice));
      await first.end();
      const second = await connectedClient(connection);
      const notices: string[] = [];
      second.on('notice', (notice) => notices.push(notice.message ?? ''));
      try {
        await second.query(`do $$ begin raise notice 'hola'; end $$`);
        expect(notices).toEqual(['hola']);
        expect(endedNotices).toEqual([]);
      } finally {
        await second.end();
      }
    });
  },
);
