// The bench-scale generator at a tiny scale: valid documents, the counts asked for, rows in the right channels and
// brands, indexes back after the load, and the same rows on every run (on PGlite, and PostgreSQL when configured).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../api/config';
import { createUserPoolAdmin } from '../../api/identity/user-pool-admin';
import { benchSql } from '../../api/seed/bench-scale/bench-row-sql';
import { benchScaleOf } from '../../api/seed/bench-scale/bench-scale-plan';
import { seedBenchScale } from '../../api/seed/bench-scale/seed-bench-scale';
import { seedBenchWorld } from '../../api/seed/bench-scale/seed-bench-world';
import { subscriptionPageQuery } from '../../api/subscriptions/list-subscriptions';
import type { ProvinceCode } from '../../schema/domain/provinces';
import { provinceByCode } from '../../schema/domain/provinces';
import { isValidDni } from '../../schema/domain/validators/dni';
import { fixedNumberIsInProvince } from '../../schema/domain/validators/fixed-number';
import { isValidSpanishIban } from '../../schema/domain/validators/iban';
import { isValidIcc } from '../../schema/domain/validators/icc';
import { isValidMobileNumber } from '../../schema/domain/validators/mobile-number';
import { listSubscriptionsQuery } from '../../schema/rest/customers';
import { type ApiServer, startApiServer } from '../support/api-server';

const SCALE = benchScaleOf(2_000);
const PORTABILITIES = 200;
type Db = ApiServer['db'];

/** The bench rows of each table (demo rows left out), as one digest per table. */
async function benchDigest(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<Record<string, string>>`
    select
      (select md5(string_agg(t::text, '|' order by t.id)) from orders t where created_by = 'bench') as orders,
      (select md5(string_agg(t::text, '|' order by t.id)) from invoices t where number like 'B-2025-%') as invoices,
      (select md5(string_agg(t::text, '|' order by t.id)) from customers t
        where email like '%@bench.example.com') as customers,
      (select md5(string_agg(t::text, '|' order by t.id)) from subscriptions t
        where contract like 'CT-B-%') as subscriptions,
      (select md5(string_agg(t::text, '|' order by t.id)) from portabilities t
        where id in (select ${sql.raw(benchSql.uuid('portability', 'k'))}
          from generate_series(1::bigint, ${sql.lit(PORTABILITIES)}::bigint) as k)) as portabilities
  `.execute(db);
  return rows[0] ?? {};
}

/** Every row of dashboard_counts, in key order. */
async function dashboardCounts(db: Db): Promise<string[]> {
  const { rows } = await sql<{ row: string }>`
    select concat_ws('|', metric, channel_id, day, status, dimension, count, amount_cents) as row
    from dashboard_counts
    order by metric, day nulls first, channel_id, status, dimension
  `.execute(db);
  return rows.map((row) => row.row);
}

/** The bench lines' list JSON, by id. */
async function benchListItems(db: Db): Promise<string[]> {
  const { rows } = await sql<{ row: string }>`
    select id || ' ' || list_item as row from subscriptions where contract like 'CT-B-%' order by id
  `.execute(db);
  return rows.map((row) => row.row);
}

/** The triggers of the tables the bulk load switches some off in, with how each is enabled. */
async function triggerStates(db: Db): Promise<string[]> {
  const { rows } = await sql<{ row: string }>`
    select tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text as row from pg_trigger
    where not tgisinternal and tgrelid::regclass::text in (
      'subscriptions', 'portabilities', 'processes', 'orders', 'installations', 'shipments', 'customers'
    )
    order by 1
  `.execute(db);
  return rows.map((row) => row.row);
}

async function indexNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where schemaname = 'public' and tablename in ('customers', 'subscriptions', 'portabilities')
    order by indexname
  `.execute(db);
  return rows.map((row) => row.indexname);
}

describe('bench-scale seed', () => {
  let first: ApiServer;
  let second: ApiServer;
  let reference: ApiServer;
  let indexesBefore: string[];
  let triggersBefore: string[];
  let figures: Awaited<ReturnType<typeof seedBenchScale>>;

  beforeAll(async () => {
    [first, second, reference] = await Promise.all([startApiServer(), startApiServer(), startApiServer()]);
    indexesBefore = await indexNames(first.db);
    triggersBefore = await triggerStates(first.db);
    // A batch size that does not divide the counts: the last batch is a partial one.
    figures = await seedBenchScale({ db: first.db, scale: SCALE, batchSize: 700 });
    // The same world with every trigger firing, batch by batch (the same demo world underneath: a copy of one seed).
    await seedBenchScale({ db: reference.db, scale: SCALE, batchSize: 700, bulk: false });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), reference?.close()]);
  });

  it('writes the counts asked for, skipping nothing that exists', async () => {
    expect(figures.tables.map((t) => [t.table, t.rows])).toEqual([
      ['customers', 400],
      ['subscriptions', 2_000],
      ['portabilities', PORTABILITIES],
      ['orders', 400],
      ['processes', 200],
      ['installations', 100],
      ['shipments', 200],
      ['invoices', 400],
      ['leads', 100],
    ]);
    expect(figures.skipped).toEqual([]);
    const { rows } = await sql<{ customers: number; subscriptions: number; portabilities: number }>`
      select
        (select count(*)::int from customers where email like '%@bench.example.com') as customers,
        (select count(*)::int from subscriptions where contract like 'CT-B-%') as subscriptions,
        (select count(*)::int from portabilities where mobile_number like '7%') as portabilities
    `.execute(first.db);
    expect(rows[0]).toEqual({ customers: 400, subscriptions: 2_000, portabilities: PORTABILITIES });
  });

  it('writes the list JSON and the dashboard counts the triggers write when they fire row by row', async () => {
    const items = await benchListItems(first.db);
    expect(items).toHaveLength(2_000);
    expect(items).toEqual(await benchListItems(reference.db));
    // Also what the list JSON function gives now, for every bench line.
    const { rows: stale } = await sql<{ count: number }>`
      select count(*)::int as count from subscriptions s
      where contract like 'CT-B-%' and list_item is distinct from json_text_ascii(subscription_list_item(s))
    `.execute(first.db);
    expect(stale[0]?.count).toBe(0);

    const counts = await dashboardCounts(first.db);
    expect(counts).toEqual(await dashboardCounts(reference.db));
    // The bench rows are in them: every bench line is counted once among the lines now.
    const { rows: lines } = await sql<{ counted: number; held: number }>`
      select
        (select sum(count)::int from dashboard_counts where metric = 'lines') as counted,
        (select count(*)::int from subscriptions) as held
    `.execute(first.db);
    expect(lines[0]?.held).toBeGreaterThan(2_000);
    expect(lines[0]?.counted).toBe(lines[0]?.held);
    expect(figures.tables.find((t) => t.table === 'subscriptions')?.countMs).toBeGreaterThan(0);
  });

  it('leaves every trigger as it found it', async () => {
    expect(triggersBefore.some((row) => row.endsWith('subscriptions_list_item A'))).toBe(true);
    expect(await triggerStates(first.db)).toEqual(triggersBefore);
  });

  it('rebuilds every index it dropped for the load', async () => {
    expect(await indexNames(first.db)).toEqual(indexesBefore);
  });

  it('makes valid DNIs, IBANs, ICCs, mobile and fixed numbers', async () => {
    const customers = await first.db
      .selectFrom('customers')
      .select(['fiscal_id', 'iban', 'province', 'postal_code'])
      .where('email', 'like', '%@bench.example.com')
      .execute();
    expect(customers).toHaveLength(400);
    for (const customer of customers) {
      expect(isValidDni(customer.fiscal_id), customer.fiscal_id).toBe(true);
      if (customer.iban !== null) expect(isValidSpanishIban(customer.iban), customer.iban).toBe(true);
      expect(customer.postal_code?.slice(0, 2)).toBe(customer.province);
      expect(provinceByCode(customer.province ?? '')).toBeDefined();
    }
    expect(customers.filter((c) => c.iban !== null).length).toBeGreaterThan(200);

    const lines = await first.db
      .selectFrom('subscriptions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select(['s.line_number', 's.family', 's.icc', 's.fixed_number', 's.fiscal_id', 'c.province'])
      .select(['c.fiscal_id as customer_fiscal_id'])
      .where('s.contract', 'like', 'CT-B-%')
      .execute();
    expect(lines).toHaveLength(2_000);
    const mobileNumbers = new Set<string>();
    for (const line of lines) {
      expect(line.fiscal_id).toBe(line.customer_fiscal_id);
      if (line.family === 'MOBILE') {
        expect(isValidMobileNumber(line.line_number), line.line_number).toBe(true);
        expect(isValidIcc(line.icc ?? ''), line.icc ?? 'no ICC').toBe(true);
        mobileNumbers.add(line.line_number);
      } else {
        expect(line.fixed_number).toBe(line.line_number);
        expect(
          fixedNumberIsInProvince(line.line_number, line.province as ProvinceCode),
          `${line.line_number} in ${line.province}`,
        ).toBe(true);
      }
    }
    expect(mobileNumbers.size).toBe(lines.filter((line) => line.family === 'MOBILE').length);

    const { rows: mismatched } = await sql<{ count: number }>`
      select count(*)::int as count from (
        select o.customer_fiscal_id as fiscal_id, o.customer_id, o.channel_id from orders o where o.created_by = 'bench'
        union all
        select i.document, i.customer_id, i.channel_id from invoices i where i.number like 'B-2025-%'
      ) as r
      join customers c on c.id = r.customer_id
      where c.fiscal_id <> r.fiscal_id or c.channel_id <> r.channel_id
    `.execute(first.db);
    expect(mismatched[0]?.count).toBe(0);

    const portabilities = await first.db
      .selectFrom('portabilities')
      .select(['document', 'icc', 'direction', 'mobile_number'])
      .where('mobile_number', 'like', '7%')
      .execute();
    for (const portability of portabilities) {
      expect(isValidDni(portability.document)).toBe(true);
      expect(isValidMobileNumber(portability.mobile_number)).toBe(true);
      if (portability.direction === 'IN') expect(isValidIcc(portability.icc ?? '')).toBe(true);
    }
  });

  it('keeps each line in its customer channel and brand, most of them under 2020001', async () => {
    const { rows } = await sql<{ misplaced: number; brand_mismatch: number; in_demo_telecom: number }>`
      select
        count(*) filter (where s.channel_id <> c.channel_id)::int as misplaced,
        count(*) filter (where s.brand_id <> ch.brand_id)::int as brand_mismatch,
        count(*) filter (where s.brand_id = '2020001')::int as in_demo_telecom
      from subscriptions s
      join customers c on c.id = s.customer_id
      join channels ch on ch.id = s.channel_id
      where s.contract like 'CT-B-%'
    `.execute(first.db);
    expect(rows[0]?.misplaced).toBe(0);
    expect(rows[0]?.brand_mismatch).toBe(0);
    expect(rows[0]?.in_demo_telecom).toBeGreaterThan(2_000 * 0.6);
  });

  it('gives the same rows on every run, through `seed --scale bench --reset` too', async () => {
    const config = loadApiConfig({
      DATA_DIR: second.database.dataDir,
      COGNITO_USER_POOL_ID: second.identity.poolId,
      COGNITO_CLIENT_ID: second.identity.clientId,
      COGNITO_ENDPOINT: second.identity.endpoint,
      IDP_ADMIN_ACCESS_KEY_ID: second.identity.adminCredentials.accessKeyId,
      IDP_ADMIN_SECRET_ACCESS_KEY: second.identity.adminCredentials.secretAccessKey,
    });
    const pool = createUserPoolAdmin(config);
    const refused = await seedBenchWorld({ db: second.db, pool, scale: SCALE });
    expect(refused).toMatchObject({ seeded: false });
    expect(Object.values(await benchDigest(second.db)).every((digest) => digest === null)).toBe(true);

    const seeded = await seedBenchWorld({ db: second.db, pool, scale: SCALE, reset: true, batchSize: 1_000 });
    expect(seeded.seeded).toBe(true);
    const digest = await benchDigest(first.db);
    expect(Object.keys(digest)).toHaveLength(5);
    for (const table of Object.values(digest)) expect(table).toMatch(/^[0-9a-f]{32}$/);
    expect(await benchDigest(second.db)).toEqual(digest);
  }, 120_000);

  it('serves the bench rows through the api: a line lookup finds exactly its line', async () => {
    const { accessToken } = await first.signIn('admin@demo.test');
    const { rows } = await sql<{ line_number: string }>`
      select line_number from subscriptions
      where contract like 'CT-B-%' and family = 'MOBILE' and brand_id = '2020001'
      order by id limit 1
    `.execute(first.db);
    const line = rows[0]?.line_number ?? '';
    const res = await first.call('GET', `/subscriptions?lineNumber=${line}`, accessToken);
    expect(res.status).toBe(200);
    expect((res.body as { items: Array<{ lineNumber: string }> }).items.map((i) => i.lineNumber)).toEqual([
      line,
    ]);
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d{3}$/);
  });

  it('walks the status and family index for a queue filtered by both, in the list order without sorting', async () => {
    await sql`analyze subscriptions`.execute(first.db);
    const { rows: scope } = await sql<{ id: string }>`
      select id from channels where brand_id = '2020001' order by id
    `.execute(first.db);
    for (const cursorless of [true, false]) {
      const filters = { status: 'ACTIVE', family: 'MOBILE', limit: '50' };
      const query = listSubscriptionsQuery.parse(
        cursorless ? filters : { ...filters, cursor: await lastCursor(first, filters) },
      );
      const page = subscriptionPageQuery(
        query,
        scope.map((row) => row.id),
      );
      const { rows } = await first.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${page.sql}`, [...page.parameters]),
      );
      const plan = JSON.stringify(rows[0]?.['QUERY PLAN']);
      expect(plan).toContain('"Index Name":"subscriptions_status_family_created_idx"');
      expect(plan).not.toContain('"Node Type":"Sort"');
    }
  });
});

/** The cursor after the first page of the list with these filters, as admin@demo.test. */
async function lastCursor(api: ApiServer, filters: Record<string, string>): Promise<string> {
  const { accessToken } = await api.signIn('admin@demo.test');
  const res = await api.call('GET', `/subscriptions?${new URLSearchParams(filters)}`, accessToken);
  const cursor = (res.body as { nextCursor: string | null }).nextCursor;
  if (!cursor) throw new Error('the first page of the bench list has no next page');
  return cursor;
}
