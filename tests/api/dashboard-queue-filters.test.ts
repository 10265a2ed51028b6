import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database-schema';
import type { DashboardCounters } from '../../schema/rest/dashboard';
import { type ApiServer, startApiServer } from '../support/api-server';

// Monday 15 June 2026, 12:00 in Madrid (CEST, UTC+2).
const NOW = new Date('2026-06-15T10:00:00.000Z');
const PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;
const CHANNEL = '2020001001';

let server: ApiServer;
let token = '';

/** Instants on both sides of the periods' boundaries (Madrid days begin at 22:00 UTC the day before in June). */
const INSTANTS = [
  '2026-06-15T22:00:00.000Z',
  '2026-06-14T22:00:00.000Z',
  '2026-06-14T21:59:59.999Z',
  '2026-06-13T22:00:00.000Z',
  '2026-06-13T21:59:59.999Z',
  '2026-06-07T22:00:00.000Z',
  '2026-06-07T21:59:59.999Z',
];
const DAYS = ['2026-06-16', '2026-06-15', '2026-06-14', '2026-06-13', '2026-06-08', '2026-06-07'];

async function customerIn(db: Kysely<Database>, channel: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'brand_id', 'name'])
    .where('channel_id', '=', channel)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
}

async function seedAroundTheBoundaries(db: Kysely<Database>) {
  const customer = await customerIn(db, CHANNEL);
  const line = (
    status: 'ACTIVE' | 'TERMINATED' | 'CANCELED',
    start: string,
    end: string | null,
    n: number,
  ) => ({
    brand_id: customer.brand_id,
    channel_id: CHANNEL,
    customer_id: customer.id,
    fiscal_id: customer.fiscal_id,
    line_number: `9130000${String(n).padStart(2, '0')}`,
    product_name: 'Fibra 1 Gb',
    status,
    start_date: start,
    end_date: end,
    final_price_cents: 3000,
    family: 'FIBRE' as const,
  });
  await db
    .insertInto('subscriptions')
    .values([
      ...DAYS.map((day, n) => line('ACTIVE', day, null, n)),
      ...DAYS.map((day, n) => line(n % 2 ? 'TERMINATED' : 'CANCELED', day, day, n + 10)),
    ])
    .execute();
  const { id: subscriptionId } = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('line_number', '=', '913000000')
    .executeTakeFirstOrThrow();
  for (const [n, at] of INSTANTS.entries()) {
    for (const direction of ['IN', 'OUT'] as const) {
      await db
        .insertInto('portabilities')
        .values({
          brand_id: customer.brand_id,
          channel_id: CHANNEL,
          direction,
          status: 'INITIATED',
          portability_type: 'POSTPAID',
          customer_fiscal_id: customer.fiscal_id,
          document: customer.fiscal_id,
          mobile_number: `68700${direction === 'IN' ? 0 : 1}${String(n).padStart(3, '0')}`,
          donor_operator: direction === 'IN' ? 'Vodafone' : 'Demo Telecom',
          receiver_operator: direction === 'IN' ? 'Demo Telecom' : 'Vodafone',
          created_at: at,
        })
        .execute();
    }
    await db
      .insertInto('processes')
      .values({
        brand_id: customer.brand_id,
        channel_id: CHANNEL,
        type: 'PRODUCT_CHANGE',
        subscription_id: subscriptionId,
        fiscal_id: customer.fiscal_id,
        line_number: '913000000',
        created_at: at,
      })
      .execute();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({
        order_number: `ORD-2026-${700_000 + n}`,
        brand_id: customer.brand_id,
        channel_id: CHANNEL,
        customer_id: customer.id,
        customer_fiscal_id: customer.fiscal_id,
        customer_name: customer.name,
        family: 'FIBRE',
        verification_type: 'MANUAL',
        status: 'PENDING_CONTRACT_SIGNATURE',
        draft: false,
        document_number: customer.fiscal_id,
        total_price_cents: 3000,
        created_by: 'test',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_history')
      .values([
        {
          order_id: orderId,
          action: 'LAUNCH',
          status_from: 'VERIFICATION_COMPLETED',
          status_to: 'IN_PROGRESS',
          actor: 'test',
          at,
        },
        // Launched again the next week: it stays a sale of its first launch.
        {
          order_id: orderId,
          action: 'LAUNCH',
          status_from: 'ERRORED',
          status_to: 'IN_PROGRESS',
          actor: 'test',
          at: '2026-06-15T09:00:00.000Z',
        },
      ])
      .execute();
  }
}

beforeAll(async () => {
  server = await startApiServer({ clock: () => NOW });
  token = (await server.signIn('admin@demo.test')).accessToken;
  await seedAroundTheBoundaries(server.db);
});
afterAll(async () => {
  await server?.close();
});

/** How many items a list answers for a query, through all its pages. */
async function listed(path: string): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await server.call(
      'GET',
      `${path}${separator}limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    expect(page.status, `${path}: ${JSON.stringify(page.body)}`).toBe(200);
    const body = page.body as { items: unknown[]; nextCursor: string | null };
    total += body.items.length;
    cursor = body.nextCursor;
  } while (cursor);
  return total;
}

describe('the queues a dashboard card opens list exactly what the card counts', () => {
  it.each(PERIODS)('%s', async (period) => {
    const res = await server.call('GET', `/counters?period=${period}`, token);
    const counters = (res.body as { counters: DashboardCounters }).counters;
    expect(counters.portIns).toBeGreaterThan(0);
    expect({
      sales: await listed(`/orders?launched=${period}`),
      activations: await listed(`/subscriptions?started=${period}&includeTerminated=true`),
      terminations: await listed(`/subscriptions?ended=${period}`),
      liveLines: await listed('/subscriptions?status=ACTIVE'),
      portIns: await listed(`/portabilities?direction=IN&created=${period}`),
      portOuts: await listed(`/portabilities?direction=OUT&created=${period}`),
      events: await listed(`/processes?created=${period}`),
    }).toEqual({
      sales: counters.sales,
      activations: counters.activations,
      terminations: counters.terminations,
      liveLines: counters.liveLines,
      portIns: counters.portIns,
      portOuts: counters.portOuts,
      events: counters.events,
    });
  });

  it('filters portabilities by the other operator and orders by creation in a period', async () => {
    expect(await listed('/portabilities?direction=IN&created=LAST_WEEK&operator=Vodafone')).toBe(4);
    expect(await listed('/portabilities?direction=OUT&created=TODAY&operator=Vodafone')).toBe(1);
    expect(await listed('/portabilities?direction=IN&created=TODAY&operator=Orange')).toBe(0);
    expect(await listed('/orders?created=YESTERDAY&status=PENDING_CONTRACT_SIGNATURE')).toBe(2);
    expect(await listed('/draft-orders?created=LAST_WEEK')).toBe(0);
    const bad = await server.call('GET', '/portabilities?created=SOMEDAY', token);
    expect(bad.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'created' } });
  });
});
