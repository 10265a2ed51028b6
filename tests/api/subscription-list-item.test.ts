import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Subscription, subscriptionSchema } from '../../schema/rest/customers';
import { type ApiServer, startApiServer } from '../support/api-server';

// The database keeps each line's list JSON (migration 0015), written by triggers with every change it depends on.
// These check it against the line's own columns, built here in JavaScript the way the contract reads them, and
// follow the changes made elsewhere that it shows: the customer's names and the shared group's base lines.
let api: ApiServer;
let manager: string;

beforeAll(async () => {
  api = await startApiServer();
  manager = (await api.signIn('manager@demo.test')).accessToken;
}, 240_000);
afterAll(() => api?.close());

type LineColumns = {
  id: string;
  brand_id: string;
  channel_id: string;
  line_number: string;
  fiscal_id: string;
  customer_id: string;
  customer_name: string;
  customer_first_surname: string | null;
  customer_second_surname: string | null;
  product_id: string;
  product_name: string;
  alias: string | null;
  contract: string | null;
  status: Subscription['status'];
  start_day: string | null;
  end_day: string | null;
  installation_address: string | null;
  final_price_cents: number;
  family: Subscription['family'];
  fixed_number: string | null;
  icc: string | null;
  icc_service: string | null;
  carrier: string | null;
  esim: boolean;
  esim_email: string | null;
  donor_operator: string | null;
  technology: Subscription['technology'];
  optionals: Array<{ productId: string; name: string; priceCents: number }>;
  base_subscriptions: string[];
  shared_subscription_id: string | null;
  header_subscription_id: string | null;
  convergent_subscription_id: string | null;
  created_at: Date;
  modified_at: Date;
  list_item: string;
};

/** The lines (all, or these) with their kept JSON and what their columns say it should be. */
async function keptAndExpected(ids?: string[]) {
  const { rows } = await sql<LineColumns>`
    select s.*, c.name as customer_name, c.first_surname as customer_first_surname,
      c.second_surname as customer_second_surname,
      to_char(s.start_date, 'YYYY-MM-DD') as start_day, to_char(s.end_date, 'YYYY-MM-DD') as end_day,
      coalesce((select jsonb_agg(b.id order by b.id) from subscriptions b where b.shared_subscription_id = s.id),
        '[]'::jsonb) as base_subscriptions
    from subscriptions s join customers c on c.id = s.customer_id
    ${ids ? sql`where s.id in (${sql.join(ids)})` : sql``}
    order by s.id
  `.execute(api.db);
  return rows.map((row) => {
    const expected: Subscription = {
      subscriptionId: row.id,
      brandId: row.brand_id,
      channelId: row.channel_id,
      lineNumber: row.line_number,
      fiscalId: row.fiscal_id,
      customerId: row.customer_id,
      customerName: row.customer_name,
      customerFirstSurname: row.customer_first_surname,
      customerLastSurname: row.customer_second_surname,
      productId: row.product_id,
      productName: row.product_name,
      alias: row.alias,
      contract: row.contract,
      status: row.status,
      startDate: row.start_day,
      endDate: row.end_day,
      installationAddress: row.installation_address,
      finalPrice: row.final_price_cents,
      family: row.family,
      fixedNumber: row.fixed_number,
      icc: row.icc,
      iccService: row.icc_service,
      carrier: row.carrier,
      eSim: row.esim,
      eSimEmail: row.esim_email,
      donorOperator: row.donor_operator,
      technology: row.technology,
      optionals: row.optionals.map((o) => ({ productId: o.productId, name: o.name, price: o.priceCents })),
      baseSubscriptions: row.base_subscriptions,
      sharedSubscriptionId: row.shared_subscription_id,
      headerSubscriptionId: row.header_subscription_id,
      convergentSubscriptionId: row.convergent_subscription_id,
      created: row.created_at.toISOString(),
      modified: row.modified_at.toISOString(),
    };
    return { id: row.id, kept: JSON.parse(row.list_item) as unknown, expected };
  });
}

async function listed(lineNumber: string): Promise<Subscription> {
  const res = await api.call('GET', `/subscriptions?lineNumber=${lineNumber}`, manager);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [line] = (res.body as { items: Subscription[] }).items;
  if (!line) throw new Error(`line ${lineNumber} is not listed`);
  return line;
}

/** Two lines of one customer of the manager's brand that belong to no shared group. */
async function twoLinesOfOneCustomer() {
  const { rows } = await sql<{ id: string; line_number: string; customer_id: string; fiscal_id: string }>`
    select s.id, s.line_number, s.customer_id, s.fiscal_id from subscriptions s
    where s.channel_id = '2020001' and s.status <> 'TERMINATED' and s.shared_subscription_id is null
      and not exists (select 1 from subscriptions b where b.shared_subscription_id = s.id)
      and s.customer_id in (
        select customer_id from subscriptions where channel_id = '2020001' and status <> 'TERMINATED'
        group by customer_id having count(*) >= 2)
    order by s.customer_id, s.id limit 2
  `.execute(api.db);
  const [head, base] = rows;
  if (!head || !base || head.customer_id !== base.customer_id)
    throw new Error('no customer with two free lines');
  return { head, base };
}

describe("each line's kept list JSON", () => {
  it('is, for every demo line, the line as its columns say, in the contract', async () => {
    const lines = await keptAndExpected();
    expect(lines.length).toBeGreaterThan(100);
    for (const { id, kept, expected } of lines) {
      expect(kept, id).toEqual(expected);
      expect(subscriptionSchema.safeParse(kept).success, id).toBe(true);
    }
    // The keys in the contract's order, as the list has always written them.
    expect(Object.keys(lines[0]?.kept as object)).toEqual(Object.keys(subscriptionSchema.shape));
  });

  it("follows the customer's names, changed over HTTP", async () => {
    const { head } = await twoLinesOfOneCustomer();
    const res = await api.call('PUT', '/customer', manager, {
      fiscalId: head.fiscal_id,
      name: 'Renombrada',
      firstSurname: 'Por',
      secondSurname: 'Prueba',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await listed(head.line_number)).toMatchObject({
      customerName: 'Renombrada',
      customerFirstSurname: 'Por',
      customerLastSurname: 'Prueba',
    });
    const { rows } = await sql<{ id: string }>`
      select id from subscriptions where customer_id = ${head.customer_id}
    `.execute(api.db);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { id, kept, expected } of await keptAndExpected(rows.map((r) => r.id))) {
      expect(kept, id).toEqual(expected);
    }
  });

  it('follows a base line joining and leaving a shared group, and a line changed by hand', async () => {
    const { head, base } = await twoLinesOfOneCustomer();
    await sql`update subscriptions set shared_subscription_id = ${head.id} where id = ${base.id}`.execute(
      api.db,
    );
    expect((await listed(head.line_number)).baseSubscriptions).toEqual([base.id]);
    expect((await listed(base.line_number)).sharedSubscriptionId).toBe(head.id);

    await sql`update subscriptions set shared_subscription_id = null, alias = 'Sin grupo' where id = ${base.id}`.execute(
      api.db,
    );
    expect((await listed(head.line_number)).baseSubscriptions).toEqual([]);
    expect(await listed(base.line_number)).toMatchObject({ sharedSubscriptionId: null, alias: 'Sin grupo' });
    for (const { id, kept, expected } of await keptAndExpected([head.id, base.id])) {
      expect(kept, id).toEqual(expected);
    }
  });

  it('is written for a line inserted by hand, and its head forgets a deleted base line', async () => {
    const { head, base } = await twoLinesOfOneCustomer();
    const { rows } = await sql<{ id: string }>`
      insert into subscriptions (brand_id, channel_id, customer_id, fiscal_id, line_number, product_id, product_name,
        status, family, final_price_cents, shared_subscription_id)
      select brand_id, channel_id, customer_id, fiscal_id, '699000111', product_id, product_name, 'ACTIVE', family,
        final_price_cents, ${head.id}
      from subscriptions where id = ${base.id}
      returning id
    `.execute(api.db);
    const added = rows[0]?.id;
    if (!added) throw new Error('the line was not inserted');
    expect((await listed('699000111')).subscriptionId).toBe(added);
    expect((await listed(head.line_number)).baseSubscriptions).toEqual([added]);

    await sql`delete from subscriptions where id = ${added}`.execute(api.db);
    expect((await listed(head.line_number)).baseSubscriptions).toEqual([]);
  });

  it('is written in ASCII, every other character escaped, and reads back as the same text', async () => {
    const { rows: outside } = await sql<{ lines: number }>`
      select count(*)::int as lines from subscriptions where list_item ~ '[^\\x01-\\x7f]'
    `.execute(api.db);
    expect(outside[0]?.lines).toBe(0);
    // The demo's names and products hold accents, so the escapes are there to be read.
    const { rows: escaped } = await sql<{ lines: number }>`
      select count(*)::int as lines from subscriptions where strpos(list_item, '\\u00') > 0
    `.execute(api.db);
    expect(escaped[0]?.lines).toBeGreaterThan(0);

    const { head } = await twoLinesOfOneCustomer();
    // Latin-1, the euro sign, a character past U+FFFF (a surrogate pair in JSON), a quote and a backslash.
    const alias = 'Línea de Ñandú € 📱 "casa" \\ fin';
    await sql`update subscriptions set alias = ${alias} where id = ${head.id}`.execute(api.db);
    const { rows } = await sql<{ list_item: string }>`
      select list_item from subscriptions where id = ${head.id}
    `.execute(api.db);
    const text = rows[0]?.list_item ?? '';
    expect(text).toMatch(/^[ -~]+$/);
    expect(text).toContain('L\\u00edn');
    expect(text).toContain('\\u20ac \\ud83d\\udcf1');
    expect((JSON.parse(text) as Subscription).alias).toBe(alias);
    expect((await listed(head.line_number)).alias).toBe(alias);
    for (const { id, kept, expected } of await keptAndExpected([head.id])) {
      expect(kept, id).toEqual(expected);
    }
  });
});
