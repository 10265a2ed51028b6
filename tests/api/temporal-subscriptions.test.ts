import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOptional } from '../../api/db/customer-subscription-tables';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { Subscription } from '../../schema/rest/customers';
import type {
  ProductItem,
  SubscriptionHistoryEntry,
  TemporalItem,
} from '../../schema/rest/temporal-subscriptions';
import { type ApiResponse, type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type Page = { items: TemporalItem[]; nextCursor: string | null };
type Acted = { item: TemporalItem; subscription: Subscription };

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

function ok<T>(res: ApiResponse): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
}
function refusal(res: ApiResponse): { status: number; code?: string; field?: string; message?: string } {
  const error = (res.body as { error?: { code?: string; field?: string; message?: string } }).error;
  return { status: res.status, code: error?.code, field: error?.field, message: error?.message };
}

describe('temporal subscriptions: terms of lines and add-ons, extend, end now, history', () => {
  let api: ApiServer;
  let admin: string;
  let manager: string;
  let agent: string;
  let subManager: string;
  let nimbus: string;
  // The api's clock: Friday 27 November 2026 in Madrid (the demo's promotions end around it).
  const now = new Date('2026-11-27T10:00:00.000Z');
  const TODAY = '2026-11-27';
  let holder: { id: string; fiscalId: string };
  let lineCounter = 0;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    manager = (await api.signIn('manager@demo.test')).accessToken;
    agent = (await api.signIn('agent@demo.test')).accessToken;
    nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    const subManagerEmail = await api.db
      .selectFrom('users')
      .select('email')
      .where('channel_id', '=', SUB_CHANNEL)
      .where('role', '=', 'MANAGER')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    subManager = (await api.signIn(subManagerEmail.email)).accessToken;
    holder = await api.db
      .selectFrom('customers')
      .select(['id', 'fiscal_id as fiscalId'])
      .where('channel_id', '=', BRAND)
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A fixture line of the test holder in channel 2020001 with an end date (or none) and add-ons. */
  async function insertLine(
    endDate: string | null,
    {
      status = 'ACTIVE',
      optionals = [],
    }: { status?: SubscriptionStatus; optionals?: SubscriptionOptional[] } = {},
  ): Promise<string> {
    lineCounter += 1;
    const { id } = await api.db
      .insertInto('subscriptions')
      .values({
        brand_id: BRAND,
        channel_id: BRAND,
        customer_id: holder.id,
        fiscal_id: holder.fiscalId,
        line_number: `7${String(900 + lineCounter).padStart(8, '0')}`,
        product_name: 'Tarifa de verano',
        status,
        start_date: '2026-06-01',
        end_date: endDate,
        final_price_cents: 1500,
        family: 'MOBILE',
        optionals: JSON.stringify(optionals),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function stored(id: string) {
    return api.db
      .selectFrom('subscriptions')
      .select(['status', 'optionals', sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_day')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  async function historyActions(id: string): Promise<string[]> {
    const rows = await api.db
      .selectFrom('subscription_history')
      .select('action')
      .where('subscription_id', '=', id)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }
  async function list(token: string, query = 'limit=100'): Promise<TemporalItem[]> {
    return ok<Page>(await api.call('GET', `/subscriptions/temporal?${query}`, token)).items;
  }
  /** The whole list, page after page (25 a page). */
  async function everyPage(token: string, query = ''): Promise<TemporalItem[]> {
    const items: TemporalItem[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const page: Page = ok<Page>(
        await api.call('GET', `/subscriptions/temporal?limit=25${query}${after}`, token),
      );
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }
  const extend = (token: string, body: Record<string, unknown>) =>
    api.call('PUT', '/subscriptions/temporal/extend', token, { fiscalId: holder.fiscalId, ...body });
  const end = (token: string, body: Record<string, unknown>) =>
    api.call('POST', '/subscriptions/temporal/end', token, { fiscalId: holder.fiscalId, ...body });

  /** Sends a refused call and checks that nothing at all changed in the database. */
  async function expectRefusedUnchanged(
    call: () => Promise<ApiResponse>,
    expected: { status: number; code: string; field?: string },
  ) {
    const before = await fingerprintDatabase(api.db);
    const res = await call();
    expect(refusal(res)).toMatchObject(expected);
    expect(await fingerprintDatabase(api.db)).toEqual(before);
  }

  describe('the list', () => {
    it('lists the demo terms of the scope soonest end first, the ended ones first and flagged', async () => {
      const items = await list(manager);
      const ends = items.map((item) => item.endDate);
      expect(ends).toEqual([...ends].sort());
      expect(items.length).toBeGreaterThanOrEqual(8);
      // The promotions of the demo: one ended a week ago, the next in eight days.
      expect(items[0]).toMatchObject({
        kind: 'SUBSCRIPTION',
        endDate: '2026-11-20',
        ended: true,
        daysLeft: -7,
      });
      expect(items.filter((item) => item.ended).map((item) => item.endDate)).toEqual(['2026-11-20']);
      expect(items[1]).toMatchObject({ endDate: '2026-12-05', ended: false, daysLeft: 8 });
      // Add-ons with a term are listed beside lines, with the line they belong to.
      const addOns = items.filter((item) => item.kind === 'PRODUCT');
      expect(addOns.map((item) => [item.productName, item.endDate, item.index])).toEqual([
        ['Bono Internacional', '2026-12-15', 0],
        ['Bono Internacional', '2027-02-28', 0],
      ]);
      expect(addOns[0]?.id).toBe(`${addOns[0]?.subscriptionId}:0`);
      // The sub-channel's term shows to the brand's manager; another brand's does not.
      expect(items.some((item) => item.channelId === SUB_CHANNEL)).toBe(true);
      expect(items.every((item) => item.channelId.startsWith(BRAND))).toBe(true);
      expect(items.every((item) => item.status === 'ACTIVE')).toBe(true);
    });

    it('keeps each caller to its channel subtree', async () => {
      const sub = await list(subManager);
      expect(sub.map((item) => [item.channelId, item.endDate])).toEqual([[SUB_CHANNEL, '2027-06-30']]);
      const other = await list(nimbus);
      expect(other.map((item) => item.endDate)).toEqual(['2027-05-31']);
      expect(other[0]?.channelId.startsWith('3000003')).toBe(true);
    });

    it('filters by state and kind', async () => {
      expect((await list(manager, 'state=ENDED')).map((item) => item.endDate)).toEqual(['2026-11-20']);
      const upcoming = await list(manager, 'state=UPCOMING');
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((item) => !item.ended && item.endDate >= TODAY)).toBe(true);
      expect((await list(manager, 'kind=PRODUCT')).every((item) => item.kind === 'PRODUCT')).toBe(true);
      expect((await list(manager, 'kind=SUBSCRIPTION')).every((item) => item.index === null)).toBe(true);
    });

    it('leaves out lines without an end date, ended lines and lines being cancelled', async () => {
      const none = await insertLine(null);
      const terminated = await insertLine('2026-12-01', { status: 'TERMINATED' });
      const cancelling = await insertLine('2026-12-01', { status: 'PENDING_TERMINATION' });
      const ids = new Set((await everyPage(manager)).map((item) => item.subscriptionId));
      expect([none, terminated, cancelling].filter((id) => ids.has(id))).toEqual([]);
    });

    it('pages with a keyset cursor in end-date order without overlap, and refuses a foreign cursor', async () => {
      // Thirty more terms on the same two days: the cursor breaks ties by line and index.
      for (let position = 0; position < 30; position += 1) {
        await insertLine(position % 2 === 0 ? '2028-01-01' : '2028-01-02', {
          optionals:
            position % 5 === 0
              ? [{ productId: null, name: 'Bono', priceCents: 300, endDate: '2028-01-01' }]
              : [],
        });
      }
      const all = await everyPage(manager);
      const ids = all.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(all.length).toBeGreaterThanOrEqual(44);
      const keys = all.map((item) => `${item.endDate}|${item.subscriptionId}|${item.index ?? -1}`);
      // Within a day, by line id then index (-1 for the line's own term).
      const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const sorted = [...all].sort(
        (a, b) =>
          compare(a.endDate, b.endDate) ||
          compare(a.subscriptionId, b.subscriptionId) ||
          (a.index ?? -1) - (b.index ?? -1),
      );
      expect(keys).toEqual(
        sorted.map((item) => `${item.endDate}|${item.subscriptionId}|${item.index ?? -1}`),
      );
      const bad = await api.call('GET', '/subscriptions/temporal?cursor=bm90LWEtY3Vyc29y', manager);
      expect(refusal(bad)).toMatchObject({ status: 400, code: 'INVALID_REQUEST', field: 'cursor' });
    });
  });

  describe('extend', () => {
    it('moves a line term later, with a history row, and the line moves in the sort', async () => {
      const soon = await insertLine('2026-11-30');
      const later = await insertLine('2026-12-02');
      const order = (items: TemporalItem[]) =>
        items
          .filter((item) => item.subscriptionId === soon || item.subscriptionId === later)
          .map((i) => i.subscriptionId);
      expect(order(await everyPage(manager))).toEqual([soon, later]);
      const acted = ok<Acted>(await extend(manager, { subscriptionId: soon, endDate: '10/12/2026' }));
      expect(acted.item).toMatchObject({ id: soon, endDate: '2026-12-10', ended: false, daysLeft: 13 });
      expect(acted.subscription).toMatchObject({ subscriptionId: soon, endDate: '2026-12-10' });
      expect((await stored(soon)).end_day).toBe('2026-12-10');
      expect(order(await everyPage(manager))).toEqual([later, soon]);
      const [row] = ok<{ items: SubscriptionHistoryEntry[] }>(
        await api.call(
          'GET',
          `/subscription/history?subscriptionId=${soon}&fiscalId=${holder.fiscalId}`,
          manager,
        ),
      ).items;
      expect(row).toMatchObject({
        action: 'EXTEND_END_DATE',
        actor: 'manager@demo.test',
        index: null,
        changes: [{ field: 'endDate', from: '2026-11-30', to: '2026-12-10' }],
      });
    });

    it('extends an ended term past today, and an add-on term by its index', async () => {
      const ended = await insertLine('2026-11-01', {
        optionals: [
          {
            productId: null,
            name: 'Bono verano',
            priceCents: 500,
            startDate: '2026-06-01',
            endDate: '2026-09-30',
          },
        ],
      });
      ok<Acted>(await extend(manager, { subscriptionId: ended, endDate: '28/11/2026' }));
      const addOn = ok<Acted>(
        await extend(manager, { subscriptionId: ended, index: 0, endDate: '31/03/2027' }),
      );
      expect(addOn.item).toMatchObject({
        id: `${ended}:0`,
        kind: 'PRODUCT',
        endDate: '2027-03-31',
        ended: false,
      });
      const { optionals, end_day } = await stored(ended);
      expect(end_day).toBe('2026-11-28');
      expect(optionals[0]).toMatchObject({
        name: 'Bono verano',
        endDate: '2027-03-31',
        startDate: '2026-06-01',
      });
      expect(await historyActions(ended)).toEqual(['EXTEND_END_DATE', 'EXTEND_END_DATE']);
    });

    it('refuses a date not after today or the current end, a bad date, no term, the wrong status or scope', async () => {
      const id = await insertLine('2026-12-20');
      const untermed = await insertLine(null);
      const ended = await insertLine('2026-11-01', { status: 'TERMINATED' });
      const notLater = { status: 422, code: 'END_DATE_NOT_LATER', field: 'endDate' };
      await expectRefusedUnchanged(
        () => extend(manager, { subscriptionId: id, endDate: '27/11/2026' }),
        notLater,
      );
      await expectRefusedUnchanged(
        () => extend(manager, { subscriptionId: id, endDate: '20/12/2026' }),
        notLater,
      );
      const today = await extend(manager, { subscriptionId: id, endDate: '27/11/2026' });
      expect(refusal(today).message).toBe('temporalSubscriptions.extend.notAfterToday');
      const current = await extend(manager, { subscriptionId: id, endDate: '19/12/2026' });
      expect(refusal(current).message).toBe('temporalSubscriptions.extend.notAfterCurrentEnd');
      await expectRefusedUnchanged(() => extend(manager, { subscriptionId: id, endDate: '31/02/2027' }), {
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'endDate',
      });
      await expectRefusedUnchanged(() => extend(manager, { subscriptionId: id, endDate: '2027-01-31' }), {
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'endDate',
      });
      await expectRefusedUnchanged(
        () => extend(manager, { subscriptionId: untermed, endDate: '01/01/2027' }),
        {
          status: 409,
          code: 'SUBSCRIPTION_NOT_TEMPORAL',
        },
      );
      await expectRefusedUnchanged(() => extend(manager, { subscriptionId: ended, endDate: '01/01/2027' }), {
        status: 409,
        code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      });
      await expectRefusedUnchanged(
        () => extend(manager, { subscriptionId: id, index: 3, endDate: '01/01/2027' }),
        {
          status: 422,
          code: 'OPTIONAL_NOT_FOUND',
          field: 'index',
        },
      );
      await expectRefusedUnchanged(() => extend(agent, { subscriptionId: id, endDate: '01/01/2027' }), {
        status: 403,
        code: 'FORBIDDEN',
      });
      await expectRefusedUnchanged(() => extend(subManager, { subscriptionId: id, endDate: '01/01/2027' }), {
        status: 404,
        code: 'NOT_FOUND',
      });
      await expectRefusedUnchanged(() => extend(nimbus, { subscriptionId: id, endDate: '01/01/2027' }), {
        status: 404,
        code: 'NOT_FOUND',
      });
      expect((await stored(id)).end_day).toBe('2026-12-20');
      expect(await historyActions(id)).toEqual([]);
    });
  });

  describe('end now', () => {
    it('terminates a live line today with the reason; a line not live yet is canceled; both leave the list', async () => {
      const live = await insertLine('2027-01-15');
      const pending = await insertLine('2027-01-15', { status: 'PENDING_ACTIVATION' });
      const acted = ok<Acted>(await end(manager, { subscriptionId: live, reason: 'CUSTOMER_REQUEST' }));
      expect(acted.item).toMatchObject({ status: 'TERMINATED', endDate: TODAY, ended: true, daysLeft: 0 });
      expect(acted.subscription).toMatchObject({ status: 'TERMINATED', endDate: TODAY });
      ok<Acted>(await end(manager, { subscriptionId: pending, reason: 'FRAUD' }));
      expect(await stored(pending)).toMatchObject({ status: 'CANCELED', end_day: TODAY });
      const history = await api.db
        .selectFrom('subscription_history')
        .select(['action', 'status_from', 'status_to', 'reason', 'actor'])
        .where('subscription_id', 'in', [live, pending])
        .orderBy('id')
        .execute();
      expect(history).toEqual([
        {
          action: 'END_NOW',
          status_from: 'ACTIVE',
          status_to: 'TERMINATED',
          reason: 'CUSTOMER_REQUEST',
          actor: 'manager@demo.test',
        },
        {
          action: 'END_NOW',
          status_from: 'PENDING_ACTIVATION',
          status_to: 'CANCELED',
          reason: 'FRAUD',
          actor: 'manager@demo.test',
        },
      ]);
      const ids = new Set((await everyPage(manager)).map((item) => item.subscriptionId));
      expect(ids.has(live) || ids.has(pending)).toBe(false);
    });

    it('takes an add-on off the line and keeps the line', async () => {
      const id = await insertLine(null, {
        optionals: [
          { productId: null, name: 'Bono Internacional', priceCents: 500 },
          { productId: null, name: 'Bono Navidad', priceCents: 300, endDate: '2027-01-06' },
        ],
      });
      const acted = ok<Acted>(
        await end(manager, { subscriptionId: id, index: 1, reason: 'CUSTOMER_REQUEST' }),
      );
      expect(acted.item).toMatchObject({
        id: `${id}:1`,
        kind: 'PRODUCT',
        productName: 'Bono Navidad',
        ended: true,
      });
      const after = await stored(id);
      expect(after.status).toBe('ACTIVE');
      expect(after.optionals.map((entry) => entry.name)).toEqual(['Bono Internacional']);
      const [row] = ok<{ items: SubscriptionHistoryEntry[] }>(
        await api.call(
          'GET',
          `/subscription/history?subscriptionId=${id}&fiscalId=${holder.fiscalId}`,
          manager,
        ),
      ).items;
      expect(row).toMatchObject({
        action: 'END_NOW',
        reason: 'CUSTOMER_REQUEST',
        index: 1,
        changes: [{ field: 'endDate', from: '2027-01-06', to: TODAY }],
      });
    });

    it('refuses while a contract change runs, without a term, a bad reason, and changes nothing', async () => {
      const changing = await insertLine('2027-01-15', { status: 'PENDING_PRODUCT_CHANGE' });
      const untermed = await insertLine(null, {
        optionals: [{ productId: null, name: 'Bono', priceCents: 300 }],
      });
      await expectRefusedUnchanged(() => end(manager, { subscriptionId: changing, reason: 'FRAUD' }), {
        status: 409,
        code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      });
      await expectRefusedUnchanged(
        () => end(manager, { subscriptionId: untermed, index: 0, reason: 'FRAUD' }),
        {
          status: 409,
          code: 'SUBSCRIPTION_NOT_TEMPORAL',
        },
      );
      await expectRefusedUnchanged(() => end(manager, { subscriptionId: changing, reason: 'BORED' }), {
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'reason',
      });
      // The add-on of a line in a contract change may still be taken off: only the line's own end waits.
      expect((await list(manager, 'kind=SUBSCRIPTION&limit=500')).some((item) => item.id === changing)).toBe(
        true,
      );
    });
  });

  describe('modifySubscription by product item, the product items and the history', () => {
    it('sets an add-on its dates and price by index, answers the items, and records what changed', async () => {
      const id = await insertLine(null, {
        optionals: [{ productId: null, name: 'Bono Internacional', priceCents: 500 }],
      });
      const modified = await api.call('PUT', '/modifySubscription', admin, {
        subscriptionId: id,
        fiscalId: holder.fiscalId,
        index: 0,
        finalPrice: 450,
        startDate: '01/12/2026',
        endDate: '31/01/2027',
      });
      expect(modified.status, JSON.stringify(modified.body)).toBe(200);
      const { items } = ok<{ items: ProductItem[] }>(
        await api.call(
          'GET',
          `/subscription/productItems?subscriptionId=${id}&fiscalId=${holder.fiscalId}`,
          manager,
        ),
      );
      expect(items).toEqual([
        {
          index: null,
          productId: null,
          productName: 'Tarifa de verano',
          price: 1500,
          startDate: '2026-06-01',
          endDate: null,
        },
        {
          index: 0,
          productId: null,
          productName: 'Bono Internacional',
          price: 450,
          startDate: '2026-12-01',
          endDate: '2027-01-31',
        },
      ]);
      // The add-on's term is now in the list.
      expect((await list(manager, 'kind=PRODUCT&limit=500')).some((item) => item.id === `${id}:0`)).toBe(
        true,
      );
      const [row] = ok<{ items: SubscriptionHistoryEntry[] }>(
        await api.call(
          'GET',
          `/subscription/history?subscriptionId=${id}&fiscalId=${holder.fiscalId}`,
          admin,
        ),
      ).items;
      expect(row).toMatchObject({ action: 'MODIFY', actor: 'admin@demo.test', index: 0 });
      expect(row?.changes).toEqual([
        { field: 'finalPrice', from: '500', to: '450' },
        { field: 'startDate', from: null, to: '2026-12-01' },
        { field: 'endDate', from: null, to: '2027-01-31' },
      ]);
    });

    it('refuses an end date on or before the start, for the line and for an add-on, and changes nothing', async () => {
      const id = await insertLine('2026-12-31', {
        optionals: [{ productId: null, name: 'Bono', priceCents: 300, startDate: '2026-10-01' }],
      });
      const modify = (body: Record<string, unknown>) => () =>
        api.call('PUT', '/modifySubscription', admin, {
          subscriptionId: id,
          fiscalId: holder.fiscalId,
          ...body,
        });
      const refused = { status: 400, code: 'INVALID_REQUEST', field: 'endDate' };
      await expectRefusedUnchanged(modify({ endDate: '01/06/2026' }), refused);
      await expectRefusedUnchanged(modify({ startDate: '31/12/2026' }), refused);
      await expectRefusedUnchanged(modify({ index: 0, endDate: '01/10/2026' }), refused);
      const res = await modify({ endDate: '01/06/2026' })();
      expect(refusal(res).message).toBe('modifyProduct.form.endNotAfterStart');
      await expectRefusedUnchanged(modify({ finalPrice: -1 }), {
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'finalPrice',
      });
      await expectRefusedUnchanged(modify({ finalPrice: 12.5 }), {
        status: 400,
        code: 'INVALID_REQUEST',
        field: 'finalPrice',
      });
    });

    it('answers the history and the items only in scope, and not to an agent', async () => {
      const id = await insertLine('2027-01-01');
      const query = `subscriptionId=${id}&fiscalId=${holder.fiscalId}`;
      expect(refusal(await api.call('GET', `/subscription/history?${query}`, agent)).status).toBe(403);
      expect(refusal(await api.call('GET', `/subscription/history?${query}`, subManager)).status).toBe(404);
      expect(refusal(await api.call('GET', `/subscription/productItems?${query}`, nimbus)).status).toBe(404);
      const wrongHolder = `subscriptionId=${id}&fiscalId=12345678Z`;
      expect(refusal(await api.call('GET', `/subscription/history?${wrongHolder}`, admin)).status).toBe(404);
      expect(
        ok<{ items: unknown[] }>(await api.call('GET', `/subscription/history?${query}`, manager)).items,
      ).toEqual([]);
    });
  });
});
