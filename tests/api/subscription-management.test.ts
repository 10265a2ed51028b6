import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionsTable } from '../../api/db/customer-subscription-tables';
import { processSweepStep } from '../../api/processes/process-sweep-step';
import { demoFixedIpProductId } from '../../api/seed/demo-processes';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { Product, Subscription } from '../../schema/rest/customers';
import type { Process } from '../../schema/rest/processes';
import type { SharedGroup } from '../../schema/rest/subscription-management';
import { type ApiResponse, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type ActionAnswer = { subscriptions: Subscription[]; processes: Process[] };

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

function answer(res: ApiResponse): ActionAnswer {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActionAnswer;
}
function errorCode(res: ApiResponse): string | undefined {
  return (res.body as { error?: { code?: string } }).error?.code;
}
function icc(seed: string): string {
  const body = `893401${seed.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

describe('subscription management over HTTP', () => {
  let api: Api;
  let admin: string;
  let manager: string;
  let subManager: string;
  let nimbus: string;
  let holder: { id: string; fiscalId: string; province: string | null };
  let products: Record<string, { id: string; family: ProductFamily; name: string; price: number }>;
  let lineCounter = 0;

  /** A fixture line of the test holder (channel 2020001), with the first ACTIVE product of its family. */
  async function insertLine(family: ProductFamily, status: SubscriptionStatus = 'ACTIVE'): Promise<string> {
    const product = Object.values(products).find((p) => p.family === family);
    if (!product) throw new Error(`no ${family} product`);
    lineCounter += 1;
    const row: Partial<SubscriptionsTable> = {};
    void row;
    const { id } = await api.db
      .insertInto('subscriptions')
      .values({
        brand_id: BRAND,
        channel_id: BRAND,
        customer_id: holder.id,
        fiscal_id: holder.fiscalId,
        line_number:
          family === 'MOBILE'
            ? `7${String(lineCounter).padStart(8, '0')}`
            : `91${String(lineCounter).padStart(7, '0')}`,
        product_id: product.id,
        product_name: product.name,
        status,
        final_price_cents: product.price,
        family,
        icc: family === 'MOBILE' ? icc(String(lineCounter)) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function line(id: string) {
    return api.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
  async function historyOf(id: string) {
    return api.db
      .selectFrom('subscription_history')
      .selectAll()
      .where('subscription_id', '=', id)
      .orderBy('id')
      .execute();
  }
  /** A refused request changes nothing at all. */
  async function expectRefused(
    method: string,
    path: string,
    token: string,
    body: unknown,
    status: number,
    code: string,
  ) {
    const before = await dumpDatabase(api.db);
    const res = await api.call(method, path, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(errorCode(res)).toBe(code);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return res;
  }

  beforeAll(async () => {
    api = await startApiServer();
    admin = (await api.signIn('admin@demo.test')).accessToken;
    manager = (await api.signIn('manager@demo.test')).accessToken;
    nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    const sub = await api.db
      .selectFrom('users')
      .select('email')
      .where('channel_id', '=', SUB_CHANNEL)
      .where('role', '=', 'MANAGER')
      .where('status', '=', 'ACTIVE')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    subManager = (await api.signIn(sub.email)).accessToken;
    const customer = await api.db
      .selectFrom('customers')
      .select(['id', 'fiscal_id', 'province'])
      .where('channel_id', '=', BRAND)
      .where('province', '=', '28')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    holder = { id: customer.id, fiscalId: customer.fiscal_id, province: customer.province };
    const rows = await api.db
      .selectFrom('products')
      .selectAll()
      .where('brand_id', '=', BRAND)
      .where('status', '=', 'ACTIVE')
      .execute();
    products = Object.fromEntries(
      rows.map((p) => [
        p.name,
        { id: p.id, family: p.family, name: p.name, price: p.price_with_promotions_cents },
      ]),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('compatible products', () => {
    it('offers main products of the same family and brand, ACTIVE, without the current one or add-ons', async () => {
      const id = await insertLine('MOBILE');
      const res = await api.call(
        'GET',
        `/subscription/getCompatibleMainProducts?subscriptionId=${id}&fiscalId=${holder.fiscalId}`,
        manager,
      );
      expect(res.status).toBe(200);
      const items = (res.body as { items: Product[] }).items;
      const current = (await line(id)).product_id;
      expect(items.length).toBeGreaterThan(0);
      for (const product of items) {
        expect(product.family).toBe('MOBILE');
        expect(product.status).toBe('ACTIVE');
        expect(product.brandId).toBe(BRAND);
        expect(product.id).not.toBe(current);
        expect(product.cumulativeGb).toBe(false);
        expect(product.subfamily).not.toBe('fixed-ip');
      }
    });

    it('offers add-ons by family: international and the fixed IP on a mobile line, TV and fixed on fibre', async () => {
      const mobile = await insertLine('MOBILE');
      const fibre = await insertLine('FIBRE');
      const of = async (id: string) =>
        (
          (
            await api.call(
              'GET',
              `/subscription/getCompatibleOptionalProducts?subscriptionId=${id}&fiscalId=${holder.fiscalId}`,
              manager,
            )
          ).body as { items: Product[] }
        ).items;
      const mobileAddOns = await of(mobile);
      expect(new Set(mobileAddOns.map((p) => p.family))).toEqual(new Set(['INTERNATIONAL', 'MOBILE']));
      expect(mobileAddOns.map((p) => p.id)).toContain(demoFixedIpProductId(BRAND));
      const fibreAddOns = await of(fibre);
      expect(new Set(fibreAddOns.map((p) => p.family))).toEqual(new Set(['TV', 'FIXED']));
    });

    it('answers 404 for a line of another holder, another brand or outside the channel', async () => {
      const id = await insertLine('MOBILE');
      const path = (fiscalId: string) =>
        `/subscription/getCompatibleMainProducts?subscriptionId=${id}&fiscalId=${fiscalId}`;
      expect((await api.call('GET', path('12345678Z'), manager)).status).toBe(404);
      expect((await api.call('GET', path(holder.fiscalId), nimbus)).status).toBe(404);
      expect((await api.call('GET', path(holder.fiscalId), subManager)).status).toBe(404);
    });
  });

  describe('product change', () => {
    it('waits in PENDING_PRODUCT_CHANGE with an INITIATED process; cancelling it restores ACTIVE', async () => {
      const id = await insertLine('MOBILE');
      const before = await line(id);
      const target =
        Object.values(products).find((p) => p.name === 'Móvil 10 GB' && p.id !== before.product_id) ??
        Object.values(products).find(
          (p) =>
            p.family === 'MOBILE' &&
            p.id !== before.product_id &&
            !p.name.includes('compartidos') &&
            !p.name.includes('IP'),
        );
      if (!target) throw new Error('no other mobile product');
      const body = {
        subscriptionId: id,
        lineNumber: before.line_number,
        productId: target.id,
        family: 'MOBILE',
        fiscalId: holder.fiscalId,
      };
      const started = answer(await api.call('POST', '/changeProduct', manager, body));
      expect(started.subscriptions[0]?.status).toBe('PENDING_PRODUCT_CHANGE');
      expect(started.subscriptions[0]?.productId).toBe(before.product_id);
      const process = started.processes[0] as Process;
      expect(process).toMatchObject({ type: 'PRODUCT_CHANGE', status: 'INITIATED', subscriptionId: id });
      expect(process.document).toBe(holder.fiscalId);
      expect(process.mobileNumber).toBe(before.line_number);
      expect((await historyOf(id)).map((h) => [h.action, h.status_from, h.status_to])).toEqual([
        ['PRODUCT_CHANGE', 'ACTIVE', 'PENDING_PRODUCT_CHANGE'],
      ]);

      // No second change while one is pending: 409 and nothing changes.
      await expectRefused('POST', '/changeProduct', manager, body, 409, 'SUBSCRIPTION_ACTION_NOT_ALLOWED');

      const canceled = await api.call('POST', `/processes/${process.id}/cancel`, manager, {
        reason: 'CUSTOMER_REQUEST',
      });
      expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
      expect(canceled.body).toMatchObject({ status: 'CANCELED', cancelReason: 'CUSTOMER_REQUEST' });
      const after = await line(id);
      expect(after.status).toBe('ACTIVE');
      expect(after.product_id).toBe(before.product_id);
      expect((await historyOf(id)).map((h) => h.action)).toEqual([
        'PRODUCT_CHANGE',
        'PRODUCT_CHANGE_CANCELED',
      ]);
      await expectRefused(
        'POST',
        `/processes/${process.id}/cancel`,
        manager,
        { reason: 'CUSTOMER_REQUEST' },
        409,
        'PROCESS_ACTION_NOT_ALLOWED',
      );
    });

    it('with executeNow changes the product at once and completes the process', async () => {
      const id = await insertLine('MOBILE');
      const before = await line(id);
      const target = Object.values(products).find(
        (p) =>
          p.family === 'MOBILE' &&
          p.id !== before.product_id &&
          p.id !== demoFixedIpProductId(BRAND) &&
          !p.name.includes('compartidos'),
      );
      if (!target) throw new Error('no other mobile product');
      const done = answer(
        await api.call('POST', '/changeProduct', manager, {
          subscriptionId: id,
          lineNumber: before.line_number,
          productId: target.id,
          family: 'MOBILE',
          executeNow: true,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(done.subscriptions[0]).toMatchObject({
        status: 'ACTIVE',
        productId: target.id,
        productName: target.name,
      });
      expect(done.processes[0]?.status).toBe('COMPLETED');
      const detail = await api.call('GET', `/process?id=${done.processes[0]?.id}`, manager);
      expect((detail.body as { history: { action: string }[] }).history.map((h) => h.action)).toEqual([
        'START',
        'COMPLETE',
      ]);
    });

    it('refuses a product of another family (422) and a terminated line (409), changing nothing', async () => {
      const id = await insertLine('MOBILE');
      const current = await line(id);
      const fibre = Object.values(products).find((p) => p.family === 'FIBRE');
      await expectRefused(
        'POST',
        '/changeProduct',
        manager,
        {
          subscriptionId: id,
          lineNumber: current.line_number,
          productId: fibre?.id,
          family: 'MOBILE',
          fiscalId: holder.fiscalId,
        },
        422,
        'PRODUCT_NOT_COMPATIBLE',
      );
      const closed = await insertLine('MOBILE', 'TERMINATED');
      const closedRow = await line(closed);
      const other = Object.values(products).find(
        (p) => p.family === 'MOBILE' && p.id !== closedRow.product_id,
      );
      await expectRefused(
        'POST',
        '/changeProduct',
        manager,
        {
          subscriptionId: closed,
          lineNumber: closedRow.line_number,
          productId: other?.id,
          family: 'MOBILE',
          fiscalId: holder.fiscalId,
        },
        409,
        'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      );
      await expectRefused(
        'PUT',
        '/changeSubscriptionAlias',
        manager,
        { subscriptionId: closed, alias: 'Casa', fiscalId: holder.fiscalId },
        409,
        'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      );
    });

    it('the process sweep completes a due change and applies it', async () => {
      const id = await insertLine('MOBILE');
      const before = await line(id);
      const target = Object.values(products).find(
        (p) =>
          p.family === 'MOBILE' &&
          p.id !== before.product_id &&
          p.id !== demoFixedIpProductId(BRAND) &&
          !p.name.includes('compartidos'),
      );
      const started = answer(
        await api.call('POST', '/changeProduct', manager, {
          subscriptionId: id,
          lineNumber: before.line_number,
          productId: target?.id,
          family: 'MOBILE',
          fiscalId: holder.fiscalId,
        }),
      );
      const processId = started.processes[0]?.id as string;
      const due = new Date(started.processes[0]?.due as string);
      // Not due yet: the sweep leaves it.
      await processSweepStep.run(api.db, new Date(due.getTime() - 1000));
      expect((await line(id)).status).toBe('PENDING_PRODUCT_CHANGE');
      expect(await processSweepStep.run(api.db, due)).toBeGreaterThan(0);
      const after = await line(id);
      expect(after).toMatchObject({ status: 'ACTIVE', product_id: target?.id });
      const process = await api.db
        .selectFrom('processes')
        .selectAll()
        .where('id', '=', processId)
        .executeTakeFirstOrThrow();
      expect(process.status).toBe('COMPLETED');
      expect((await historyOf(id)).map((h) => [h.action, h.status_to])).toEqual([
        ['PRODUCT_CHANGE', 'PENDING_PRODUCT_CHANGE'],
        ['PRODUCT_CHANGE_COMPLETED', 'ACTIVE'],
      ]);
    });
  });

  describe('alias, modify and add-ons', () => {
    it('changes the alias with a history row', async () => {
      const id = await insertLine('MOBILE');
      const done = answer(
        await api.call('PUT', '/changeSubscriptionAlias', manager, {
          subscriptionId: id,
          alias: ' Oficina ',
          fiscalId: holder.fiscalId,
        }),
      );
      expect(done.subscriptions[0]?.alias).toBe('Oficina');
      expect((await historyOf(id)).map((h) => h.action)).toEqual(['CHANGE_ALIAS']);
    });

    it('modifySubscription corrects name, price and dates (admin only), or an optional by index', async () => {
      const id = await insertLine('MOBILE');
      const body = {
        subscriptionId: id,
        productName: 'Móvil corregido',
        finalPrice: 777,
        startDate: '01/02/2025',
        endDate: '01/02/2027',
        fiscalId: holder.fiscalId,
      };
      await expectRefused('PUT', '/modifySubscription', manager, body, 403, 'FORBIDDEN');
      const done = answer(await api.call('PUT', '/modifySubscription', admin, body));
      expect(done.subscriptions[0]).toMatchObject({
        productName: 'Móvil corregido',
        finalPrice: 777,
        startDate: '2025-02-01',
        endDate: '2027-02-01',
      });
      await expectRefused(
        'PUT',
        '/modifySubscription',
        admin,
        { subscriptionId: id, endDate: '01/01/2020', fiscalId: holder.fiscalId },
        400,
        'INVALID_REQUEST',
      );
      await expectRefused(
        'PUT',
        '/modifySubscription',
        admin,
        { subscriptionId: id, index: 0, finalPrice: 1, fiscalId: holder.fiscalId },
        422,
        'OPTIONAL_NOT_FOUND',
      );
      expect((await historyOf(id)).map((h) => h.action)).toEqual(['MODIFY']);
    });

    it('adds an international bonus at once and a fixed IP through ADD_MOBILE_FIXED_IP', async () => {
      const id = await insertLine('MOBILE');
      const current = await line(id);
      const bonus = Object.values(products).find((p) => p.family === 'INTERNATIONAL');
      const added = answer(
        await api.call('POST', '/addOptionalProduct', manager, {
          subscriptionId: id,
          lineNumber: current.line_number,
          productId: bonus?.id,
          family: 'INTERNATIONAL',
          fiscalId: holder.fiscalId,
        }),
      );
      expect(added.subscriptions[0]?.optionals.map((o) => o.productId)).toEqual([bonus?.id]);
      expect(added.subscriptions[0]?.finalPrice).toBe(current.final_price_cents + (bonus?.price ?? 0));
      expect(added.processes).toEqual([]);
      const fixedIp = answer(
        await api.call('POST', '/addOptionalProduct', manager, {
          subscriptionId: id,
          lineNumber: current.line_number,
          productId: demoFixedIpProductId(BRAND),
          family: 'MOBILE',
          eSim: true,
          eSimEmail: 'qr@example.com',
          fiscalId: holder.fiscalId,
        }),
      );
      expect(fixedIp.processes[0]).toMatchObject({ type: 'ADD_MOBILE_FIXED_IP', status: 'INITIATED' });
      expect(fixedIp.subscriptions[0]?.optionals).toHaveLength(1);
    });

    it('validates the ICC (Luhn), the eSIM e-mail and the fixed number of the holder province', async () => {
      const mobile = await insertLine('MOBILE');
      const mobileRow = await line(mobile);
      const badIcc = await expectRefused(
        'POST',
        '/addOptionalProduct',
        manager,
        {
          subscriptionId: mobile,
          lineNumber: mobileRow.line_number,
          productId: demoFixedIpProductId(BRAND),
          family: 'MOBILE',
          icc: '8934011234567890127',
          fiscalId: holder.fiscalId,
        },
        400,
        'INVALID_REQUEST',
      );
      expect((badIcc.body as { error: { field: string } }).error.field).toBe('icc');
      const noEmail = await expectRefused(
        'POST',
        '/addOptionalProduct',
        manager,
        {
          subscriptionId: mobile,
          lineNumber: mobileRow.line_number,
          productId: demoFixedIpProductId(BRAND),
          family: 'MOBILE',
          eSim: true,
          fiscalId: holder.fiscalId,
        },
        400,
        'INVALID_REQUEST',
      );
      expect((noEmail.body as { error: { field: string } }).error.field).toBe('eSimEmail');
      const fibre = await insertLine('FIBRE');
      const fibreRow = await line(fibre);
      const fixed = Object.values(products).find((p) => p.family === 'FIXED');
      // The holder lives in Madrid (28): a Barcelona prefix is refused, a Madrid one accepted.
      const wrongProvince = await expectRefused(
        'POST',
        '/addOptionalProduct',
        manager,
        {
          subscriptionId: fibre,
          lineNumber: fibreRow.line_number,
          productId: fixed?.id,
          family: 'FIXED',
          fixedNumber: '931234567',
          fiscalId: holder.fiscalId,
        },
        400,
        'INVALID_REQUEST',
      );
      expect((wrongProvince.body as { error: { field: string } }).error.field).toBe('fixedNumber');
      answer(
        await api.call('POST', '/addOptionalProduct', manager, {
          subscriptionId: fibre,
          lineNumber: fibreRow.line_number,
          productId: fixed?.id,
          family: 'FIXED',
          fixedNumber: '911234567',
          fiscalId: holder.fiscalId,
        }),
      );
    });
  });

  describe('shared groups', () => {
    it('creates a group through CREATE_SHARED_GROUP, completed by the sweep, then adds and removes lines', async () => {
      const [head, a, b, c] = [
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
      ] as [string, string, string, string];
      const shared = Object.values(products).find((p) => p.name.includes('compartidos'));
      const created = answer(
        await api.call('POST', '/createSharedGroup', manager, {
          baseSubscriptionIds: [head, a],
          productId: shared?.id,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(created.processes[0]).toMatchObject({ type: 'CREATE_SHARED_GROUP', status: 'INITIATED' });
      // A line of a running process takes no other process.
      await expectRefused(
        'POST',
        '/createSharedGroup',
        manager,
        { baseSubscriptionIds: [b, a], productId: shared?.id, fiscalId: holder.fiscalId },
        409,
        'PROCESS_IN_PROGRESS',
      );
      await processSweepStep.run(api.db, new Date(created.processes[0]?.due as string));
      expect((await line(head)).product_id).toBe(shared?.id);
      expect((await line(a)).shared_subscription_id).toBe(head);

      const groups = await api.call('GET', `/getSharedSubscriptions?fiscalId=${holder.fiscalId}`, manager);
      const group = (groups.body as { items: SharedGroup[] }).items.find(
        (g) => g.sharedSubscriptionId === head,
      );
      expect(group?.baseSubscriptions.map((base) => base.subscriptionId)).toEqual([a]);
      expect(group?.full).toBe(false);

      const added = answer(
        await api.call('POST', '/addSubscriptionsToSharedGroup', manager, {
          sharedSubscriptionId: head,
          baseSubscriptionIds: [b, c],
          executeNow: true,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(added.subscriptions[0]?.baseSubscriptions.sort()).toEqual([a, b, c].sort());
      expect((await historyOf(b)).map((h) => h.action)).toEqual(['ADD_LINES_TO_SHARED_GROUP_COMPLETED']);

      const extra = [await insertLine('MOBILE'), await insertLine('MOBILE')];
      await expectRefused(
        'POST',
        '/addSubscriptionsToSharedGroup',
        manager,
        { sharedSubscriptionId: head, baseSubscriptionIds: extra, fiscalId: holder.fiscalId },
        422,
        'SHARED_GROUP_FULL',
      );

      const removed = answer(
        await api.call('POST', '/removeSubscriptionsFromSharedGroup', manager, {
          sharedSubscriptionId: head,
          baseSubscriptions: [a],
          executeNow: true,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(removed.subscriptions.find((s) => s.subscriptionId === a)?.sharedSubscriptionId).toBeNull();
      await expectRefused(
        'POST',
        '/removeSubscriptionsFromSharedGroup',
        manager,
        { sharedSubscriptionId: head, baseSubscriptions: [a], fiscalId: holder.fiscalId },
        422,
        'SUBSCRIPTIONS_NOT_COMPATIBLE',
      );
    });

    it('nonFullGroups leaves out the groups that reached the product’s additional lines', async () => {
      const head = await insertLine('MOBILE');
      const bases = [
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
      ];
      const shared = Object.values(products).find((p) => p.name.includes('compartidos'));
      answer(
        await api.call('POST', '/createSharedGroup', manager, {
          baseSubscriptionIds: [head, ...bases],
          productId: shared?.id,
          executeNow: true,
          fiscalId: holder.fiscalId,
        }),
      );
      const all = (
        (await api.call('GET', `/getSharedSubscriptions?fiscalId=${holder.fiscalId}`, manager)).body as {
          items: SharedGroup[];
        }
      ).items;
      expect(all.find((g) => g.sharedSubscriptionId === head)?.full).toBe(true);
      const room = (
        (
          await api.call(
            'GET',
            `/getSharedSubscriptions?fiscalId=${holder.fiscalId}&nonFullGroups=true`,
            manager,
          )
        ).body as { items: SharedGroup[] }
      ).items;
      expect(room.map((g) => g.sharedSubscriptionId)).not.toContain(head);
      expect(room.every((g) => !g.full)).toBe(true);
    });
  });

  describe('packs', () => {
    it('lists packable lines, packs a fibre header with a mobile line and unpacks them', async () => {
      const fibre = await insertLine('FIBRE');
      const mobile = await insertLine('MOBILE');
      const packable = await api.call(
        'GET',
        `/getPackableSubscriptions?subscriptionId=${fibre}&fiscalId=${holder.fiscalId}`,
        manager,
      );
      const ids = (packable.body as { items: Subscription[] }).items.map((s) => s.subscriptionId);
      expect(ids).toContain(mobile);
      expect(ids).not.toContain(fibre);

      await expectRefused(
        'POST',
        '/packSubscriptions',
        manager,
        { headerSubscriptionId: mobile, convergentSubscriptionId: fibre, fiscalId: holder.fiscalId },
        422,
        'SUBSCRIPTIONS_NOT_COMPATIBLE',
      );
      const packed = answer(
        await api.call('POST', '/packSubscriptions', manager, {
          headerSubscriptionId: fibre,
          convergentSubscriptionId: mobile,
          executeNow: true,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(packed.subscriptions.find((s) => s.subscriptionId === mobile)?.headerSubscriptionId).toBe(fibre);
      expect(packed.subscriptions.find((s) => s.subscriptionId === fibre)?.convergentSubscriptionId).toBe(
        mobile,
      );

      const unpacking = answer(
        await api.call('POST', '/unpackSubscriptions', manager, {
          subscriptionId: mobile,
          fiscalId: holder.fiscalId,
        }),
      );
      expect(unpacking.processes[0]).toMatchObject({ type: 'UNPACK_SUBSCRIPTIONS', status: 'INITIATED' });
      await processSweepStep.run(api.db, new Date(unpacking.processes[0]?.due as string));
      expect((await line(mobile)).header_subscription_id).toBeNull();
      expect((await line(fibre)).convergent_subscription_id).toBeNull();
      await expectRefused(
        'POST',
        '/unpackSubscriptions',
        manager,
        { subscriptionId: mobile, fiscalId: holder.fiscalId },
        422,
        'SUBSCRIPTIONS_NOT_COMPATIBLE',
      );
    });
  });

  describe('holder change', () => {
    it('moves lines to an existing holder of the brand at once', async () => {
      const id = await insertLine('MOBILE');
      const other = await api.db
        .selectFrom('customers')
        .select(['id', 'fiscal_id'])
        .where('channel_id', '=', BRAND)
        .where('id', '<>', holder.id)
        .orderBy('fiscal_id')
        .executeTakeFirstOrThrow();
      const done = answer(
        await api.call('POST', '/changeTitular', manager, {
          subscriptionIds: [id],
          actualFiscalId: holder.fiscalId,
          newFiscalId: other.fiscal_id,
          executeNow: true,
        }),
      );
      expect(done.subscriptions[0]).toMatchObject({
        customerId: other.id,
        fiscalId: other.fiscal_id,
        status: 'ACTIVE',
      });
      expect(done.processes[0]).toMatchObject({ type: 'TITULAR_CHANGE', status: 'COMPLETED' });
    });

    it('creates a new holder from newCustomer and waits in PENDING_TITULAR_CHANGE until the sweep', async () => {
      const id = await insertLine('MOBILE');
      const newFiscalId = '11111111H';
      const body = {
        subscriptionIds: [id],
        actualFiscalId: holder.fiscalId,
        newFiscalId,
      };
      await expectRefused('POST', '/changeTitular', manager, body, 422, 'NEW_HOLDER_REQUIRED');
      const bad = await expectRefused(
        'POST',
        '/changeTitular',
        manager,
        {
          ...body,
          newFiscalId: '11111111A',
          newCustomer: {
            documentType: 'DNI',
            customerType: 'RESIDENTIAL',
            name: 'Ana',
            firstSurname: 'Ruiz',
            email: 'ana@example.com',
          },
        },
        400,
        'INVALID_REQUEST',
      );
      expect((bad.body as { error: { field: string } }).error.field).toBe('newFiscalId');
      const started = answer(
        await api.call('POST', '/changeTitular', manager, {
          ...body,
          newCustomer: {
            documentType: 'DNI',
            customerType: 'RESIDENTIAL',
            name: 'Ana',
            firstSurname: 'Ruiz',
            email: 'ana@example.com',
            postalCode: '28013',
            province: '28',
          },
        }),
      );
      expect(started.subscriptions[0]?.status).toBe('PENDING_TITULAR_CHANGE');
      const created = await api.db
        .selectFrom('customers')
        .selectAll()
        .where('brand_id', '=', BRAND)
        .where('fiscal_id', '=', newFiscalId)
        .executeTakeFirstOrThrow();
      expect(created).toMatchObject({ channel_id: BRAND, name: 'Ana', document_type: 'DNI' });
      await processSweepStep.run(api.db, new Date(started.processes[0]?.due as string));
      expect(await line(id)).toMatchObject({
        status: 'ACTIVE',
        customer_id: created.id,
        fiscal_id: newFiscalId,
      });
    });
  });
});
