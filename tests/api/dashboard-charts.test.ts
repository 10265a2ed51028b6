import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database-schema';
import { ORDER_FUNNEL_STAGES } from '../../schema/domain/lifecycles/order-funnel';
import { isDraftOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { OrderStatus } from '../../schema/domain/vocabulary/order';
import type {
  CataloguePerformance,
  DashboardCharts,
  SalesAnalytics,
} from '../../schema/rest/dashboard-analytics';
import { type ApiServer, startApiServer } from '../support/api-server';

// Monday 15 June 2026, 12:00 in Madrid (CEST, UTC+2).
const NOW = new Date('2026-06-15T10:00:00.000Z');
const SUB_CHANNEL = '2020001002';

let server: ApiServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startApiServer({ clock: () => NOW });
  tokens.brand = (await server.signIn('admin@demo.test')).accessToken;
  tokens.nimbus = (await server.signIn('admin@nimbus.test')).accessToken;
  tokens.manager = (await server.signIn('manager@demo.test')).accessToken;
  tokens.sub = (await server.signIn('owner@demo.test')).accessToken;
  const entered = await server.call('PUT', '/user/channel', tokens.sub, { channel: SUB_CHANNEL });
  expect(entered.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(token: string | undefined, path: string): Promise<T> {
  const res = await server.call('GET', path, token ?? '');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
}

async function customerIn(db: Kysely<Database>, channel: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'brand_id', 'name'])
    .where('channel_id', '=', channel)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

async function addOrder(
  db: Kysely<Database>,
  channel: string,
  values: {
    status: 'INITIATED' | 'PENDING_CONTRACT_SIGNATURE' | 'COMPLETED';
    created: string;
    totalCents: number;
  },
) {
  const customer = await customerIn(db, channel);
  const draft = values.status === 'INITIATED';
  const { id } = await db
    .insertInto('orders')
    .values({
      order_number: `ORD-2026-${800_000 + next()}`,
      brand_id: customer.brand_id,
      channel_id: channel,
      customer_id: customer.id,
      customer_fiscal_id: customer.fiscal_id,
      customer_name: customer.name,
      family: 'MOBILE',
      verification_type: 'SMS',
      status: values.status,
      draft,
      document_number: customer.fiscal_id,
      total_price_cents: values.totalCents,
      created_by: 'test',
      created_at: values.created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addPortability(
  db: Kysely<Database>,
  channel: string,
  direction: 'IN' | 'OUT',
  operator: string,
  created: string,
) {
  const customer = await customerIn(db, channel);
  const { id } = await db
    .insertInto('portabilities')
    .values({
      brand_id: customer.brand_id,
      channel_id: channel,
      direction,
      status: 'INITIATED',
      portability_type: 'PREPAID',
      customer_fiscal_id: customer.fiscal_id,
      document: customer.fiscal_id,
      mobile_number: `6880${String(next()).padStart(5, '0')}`,
      donor_operator: direction === 'IN' ? operator : 'Demo Telecom',
      receiver_operator: direction === 'IN' ? 'Demo Telecom' : operator,
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The charts' figures for one chart entry, zero when absent. */
const linesOf = (charts: DashboardCharts, status: string) =>
  charts.linesByStatus.find((entry) => entry.status === status) ?? { lines: 0, monthlyCents: 0 };
const ordersOf = (charts: DashboardCharts, status: string) =>
  charts.ordersByStatus.find((entry) => entry.status === status) ?? { orders: 0, totalCents: 0 };
const operatorOf = (charts: DashboardCharts, direction: string, operator: string) =>
  charts.portabilitiesByOperator.find((entry) => entry.direction === direction && entry.operator === operator)
    ?.portabilities ?? 0;
const backlogOf = (charts: DashboardCharts, queue: string) =>
  charts.backlog.find((entry) => entry.queue === queue)?.ages.map((age) => age.items) ?? [];

describe('GET /dashboard/charts', () => {
  it('counts lines by status, the period orders by status, portabilities by operator and the backlog by age', async () => {
    const db = server.db;
    const before = {
      today: await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=TODAY'),
      week: await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=LAST_WEEK'),
      nimbus: await get<DashboardCharts>(tokens.nimbus, '/dashboard/charts?period=TODAY'),
    };
    const customer = await customerIn(db, SUB_CHANNEL);
    await db
      .insertInto('subscriptions')
      .values(
        (['ACTIVE', 'ACTIVE', 'PENDING_PORTABILITY'] as const).map((status, index) => ({
          brand_id: customer.brand_id,
          channel_id: SUB_CHANNEL,
          customer_id: customer.id,
          fiscal_id: customer.fiscal_id,
          line_number: `91200000${index}`,
          product_name: 'Móvil 20 GB',
          status,
          start_date: '2026-06-01',
          final_price_cents: 1500 + index,
          family: 'MOBILE' as const,
        })),
      )
      .execute();
    // Orders created today (a draft and one waiting for signature), yesterday and eight days ago (last week).
    await addOrder(db, SUB_CHANNEL, {
      status: 'INITIATED',
      created: '2026-06-14T22:00:00.000Z',
      totalCents: 100,
    });
    await addOrder(db, SUB_CHANNEL, {
      status: 'PENDING_CONTRACT_SIGNATURE',
      created: '2026-06-15T09:00:00.000Z',
      totalCents: 200,
    });
    await addOrder(db, SUB_CHANNEL, {
      status: 'COMPLETED',
      created: '2026-06-14T21:59:59.999Z',
      totalCents: 400,
    });
    await addOrder(db, SUB_CHANNEL, {
      status: 'PENDING_CONTRACT_SIGNATURE',
      created: '2026-06-07T22:00:00.000Z',
      totalCents: 800,
    });
    // Port-ins from two donors and a port-out, today; a port-in requested yesterday.
    await addPortability(db, SUB_CHANNEL, 'IN', 'Digi', '2026-06-15T08:00:00.000Z');
    await addPortability(db, SUB_CHANNEL, 'IN', 'Digi', '2026-06-15T08:30:00.000Z');
    await addPortability(db, SUB_CHANNEL, 'IN', 'Pepephone', '2026-06-15T09:00:00.000Z');
    const answered = await addPortability(db, SUB_CHANNEL, 'OUT', 'Lowi', '2026-06-15T09:30:00.000Z');
    // Waiting port-ins aged 1 (yesterday), 2, 3, 7, 8, 30 and 31 days, by their Madrid creation day.
    for (const created of [
      '2026-06-14T21:59:59.999Z',
      '2026-06-12T22:00:00.000Z',
      '2026-06-12T21:59:59.999Z',
      '2026-06-07T22:00:00.000Z',
      '2026-06-07T21:59:59.999Z',
      '2026-05-15T22:00:00.000Z',
      '2026-05-15T21:59:59.999Z',
    ]) {
      await addPortability(db, SUB_CHANNEL, 'IN', 'Orange', created);
    }

    const today = await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=TODAY');
    expect(today).toMatchObject({
      period: 'TODAY',
      from: '2026-06-14T22:00:00.000Z',
      to: '2026-06-15T22:00:00.000Z',
    });
    expect(linesOf(today, 'ACTIVE').lines - linesOf(before.today, 'ACTIVE').lines).toBe(2);
    expect(linesOf(today, 'ACTIVE').monthlyCents - linesOf(before.today, 'ACTIVE').monthlyCents).toBe(3001);
    expect(
      linesOf(today, 'PENDING_PORTABILITY').lines - linesOf(before.today, 'PENDING_PORTABILITY').lines,
    ).toBe(1);
    // Statuses in the vocabulary's order.
    const order = today.linesByStatus.map((entry) => entry.status);
    expect(order.indexOf('ACTIVE')).toBeLessThan(order.indexOf('PENDING_PORTABILITY'));
    expect(ordersOf(today, 'INITIATED').orders - ordersOf(before.today, 'INITIATED').orders).toBe(1);
    expect(ordersOf(today, 'PENDING_CONTRACT_SIGNATURE')).toMatchObject({
      orders: ordersOf(before.today, 'PENDING_CONTRACT_SIGNATURE').orders + 1,
      totalCents: ordersOf(before.today, 'PENDING_CONTRACT_SIGNATURE').totalCents + 200,
    });
    expect(ordersOf(today, 'COMPLETED').orders - ordersOf(before.today, 'COMPLETED').orders).toBe(0);
    expect(operatorOf(today, 'IN', 'Digi') - operatorOf(before.today, 'IN', 'Digi')).toBe(2);
    expect(operatorOf(today, 'IN', 'Pepephone') - operatorOf(before.today, 'IN', 'Pepephone')).toBe(1);
    expect(operatorOf(today, 'OUT', 'Lowi') - operatorOf(before.today, 'OUT', 'Lowi')).toBe(1);
    expect(operatorOf(today, 'IN', 'Orange') - operatorOf(before.today, 'IN', 'Orange')).toBe(0);
    const ins = today.portabilitiesByOperator.filter((entry) => entry.direction === 'IN');
    expect(ins.map((entry) => entry.portabilities)).toEqual(
      [...ins.map((entry) => entry.portabilities)].sort((a, b) => b - a),
    );

    const week = await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=LAST_WEEK');
    expect(ordersOf(week, 'COMPLETED').orders - ordersOf(before.week, 'COMPLETED').orders).toBe(1);
    expect(
      ordersOf(week, 'PENDING_CONTRACT_SIGNATURE').orders -
        ordersOf(before.week, 'PENDING_CONTRACT_SIGNATURE').orders,
    ).toBe(1);
    expect(operatorOf(week, 'IN', 'Orange') - operatorOf(before.week, 'IN', 'Orange')).toBe(4);

    // Ages in Madrid days: today's three port-ins; 1 and 2 days; 3 and 7; 8 and 30; 31. The order waiting since 8
    // June is 7 days old.
    const grown = (now: DashboardCharts, then: DashboardCharts, queue: string) =>
      backlogOf(now, queue).map((items, index) => items - (backlogOf(then, queue)[index] ?? 0));
    expect(grown(today, before.today, 'port-ins')).toEqual([3, 2, 2, 2, 1]);
    expect(grown(today, before.today, 'port-outs')).toEqual([1, 0, 0, 0, 0]);
    expect(grown(today, before.today, 'orders')).toEqual([1, 0, 1, 0, 0]);
    expect(today.backlog.map((entry) => [entry.queue, entry.status])).toEqual([
      ['port-ins', 'INITIATED'],
      ['port-outs', 'INITIATED'],
      ['orders', 'PENDING_CONTRACT_SIGNATURE'],
      ['installations', 'CREATED'],
      ['processes', 'INITIATED'],
      ['shipments', 'CREATED'],
    ]);
    for (const entry of today.backlog) {
      expect(entry.total).toBe(entry.ages.reduce((sum, age) => sum + age.items, 0));
    }

    // An answered portability leaves the backlog; another brand sees none of this.
    await db.updateTable('portabilities').set({ status: 'CONFIRMED' }).where('id', '=', answered).execute();
    const after = await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=TODAY');
    expect(grown(after, before.today, 'port-outs')).toEqual([0, 0, 0, 0, 0]);
    expect(operatorOf(after, 'OUT', 'Lowi') - operatorOf(before.today, 'OUT', 'Lowi')).toBe(1);
    expect(await get<DashboardCharts>(tokens.nimbus, '/dashboard/charts?period=TODAY')).toEqual(
      before.nimbus,
    );
  });

  it('counts the funnel of the period orders: each stage reached now or in the history, errored and payment apart', async () => {
    const db = server.db;
    const funnelOf = (charts: DashboardCharts) => charts.orderFunnel.map((entry) => entry.orders);
    const before = {
      today: await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=TODAY'),
      yesterday: await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=YESTERDAY'),
    };
    expect(before.today.orderFunnel.map((entry) => entry.stage)).toEqual(
      ORDER_FUNNEL_STAGES.map((entry) => entry.stage),
    );
    const customer = await customerIn(db, SUB_CHANNEL);
    // An order with its status now and the statuses its history went through (oldest first).
    const addOrderWith = async (
      status: OrderStatus,
      history: OrderStatus[],
      created = '2026-06-15T07:00:00.000Z',
      deleted = false,
    ) => {
      const { id } = await db
        .insertInto('orders')
        .values({
          order_number: `ORD-2026-${800_000 + next()}`,
          brand_id: customer.brand_id,
          channel_id: SUB_CHANNEL,
          customer_id: customer.id,
          customer_fiscal_id: customer.fiscal_id,
          customer_name: customer.name,
          family: 'MOBILE',
          verification_type: 'MANUAL',
          status,
          draft: isDraftOrderStatus(status),
          document_number: customer.fiscal_id,
          total_price_cents: 1000,
          created_by: 'test',
          created_at: created,
          ...(deleted ? { deleted_at: '2026-06-15T08:00:00.000Z' } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (history.length > 0) {
        await db
          .insertInto('order_history')
          .values(
            history.map((reached, index) => ({
              order_id: id,
              action: index === 0 ? ('CREATE' as const) : ('UPDATE' as const),
              status_from: index === 0 ? null : (history[index - 1] ?? null),
              status_to: reached,
              actor: 'test',
              at: new Date(Date.parse(created) + index * 60_000).toISOString(),
            })),
          )
          .execute();
      }
    };
    // Furthest stages: INITIATED (no history), PRODUCT_UPDATED, LINES_UPDATED (the intro saved again after the
    // lines: the history keeps the stage), VERIFICATION_REQUESTED (verification failed), IN_PROGRESS (launched,
    // then errored), SIGNATURE_COMPLETED (a manual verification skips the verification stages; provisioning counts
    // as signed) and COMPLETED.
    await addOrderWith('INITIATED', []);
    await addOrderWith('PRODUCT_UPDATED', ['INITIATED', 'PRODUCT_UPDATED']);
    await addOrderWith('CUSTOMER_UPDATED', [
      'INITIATED',
      'PRODUCT_UPDATED',
      'LINES_UPDATED',
      'SHIPPING_ADDRESS_ADDED',
      'CUSTOMER_UPDATED',
    ]);
    await addOrderWith('VERIFICATION_ERRORED', [
      'INITIATED',
      'PRODUCT_UPDATED',
      'VERIFICATION_REQUESTED',
      'VERIFICATION_ERRORED',
    ]);
    await addOrderWith('ERRORED', [
      'INITIATED',
      'PRODUCT_UPDATED',
      'LINES_UPDATED',
      'VERIFICATION_REQUESTED',
      'VERIFICATION_COMPLETED',
      'PAYMENT_UPDATED',
      'IN_PROGRESS',
      'ERRORED',
    ]);
    await addOrderWith('PENDING_LOGISTIC', [
      'INITIATED',
      'PRODUCT_UPDATED',
      'IN_PROGRESS',
      'PENDING_CONTRACT_SIGNATURE',
      'SIGNATURE_COMPLETED',
      'PENDING_LOGISTIC',
    ]);
    await addOrderWith('COMPLETED', [
      'INITIATED',
      'PRODUCT_UPDATED',
      'LINES_UPDATED',
      'VERIFICATION_REQUESTED',
      'VERIFICATION_COMPLETED',
      'PAYMENT_UPDATED',
      'IN_PROGRESS',
      'PENDING_CONTRACT_SIGNATURE',
      'SIGNATURE_COMPLETED',
      'COMPLETED',
    ]);
    // Left out of today's funnel: a deleted draft, and an order created yesterday (23:59:59.999 in Madrid).
    await addOrderWith(
      'PAYMENT_UPDATED',
      ['INITIATED', 'PRODUCT_UPDATED', 'PAYMENT_UPDATED'],
      undefined,
      true,
    );
    await addOrderWith('COMPLETED', ['INITIATED', 'COMPLETED'], '2026-06-14T21:59:59.999Z');

    const today = await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=TODAY');
    const grown = funnelOf(today).map((orders, index) => orders - (funnelOf(before.today)[index] ?? 0));
    // INITIATED, PRODUCT_UPDATED, LINES_UPDATED, VERIFICATION_REQUESTED, VERIFICATION_COMPLETED, PAYMENT_UPDATED,
    // IN_PROGRESS, PENDING_CONTRACT_SIGNATURE, SIGNATURE_COMPLETED, COMPLETED.
    expect(grown).toEqual([7, 6, 5, 4, 3, 3, 3, 2, 2, 1]);
    for (const [index, orders] of funnelOf(today).entries()) {
      expect(orders).toBeLessThanOrEqual(funnelOf(today)[index - 1] ?? orders);
    }
    // Errored states are shown apart by their status now.
    expect(ordersOf(today, 'ERRORED').orders - ordersOf(before.today, 'ERRORED').orders).toBe(1);
    expect(
      ordersOf(today, 'VERIFICATION_ERRORED').orders - ordersOf(before.today, 'VERIFICATION_ERRORED').orders,
    ).toBe(1);
    const yesterday = await get<DashboardCharts>(tokens.sub, '/dashboard/charts?period=YESTERDAY');
    const grownYesterday = funnelOf(yesterday).map(
      (orders, index) => orders - (funnelOf(before.yesterday)[index] ?? 0),
    );
    expect(grownYesterday).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('is for admins only', async () => {
    expect((await server.call('GET', '/dashboard/charts', tokens.manager ?? '')).status).toBe(403);
    const bad = await server.call('GET', '/dashboard/charts?period=NEXT_WEEK', tokens.brand ?? '');
    expect(bad.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'period' } });
  });
});

describe('GET /dashboard/sales and GET /dashboard/catalogue', () => {
  it('counts each order once on the day of its first launch, by day, family, channel and product', async () => {
    const db = server.db;
    const range = 'from=2026-03-01&to=2026-03-31';
    const before = {
      sub: await get<SalesAnalytics>(tokens.sub, `/dashboard/sales?${range}`),
      brand: await get<SalesAnalytics>(tokens.brand, `/dashboard/sales?${range}`),
      catalogue: await get<CataloguePerformance>(tokens.brand, `/dashboard/catalogue?${range}`),
    };
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'family', 'promotions', 'price_cents'])
      .where('brand_id', '=', '2020001')
      .where('status', '=', 'ACTIVE')
      .orderBy('name')
      .execute();
    const promoted = products.find((product) => product.promotions.length > 0);
    const plain = products.find((product) => product.promotions.length === 0);
    if (!promoted || !plain)
      throw new Error('the demo catalogue needs a product with and one without promotions');

    const launch = async (
      channel: string,
      at: string,
      items: { id: string; name: string; family: string }[],
    ) => {
      const id = await addOrder(db, channel, { status: 'COMPLETED', created: at, totalCents: 3000 });
      await db
        .insertInto('order_products')
        .values(
          items.map((item, index) => ({
            order_id: id,
            position: index + 1,
            product_id: item.id,
            name: item.name,
            family: item.family as 'MOBILE',
            price_cents: 1000 * (index + 1),
          })),
        )
        .execute();
      await db
        .insertInto('order_history')
        .values({
          order_id: id,
          action: 'LAUNCH',
          status_from: 'VERIFICATION_COMPLETED',
          status_to: 'IN_PROGRESS',
          actor: 'test',
          at,
        })
        .execute();
      return id;
    };
    // 1 March 00:00 in Madrid (CET) is the range's first instant; 31 March 23:59 CEST its last; 1 April is out.
    const first = await launch(SUB_CHANNEL, '2026-02-28T23:00:00.000Z', [promoted, plain]);
    await launch(SUB_CHANNEL, '2026-03-31T21:59:59.999Z', [plain]);
    await launch('2020001', '2026-03-15T12:00:00.000Z', [promoted]);
    await launch(SUB_CHANNEL, '2026-03-31T22:00:00.000Z', [plain]);
    await launch(SUB_CHANNEL, '2026-02-28T22:59:59.999Z', [plain]);
    // Launched again within the range: not a second sale.
    await db
      .insertInto('order_history')
      .values({
        order_id: first,
        action: 'LAUNCH',
        status_from: 'ERRORED',
        status_to: 'IN_PROGRESS',
        actor: 'test',
        at: '2026-03-20T10:00:00.000Z',
      })
      .execute();

    const sub = await get<SalesAnalytics>(tokens.sub, `/dashboard/sales?${range}`);
    expect(sub.totals.sales - before.sub.totals.sales).toBe(2);
    expect(sub.totals.revenueCents - before.sub.totals.revenueCents).toBe(6000);
    expect(sub.byDay).toHaveLength(31);
    expect(sub.byDay[0]?.date).toBe('2026-03-01');
    expect((sub.byDay[0]?.sales ?? 0) - (before.sub.byDay[0]?.sales ?? 0)).toBe(1);
    expect((sub.byDay[30]?.sales ?? 0) - (before.sub.byDay[30]?.sales ?? 0)).toBe(1);
    expect(sub.byChannel.map((entry) => entry.channelId)).toEqual([SUB_CHANNEL]);
    const units = (analytics: SalesAnalytics, id: string) =>
      analytics.byProduct.find((entry) => entry.productId === id) ?? { units: 0, revenueCents: 0 };
    expect(units(sub, plain.id).units - units(before.sub, plain.id).units).toBe(2);
    expect(units(sub, plain.id).revenueCents - units(before.sub, plain.id).revenueCents).toBe(3000);
    expect(units(sub, promoted.id)).toMatchObject({ name: promoted.name, family: promoted.family });

    const brand = await get<SalesAnalytics>(tokens.brand, `/dashboard/sales?${range}`);
    expect(brand.totals.sales - before.brand.totals.sales).toBe(3);
    const channelSales = (analytics: SalesAnalytics, id: string) =>
      analytics.byChannel.find((entry) => entry.channelId === id)?.sales ?? 0;
    expect(channelSales(brand, '2020001') - channelSales(before.brand, '2020001')).toBe(1);
    expect(brand.byChannel.find((entry) => entry.channelId === SUB_CHANNEL)?.channelName).toBeTruthy();
    const familySales = (analytics: SalesAnalytics) =>
      analytics.byFamily.find((entry) => entry.family === 'MOBILE')?.sales ?? 0;
    expect(familySales(brand) - familySales(before.brand)).toBe(3);

    const catalogue = await get<CataloguePerformance>(tokens.brand, `/dashboard/catalogue?${range}`);
    const performance = (answer: CataloguePerformance, id: string) =>
      answer.products.find((product) => product.productId === id);
    expect(catalogue.products.length).toBe(before.catalogue.products.length);
    expect(
      (performance(catalogue, promoted.id)?.unitsSold ?? 0) -
        (performance(before.catalogue, promoted.id)?.unitsSold ?? 0),
    ).toBe(2);
    expect(
      (performance(catalogue, promoted.id)?.promotionUnits ?? 0) -
        (performance(before.catalogue, promoted.id)?.promotionUnits ?? 0),
    ).toBe(2);
    expect(
      (performance(catalogue, plain.id)?.promotionUnits ?? 0) -
        (performance(before.catalogue, plain.id)?.promotionUnits ?? 0),
    ).toBe(0);
    expect(
      (performance(catalogue, plain.id)?.unitsSold ?? 0) -
        (performance(before.catalogue, plain.id)?.unitsSold ?? 0),
    ).toBe(2);
    // The other brand's catalogue is not in it.
    const nimbus = await get<CataloguePerformance>(tokens.nimbus, `/dashboard/catalogue?${range}`);
    expect(nimbus.products.some((product) => product.productId === plain.id)).toBe(false);
    expect(nimbus.products.length).toBeGreaterThan(0);
  });

  it('refuses a range backwards, longer than 366 days or with a day that does not exist', async () => {
    for (const range of [
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
    ]) {
      const res = await server.call('GET', `/dashboard/sales?${range}`, tokens.brand ?? '');
      expect(res.status, range).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    }
    const year = await server.call(
      'GET',
      '/dashboard/catalogue?from=2025-01-01&to=2025-12-31',
      tokens.brand ?? '',
    );
    expect(year.status).toBe(200);
  });
});
