import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSummary, Subscription } from '../../schema/rest/customers';
import { afterNotification } from '../support/after-notification';
import { type ApiServer, startApiServer } from '../support/api-server';

type Page<T> = { items: T[]; nextCursor: string | null; totalEstimate: number };

// List pages scope by the caller's subtree read with its row during authentication (one query for both), which the
// api keeps until the database notifies a change to users or channels. These pin that down: every change below,
// made by hand, shows on the next request once notified (afterNotification), with the same token, inside the time
// the pool's "not revoked" answer is reused.
let api: ApiServer;
let admin: string;

const NEW_CHANNEL = '2020001777';

beforeAll(async () => {
  api = await startApiServer({ revocationCacheMs: 60_000 });
  admin = (await api.signIn('admin@demo.test')).accessToken;
  // Seeding the demo world takes a minute or more when the machine is shared.
}, 240_000);
afterAll(() => api?.close());

async function customerPage(path: string): Promise<Page<CustomerSummary>> {
  const res = await api.call('GET', path, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page<CustomerSummary>;
}

async function customerOfBrand(
  brand: string,
): Promise<{ id: string; fiscal_id: string; channel_id: string }> {
  const { rows } = await sql<{ id: string; fiscal_id: string; channel_id: string }>`
    select id, fiscal_id, channel_id from customers where brand_id = ${brand} order by id limit 1
  `.execute(api.db);
  const customer = rows[0];
  if (!customer) throw new Error(`no demo customer in brand ${brand}`);
  return customer;
}

describe('list scope follows changes made outside the api', () => {
  it('sees a new sub-channel, and loses it when it moves to another brand', async () => {
    const customer = await customerOfBrand('3000003');
    const search = `/customers?search=${customer.fiscal_id}`;
    expect((await customerPage(search)).items.map((c) => c.id)).not.toContain(customer.id);

    await sql`
      insert into channels (id, parent_id, brand_id, name, sub_channel_number)
      values (${NEW_CHANNEL}, '2020001', '2020001', 'Latency test channel', 777)
    `.execute(api.db);
    await sql`update customers set channel_id = ${NEW_CHANNEL} where id = ${customer.id}`.execute(api.db);
    try {
      await afterNotification(async () => {
        expect((await customerPage(search)).items.map((c) => c.id)).toContain(customer.id);
      });

      await sql`update channels set parent_id = '3000003' where id = ${NEW_CHANNEL}`.execute(api.db);
      await afterNotification(async () => {
        expect((await customerPage(search)).items.map((c) => c.id)).not.toContain(customer.id);
      });
    } finally {
      await sql`update customers set channel_id = ${customer.channel_id} where id = ${customer.id}`.execute(
        api.db,
      );
      await sql`delete from channels where id = ${NEW_CHANNEL}`.execute(api.db);
    }
  });

  it("follows the caller's own channel when it changes, and refuses a blocked caller", async () => {
    const brandWide = await customerPage('/customers?limit=500');
    expect(brandWide.items.some((c) => c.channelId === '2020001')).toBe(true);

    await sql`update users set channel_id = '2020001001' where email = 'admin@demo.test'`.execute(api.db);
    try {
      await afterNotification(async () => {
        const moved = await customerPage('/customers?limit=500');
        expect(moved.items.length).toBeGreaterThan(0);
        expect(moved.items.every((c) => c.channelId.startsWith('2020001001'))).toBe(true);
      });
    } finally {
      await sql`update users set channel_id = '2020001' where email = 'admin@demo.test'`.execute(api.db);
    }

    await sql`update users set status = 'BLOCKED' where email = 'admin@demo.test'`.execute(api.db);
    try {
      await afterNotification(async () => {
        const blocked = await api.call('GET', '/customers', admin);
        expect(blocked.status).toBe(403);
        expect(blocked.body).toMatchObject({ error: { code: 'USER_BLOCKED' } });
      });
    } finally {
      await sql`update users set status = 'ACTIVE' where email = 'admin@demo.test'`.execute(api.db);
    }
  });
});

describe('list totals', () => {
  it('answers the exact total of a first page that holds every match, without a count', async () => {
    const { rows } = await sql<{ line_number: string; n: string }>`
      select line_number, count(*) over (partition by line_number) as n
      from subscriptions where brand_id = '2020001' and status <> 'TERMINATED' order by line_number limit 1
    `.execute(api.db);
    const line = rows[0];
    if (!line) throw new Error('no demo line in brand 2020001');
    const res = await api.call('GET', `/subscriptions?lineNumber=${line.line_number}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Page<Subscription>;
    expect(page.nextCursor).toBeNull();
    expect(page.totalEstimate).toBe(page.items.length);
    expect(page.items.length).toBeGreaterThanOrEqual(1);
  });

  it('counts a small list exactly, across pages', async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from customers
      where channel_id in (select id from channels where brand_id = '2020001')
    `.execute(api.db);
    const first = await customerPage('/customers?limit=25');
    expect(first.nextCursor).not.toBeNull();
    expect(first.totalEstimate).toBe(Number(rows[0]?.n));
  });
});
