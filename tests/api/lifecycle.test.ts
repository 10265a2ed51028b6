import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiServer, type IdentityServer, startApiServer } from '../support/api-server';
import { startIdentityServer } from '../support/identity-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const expectedKind = process.env.CENTRALITA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const migrationFiles = async () =>
  (await readdir(fileURLToPath(new URL('../../api/db/migrations', import.meta.url)))).filter((f) =>
    f.endsWith('.sql'),
  );

let identity: IdentityServer;
let database: TestDatabase;
let server: ApiServer;

beforeAll(async () => {
  identity = await startIdentityServer();
  database = await createTestDatabase();
  server = await startApiServer({ identity, database });
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await identity?.close();
});

describe('requests every api answers the same way', () => {
  test('GET /health needs no token and names the database', async () => {
    const res = await server.call('GET', '/health', null);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, db: expectedKind });
  });

  test('an unknown route is 404 NOT_FOUND once authenticated, 401 before', async () => {
    expect((await server.call('GET', '/no/such/route', null)).status).toBe(401);
    const { accessToken } = await server.signIn('agent@demo.test');
    const res = await server.call('GET', '/no/such/route', accessToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('an oversized body is refused with 413 PAYLOAD_TOO_LARGE', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const res = await server.call('PUT', '/user/channel', accessToken, { channel: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  test('an unexpected failure is 500 INTERNAL without internals', async () => {
    const { accessToken } = await server.signIn('admin@demo.test');
    await sql`alter table brands rename to brands_away`.execute(server.db);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await server.call('GET', '/channel/config', accessToken);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
      expect(JSON.stringify(res.body)).not.toMatch(/brands|relation|at /);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
      await sql`alter table brands_away rename to brands`.execute(server.db);
    }
    expect((await server.call('GET', '/channel/config', accessToken)).status).toBe(200);
  });
});

describe('restart', () => {
  test('migrations are applied once and data persists across a restart', async () => {
    const files = await migrationFiles();
    const applied = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
      server.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(files.map((f) => f.replace(/\.sql$/, '')).sort());

    const { accessToken } = await server.signIn('manager@demo.test');
    const moved = await server.call('PUT', '/user/channel', accessToken, { channel: '2020001002' });
    expect(moved.status).toBe(200);
    await server.db
      .updateTable('brands')
      .set({ max_sales: 777, has_max_sales: true })
      .where('id', '=', '1450002')
      .execute();
    const users = await server.db
      .selectFrom('users')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();

    await server.close();
    server = await startApiServer({ identity, database });

    const again = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
      server.db,
    );
    expect(again.rows).toEqual(applied.rows);
    const after = await server.db
      .selectFrom('users')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(users.n);
    const brand = await server.db
      .selectFrom('brands')
      .select('max_sales')
      .where('id', '=', '1450002')
      .executeTakeFirstOrThrow();
    expect(brand.max_sales).toBe(777);

    // The token issued before the restart is still good, and the saved channel came back.
    const session = await server.call('GET', '/session', accessToken);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ channel: '2020001002', originalChannel: '2020001' });
  });
});
