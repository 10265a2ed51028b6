import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadApiConfig } from '../../api/config';
import { createUserPoolAdmin, type UserPoolAdmin } from '../../api/identity/user-pool-admin';
import { DEMO_ACCOUNTS, seedDemoWorld } from '../../api/seed/demo-world';
import { type ApiServer, startApiServer } from '../support/api-server';

let server: ApiServer;
let pool: UserPoolAdmin;

beforeAll(async () => {
  server = await startApiServer();
  pool = createUserPoolAdmin(
    loadApiConfig({
      COGNITO_USER_POOL_ID: server.identity.poolId,
      COGNITO_ENDPOINT: server.identity.endpoint,
      IDP_ADMIN_ACCESS_KEY_ID: server.identity.adminCredentials.accessKeyId,
      IDP_ADMIN_SECRET_ACCESS_KEY: server.identity.adminCredentials.secretAccessKey,
    }),
  );
});
afterAll(() => server?.close());

async function initiateAuth(email: string, password: string) {
  const res = await fetch(server.identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  return { status: res.status, body: (await res.json()) as { ChallengeName?: string; __type?: string } };
}

describe('the demo world', () => {
  test("customers' streets do not repeat their street type ('Avenida Avenida ...')", async () => {
    const customers = await server.db.selectFrom('customers').select(['street_type', 'street']).execute();
    expect(customers.length).toBeGreaterThan(50);
    const typeWords = ['Calle', 'Avenida', 'Plaza', 'Paseo', 'Camino', 'Carretera', 'Ronda', 'Travesía'];
    const repeated = customers.filter((customer) =>
      typeWords.some((word) => customer.street?.startsWith(`${word} `)),
    );
    expect(repeated).toEqual([]);
  });

  test('has the brands, the operator root and a sub-sub-channel', async () => {
    const brands = await server.db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();
    expect(brands).toEqual([
      { id: '0', name: 'Centralita' },
      { id: '1450002', name: 'Vela Movil' },
      { id: '2020001', name: 'Demo Telecom' },
      { id: '3000003', name: 'Nimbus Fibra' },
    ]);
    const configs = await server.db.selectFrom('brand_config').select('brand_id').execute();
    expect(configs).toHaveLength(4);
    const root = await server.db.selectFrom('channels').selectAll().where('parent_id', 'is', null).execute();
    expect(root.map((c) => c.id)).toEqual(['0']);
    const channels = await server.db.selectFrom('channels').select(['id', 'parent_id']).execute();
    for (const brand of ['2020001', '1450002', '3000003']) {
      expect(channels).toContainEqual({ id: brand, parent_id: '0' });
      const subs = channels.filter((c) => c.parent_id === brand);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      for (const sub of subs) expect(sub.id).toMatch(new RegExp(`^${brand}\\d{3}$`));
    }
    expect(channels).toContainEqual({ id: '2020001001001', parent_id: '2020001001' });
  });

  test.each(DEMO_ACCOUNTS.filter((a) => !a.temporaryPassword).map((a) => a.email))(
    '%s signs in with Demo1234! and is known to the api',
    async (email) => {
      const { accessToken } = await server.signIn(email, 'Demo1234!');
      const res = await server.call('GET', '/session', accessToken);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email });
    },
  );

  test('newpass@demo.test has the temporary password and must choose a new one', async () => {
    const res = await initiateAuth('newpass@demo.test', 'Temp1234!');
    expect(res.status).toBe(200);
    expect(res.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect((await initiateAuth('newpass@demo.test', 'Demo1234!')).body.__type).toBe('NotAuthorizedException');
  });

  test('seeding an already seeded database is a no-op', async () => {
    const before = await server.db.selectFrom('users').select(['id', 'email']).orderBy('email').execute();
    const result = await seedDemoWorld({ db: server.db, pool });
    expect(result.seeded).toBe(false);
    expect(await server.db.selectFrom('users').select(['id', 'email']).orderBy('email').execute()).toEqual(
      before,
    );
  });

  test('--reset restores the demo world with the same ids, and the existing pool accounts still work', async () => {
    const before = await server.db
      .selectFrom('users')
      .select(['id', 'email', 'channel_id'])
      .orderBy('email')
      .execute();
    await server.db
      .updateTable('users')
      .set({ channel_id: '2020001002' })
      .where('email', '=', 'admin@demo.test')
      .execute();
    await server.db.deleteFrom('users').where('email', '=', 'norole@demo.test').execute();
    await pool.setPassword('agent@demo.test', 'Changed9999!', true);

    const result = await seedDemoWorld({ db: server.db, pool, reset: true });
    expect(result.seeded).toBe(true);
    expect(
      await server.db.selectFrom('users').select(['id', 'email', 'channel_id']).orderBy('email').execute(),
    ).toEqual(before);
    const { accessToken } = await server.signIn('agent@demo.test', 'Demo1234!');
    expect((await server.call('GET', '/session', accessToken)).status).toBe(200);
    expect((await initiateAuth('newpass@demo.test', 'Temp1234!')).body.ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });
});

test('two servers seeding at once in one process get the same demo world', async () => {
  const digest = async (db: ApiServer['db']) => {
    const { rows } = await sql<{ products: string; subscriptions: string }>`
      select
        (select md5(string_agg(t::text, '|' order by t.id)) from products t) as products,
        (select md5(string_agg(t::text, '|' order by t.id)) from subscriptions t) as subscriptions
    `.execute(db);
    return rows[0];
  };
  const pair = await Promise.all([startApiServer(), startApiServer()]);
  try {
    const [first, second] = await Promise.all(pair.map((started) => digest(started.db)));
    expect(first?.products).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toEqual(first);
    expect(await digest(server.db)).toEqual(first);
  } finally {
    await Promise.all(pair.map((started) => started.close()));
  }
}, 120_000);
