import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSweepStep } from '../../api/contracts/contract-sweep-step';
import {
  interruptedLaunchSweepStep,
  LAUNCH_INTERRUPTED_AFTER_MS,
} from '../../api/orders/interrupted-launch-sweep-step';
import { launchOrder } from '../../api/orders/launch-order';
import type { ESignature } from '../../api/providers/e-signature/e-signature';
import { demoOrderId } from '../../api/seed/demo-orders';
import { EXAMPLE_SIGNED_PDF, type OrderDetail } from '../../schema/rest/orders';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Page = { items: OrderDetail[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; field?: string } };

const BRAND = '2020001';
const seeded = (position: number) => demoOrderId(BRAND, position);
/** Seeded demo orders of brand 2020001 by position (api/seed/demo-orders.ts). */
const COMPLETED = seeded(0);
const PENDING_SIGNATURE_SENT = seeded(2);
const ERRORED = seeded(3);
const SIGNATURE_CANCELED = seeded(4);
const VERIFICATION_ERRORED = seeded(6);
const PENDING_SIGNATURE_VIEWED = seeded(10);

describe('orders and contracts over HTTP', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let admin: string;
  let manager: string;
  let agent: string;
  let fiscalId: string;
  let products: { id: string; price_cents: number }[];
  let lineInUse: string;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    manager = (await api.signIn('manager@demo.test')).accessToken;
    agent = (await api.signIn('agent@demo.test')).accessToken;
    fiscalId = (
      await api.db
        .selectFrom('customers')
        .select('fiscal_id')
        .where('channel_id', '=', BRAND)
        .orderBy('fiscal_id')
        .executeTakeFirstOrThrow()
    ).fiscal_id;
    products = await api.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('brand_id', '=', BRAND)
      .where('status', '=', 'ACTIVE')
      .where('family', '=', 'MOBILE')
      .orderBy('name')
      .limit(2)
      .execute();
    lineInUse = (
      await api.db
        .selectFrom('subscriptions')
        .select('line_number')
        .where('brand_id', '=', BRAND)
        .where('status', '=', 'ACTIVE')
        .where('family', '=', 'MOBILE')
        .orderBy('line_number')
        .executeTakeFirstOrThrow()
    ).line_number;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function getOrder(id: string, token = admin): Promise<OrderDetail> {
    const res = await api.call('GET', `/order?id=${id}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as OrderDetail;
  }

  async function createDraft(overrides: Record<string, unknown> = {}, token = agent): Promise<OrderDetail> {
    const res = await api.call('POST', '/draft-orders', token, {
      fiscalId,
      family: 'MOBILE',
      verificationType: 'MANUAL',
      mobileNumber: '612345678',
      email: 'cliente@example.com',
      products: [{ productId: products[0]?.id }],
      ...overrides,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as OrderDetail;
  }

  /** A refused action: the status and reason code, and not one row of the database changed. */
  async function expectRefused(path: string, body: unknown, status: number, code: string, token = admin) {
    const before = await dumpDatabase(api.db);
    const res = await api.call(path === '/draft-order' ? 'DELETE' : 'POST', path, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect((res.body as ErrorBody).error.code).toBe(code);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return res.body as ErrorBody;
  }

  /** An e-signature provider whose sending is `sendEnvelope`, and which reports every envelope still out. */
  const eSignatureSending = (sendEnvelope: ESignature['sendEnvelope']): ESignature => ({
    sendEnvelope,
    envelopeStatus: async () => 'SENDED',
    voidEnvelope: async () => {},
  });

  const actions = (order: OrderDetail) => order.history.map((entry) => [entry.action, entry.statusTo]);

  describe('lists and detail', () => {
    it('GET /orders pages by creation with a cursor, newest first, without overlap', async () => {
      const first = await api.call('GET', '/orders?limit=25', admin);
      expect(first.status).toBe(200);
      const page1 = first.body as Page;
      expect(page1.items).toHaveLength(25);
      expect(page1.nextCursor).not.toBeNull();
      const second = await api.call('GET', `/orders?limit=25&cursor=${page1.nextCursor}`, admin);
      const page2 = second.body as Page;
      const all = [...page1.items, ...page2.items];
      expect(new Set(all.map((order) => order.id)).size).toBe(all.length);
      const created = all.map((order) => order.created);
      expect(created).toEqual([...created].sort().reverse());
      expect(all.every((order) => order.brandId === BRAND)).toBe(true);
      const ascending = (await api.call('GET', '/orders?order=asc&limit=25', admin)).body as Page;
      expect(ascending.items[0]?.created).toBe(created.at(-1));
    });

    it('GET /orders filters by status, family, draft and a search on number, document or mobile', async () => {
      const completed = (await api.call('GET', '/orders?status=COMPLETED', admin)).body as Page;
      expect(completed.items.length).toBeGreaterThan(0);
      expect(completed.items.every((order) => order.status === 'COMPLETED')).toBe(true);
      const fibre = (await api.call('GET', '/orders?family=FIBRE', admin)).body as Page;
      expect(fibre.items.every((order) => order.family === 'FIBRE')).toBe(true);
      const launched = (await api.call('GET', '/orders?draft=false', admin)).body as Page;
      expect(launched.items.every((order) => !order.draft)).toBe(true);
      const target = await getOrder(COMPLETED);
      for (const search of [target.orderNumber, target.documentNumber, target.mobileNumber ?? '']) {
        const found = (await api.call('GET', `/orders?search=${search}`, admin)).body as Page;
        expect(found.items.map((order) => order.id)).toContain(COMPLETED);
      }
      const bad = await api.call('GET', '/orders?status=SHIPPED', admin);
      expect(bad.status).toBe(400);
      expect((bad.body as ErrorBody).error.field).toBe('status');
    });

    it('GET /draft-orders lists only drafts', async () => {
      const res = await api.call('GET', '/draft-orders', agent);
      expect(res.status).toBe(200);
      const page = res.body as Page;
      expect(page.items.length).toBeGreaterThan(5);
      expect(page.items.every((order) => order.draft)).toBe(true);
      expect(page.items.map((order) => order.id)).toContain(seeded(1));
      expect(page.items.map((order) => order.id)).not.toContain(COMPLETED);
    });

    it('GET /order answers products, history and contract; an unknown id is 404', async () => {
      const order = await getOrder(COMPLETED);
      expect(order.orderNumber).toMatch(/^ORD-\d{4}-\d{6}$/);
      expect(order.products.length).toBeGreaterThan(0);
      expect(order.totalPriceCents).toBe(order.products.reduce((sum, p) => sum + p.priceCents, 0));
      expect(order.history[0]).toMatchObject({ action: 'CREATE', statusFrom: null, statusTo: 'INITIATED' });
      expect(order.history.at(-1)?.statusTo).toBe('COMPLETED');
      expect(order.contract?.status).toBe('COMPLETED');
      expect((await api.call('GET', '/order?id=00000000-0000-4000-8000-000000000000', admin)).status).toBe(
        404,
      );
      expect((await api.call('GET', '/order?id=nonsense', admin)).status).toBe(404);
    });
  });

  describe('draft creation', () => {
    it('POST /draft-orders creates an INITIATED draft with the next order number and a CREATE history row', async () => {
      const [first, second] = products;
      const order = await createDraft({
        products: [
          {
            productId: first?.id,
            lineNumber: '699000001',
            portability: { donorOperator: 'Movistar', type: 'POSTPAID' },
          },
          { productId: second?.id, esim: true },
        ],
      });
      expect(order).toMatchObject({
        status: 'INITIATED',
        draft: true,
        customerFiscalId: fiscalId,
        channelId: BRAND,
      });
      expect(order.orderNumber).toMatch(/^ORD-2026-\d{6}$/);
      expect(order.totalPriceCents).toBe((first?.price_cents ?? 0) + (second?.price_cents ?? 0));
      expect(order.products.map((p) => p.options)).toEqual([
        { lineNumber: '699000001', portability: { donorOperator: 'Movistar', type: 'POSTPAID' } },
        { esim: true },
      ]);
      expect(actions(order)).toEqual([['CREATE', 'INITIATED']]);
      const next = await createDraft();
      expect(Number(next.orderNumber.slice(-6))).toBe(Number(order.orderNumber.slice(-6)) + 1);
    });

    it('issues distinct, consecutive order numbers to concurrent creations', async () => {
      const created = await Promise.all([1, 2, 3, 4, 5].map(() => createDraft()));
      const numbers = created.map((order) => Number(order.orderNumber.slice(-6))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(5);
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(4);
    });

    it('refuses a line in use, a product of no catalogue and an unknown customer, creating nothing', async () => {
      const base = {
        fiscalId,
        family: 'MOBILE',
        verificationType: 'SMS',
        mobileNumber: '612345678',
        email: 'cliente@example.com',
      };
      const inUse = await expectRefused(
        '/draft-orders',
        { ...base, products: [{ productId: products[0]?.id, lineNumber: lineInUse }] },
        422,
        'LINE_IN_USE',
      );
      expect(inUse.error.field).toBe('products.0.lineNumber');
      const unknownProduct = await expectRefused(
        '/draft-orders',
        { ...base, products: [{ productId: '00000000-0000-4000-8000-00000000dead' }] },
        422,
        'PRODUCT_NOT_AVAILABLE',
      );
      expect(unknownProduct.error.field).toBe('products.0.productId');
      await expectRefused(
        '/draft-orders',
        { ...base, fiscalId: '00000000T', products: [{ productId: products[0]?.id }] },
        404,
        'NOT_FOUND',
      );
      const portingWithoutNumber = await api.call('POST', '/draft-orders', admin, {
        ...base,
        products: [{ productId: products[0]?.id, portability: { donorOperator: 'Orange', type: 'PREPAID' } }],
      });
      expect(portingWithoutNumber.status).toBe(400);
      expect((portingWithoutNumber.body as ErrorBody).error.field).toBe('products.0.lineNumber');
    });
  });

  describe('lifecycle actions', () => {
    it('continue: a draft resumes with a CONTINUE row and no status change; a launched order is refused', async () => {
      const draft = await createDraft();
      const res = await api.call('POST', `/orders/${draft.id}/continue`, agent, {});
      expect(res.status).toBe(200);
      const order = res.body as OrderDetail;
      expect(order.status).toBe('INITIATED');
      expect(actions(order)).toEqual([
        ['CREATE', 'INITIATED'],
        ['CONTINUE', 'INITIATED'],
      ]);
      await expectRefused(`/orders/${COMPLETED}/continue`, {}, 409, 'ORDER_NOT_CONTINUABLE');
    });

    it('launch: a draft goes IN_PROGRESS then PENDING_CONTRACT_SIGNATURE with its contract SENDED', async () => {
      const draft = await createDraft();
      const res = await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = res.body as OrderDetail;
      expect(order).toMatchObject({ status: 'PENDING_CONTRACT_SIGNATURE', draft: false });
      expect(actions(order)).toEqual([
        ['CREATE', 'INITIATED'],
        ['LAUNCH', 'IN_PROGRESS'],
        ['CONTRACT_SENT', 'PENDING_CONTRACT_SIGNATURE'],
      ]);
      expect(order.contract).toMatchObject({ status: 'SENDED', uploaded: false });
      expect(order.contract?.envelopeId).toMatch(/^ESIG-/);
      expect(order.contract?.history.map((entry) => entry.action)).toEqual(['CREATE', 'SEND']);
    });

    it('launch is refused with a verification failed, and for launched orders, changing nothing', async () => {
      await expectRefused(`/orders/${VERIFICATION_ERRORED}/launch`, {}, 409, 'ORDER_NOT_LAUNCHABLE');
      await expectRefused(`/orders/${COMPLETED}/launch`, {}, 409, 'ORDER_NOT_LAUNCHABLE');
      await expectRefused(`/orders/${PENDING_SIGNATURE_SENT}/launch`, {}, 409, 'ORDER_NOT_LAUNCHABLE');
    });

    it('a provider that fails at sending leaves the order and its contract ERRORED, with history', async () => {
      const draft = await createDraft();
      const failing = eSignatureSending(async () => {
        throw new Error('provider down');
      });
      const caller = { orderId: draft.id, scopeChannel: BRAND, actor: 'agent@demo.test', now };
      await launchOrder(api.db, failing, { action: 'LAUNCH', ...caller });
      const order = await getOrder(draft.id);
      expect(order.status).toBe('ERRORED');
      expect(order.history.at(-1)).toMatchObject({
        action: 'CONTRACT_FAILED',
        statusFrom: 'IN_PROGRESS',
        statusTo: 'ERRORED',
        reason: 'SIGNATURE_PROVIDER_UNAVAILABLE',
      });
      expect(order.contract?.status).toBe('ERRORED');
    });

    it('a launch stopped between its two transactions is failed by the sweep after 10 minutes, and can be relaunched', async () => {
      const draft = await createDraft();
      let answerProvider: (answer: { envelopeId: string }) => void = () => {};
      // The provider never answers while the sweep runs: as if the process had stopped while waiting for it.
      const silent = eSignatureSending(() => new Promise((resolve) => (answerProvider = resolve)));
      const caller = { orderId: draft.id, scopeChannel: BRAND, actor: 'agent@demo.test', now };
      const launching = launchOrder(api.db, silent, { action: 'LAUNCH', ...caller });
      await expect.poll(async () => (await getOrder(draft.id)).status).toBe('IN_PROGRESS');
      const stuck = await getOrder(draft.id);
      expect(stuck.contract?.status).toBe('PENDING');

      // Other launches of this file are settled; only this one can be left IN_PROGRESS.
      const almost = new Date(now.getTime() + LAUNCH_INTERRUPTED_AFTER_MS - 1000);
      expect(await interruptedLaunchSweepStep.run(api.db, almost)).toBe(0);
      expect(await getOrder(draft.id)).toEqual(stuck);

      const later = new Date(now.getTime() + LAUNCH_INTERRUPTED_AFTER_MS);
      expect(await interruptedLaunchSweepStep.run(api.db, later)).toBe(1);
      const failed = await getOrder(draft.id);
      expect(failed.status).toBe('ERRORED');
      expect(failed.history.at(-1)).toMatchObject({
        action: 'CONTRACT_FAILED',
        statusFrom: 'IN_PROGRESS',
        statusTo: 'ERRORED',
        reason: 'LAUNCH_INTERRUPTED',
        actor: 'system:launch-sweep',
      });
      expect(failed.contract?.status).toBe('ERRORED');
      expect(failed.contract?.history.map((entry) => entry.action)).toEqual(['CREATE', 'FAIL']);
      expect(await interruptedLaunchSweepStep.run(api.db, later)).toBe(0);

      // The provider answering late changes nothing: the order is no longer waiting for it.
      answerProvider({ envelopeId: 'late-envelope' });
      await launching;
      expect(await getOrder(draft.id)).toEqual(failed);

      const relaunched = await api.call('POST', `/orders/${draft.id}/relaunch`, agent, {});
      expect(relaunched.status, JSON.stringify(relaunched.body)).toBe(200);
      expect((relaunched.body as OrderDetail).status).toBe('PENDING_CONTRACT_SIGNATURE');
    });

    it('relaunch: ERRORED goes back through IN_PROGRESS to signature with a new contract', async () => {
      const before = await getOrder(ERRORED);
      const res = await api.call('POST', `/orders/${ERRORED}/relaunch`, agent, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = res.body as OrderDetail;
      expect(order.status).toBe('PENDING_CONTRACT_SIGNATURE');
      expect(actions(order).slice(-2)).toEqual([
        ['RELAUNCH', 'IN_PROGRESS'],
        ['CONTRACT_SENT', 'PENDING_CONTRACT_SIGNATURE'],
      ]);
      expect(order.contract?.id).not.toBe(before.contract?.id);
      expect(order.contract?.status).toBe('SENDED');
    });

    it('relaunch of a failed verification asks for it again and keeps the draft', async () => {
      const res = await api.call('POST', `/orders/${VERIFICATION_ERRORED}/relaunch`, agent, {});
      expect(res.status).toBe(200);
      const order = res.body as OrderDetail;
      expect(order).toMatchObject({ status: 'VERIFICATION_REQUESTED', draft: true, contract: null });
      expect(order.history.at(-1)).toMatchObject({
        action: 'RELAUNCH',
        statusFrom: 'VERIFICATION_ERRORED',
        statusTo: 'VERIFICATION_REQUESTED',
      });
    });

    it('relaunch is refused for completed orders and drafts', async () => {
      await expectRefused(`/orders/${COMPLETED}/relaunch`, {}, 409, 'ORDER_NOT_RELAUNCHABLE');
      await expectRefused(`/orders/${seeded(1)}/relaunch`, {}, 409, 'ORDER_NOT_RELAUNCHABLE');
    });

    it('cancel signature: manager and above, only confirmed, voids the contract; then it can be relaunched', async () => {
      const path = `/orders/${PENDING_SIGNATURE_VIEWED}/cancel-signature`;
      await expectRefused(path, { confirm: true }, 403, 'FORBIDDEN', agent);
      const unconfirmed = await expectRefused(path, {}, 400, 'INVALID_REQUEST', manager);
      expect(unconfirmed.error.field).toBe('confirm');
      await expectRefused(path, { confirm: false }, 400, 'INVALID_REQUEST', manager);
      const res = await api.call('POST', path, manager, { confirm: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = res.body as OrderDetail;
      expect(order.status).toBe('SIGNATURE_CANCELED');
      expect(order.history.at(-1)).toMatchObject({
        action: 'CANCEL_CONTRACT_SIGNATURE',
        statusFrom: 'PENDING_CONTRACT_SIGNATURE',
        statusTo: 'SIGNATURE_CANCELED',
        actor: 'manager@demo.test',
      });
      expect(order.contract?.status).toBe('EXPIRED');
      expect(order.contract?.history.at(-1)).toMatchObject({ action: 'VOID', statusFrom: 'VIEWED' });
      await expectRefused(path, { confirm: true }, 409, 'ORDER_SIGNATURE_NOT_CANCELLABLE', manager);
      const relaunched = await api.call('POST', `/orders/${SIGNATURE_CANCELED}/relaunch`, agent, {});
      expect((relaunched.body as OrderDetail).status).toBe('PENDING_CONTRACT_SIGNATURE');
    });

    it('delete: a draft is marked deleted and disappears; a launched order is refused', async () => {
      const draft = await createDraft();
      const res = await api.call('DELETE', '/draft-order', agent, { orderId: draft.id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: draft.id, deleted: true });
      expect((await api.call('GET', `/order?id=${draft.id}`, admin)).status).toBe(404);
      const drafts = (await api.call('GET', `/draft-orders?search=${draft.orderNumber}`, admin)).body as Page;
      expect(drafts.items).toHaveLength(0);
      const history = await api.db
        .selectFrom('order_history')
        .select(['action', 'actor'])
        .where('order_id', '=', draft.id)
        .orderBy('id')
        .execute();
      expect(history.at(-1)).toEqual({ action: 'DELETE', actor: 'agent@demo.test' });
      await expectRefused('/draft-order', { orderId: draft.id }, 404, 'NOT_FOUND');
      await expectRefused('/draft-order', { orderId: COMPLETED }, 409, 'ORDER_NOT_DELETABLE');
    });
  });

  describe('contracts', () => {
    it('annex generates the contract document, regenerates it while unsent, and launch sends that contract', async () => {
      const draft = await createDraft();
      const first = await api.call('POST', '/contract/annex', agent, { orderId: draft.id });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const generated = first.body as { contract: { id: string; status: string }; documentHtml: string };
      expect(generated.contract.status).toBe('PENDING');
      expect(generated.documentHtml).toContain(draft.orderNumber);
      expect(generated.documentHtml).toContain(draft.customerName);
      const again = (await api.call('POST', '/contract/annex', agent, { orderId: draft.id })).body as {
        contract: { id: string; history: { action: string }[] };
      };
      expect(again.contract.id).toBe(generated.contract.id);
      expect(again.contract.history.map((entry) => entry.action)).toEqual(['CREATE', 'REGENERATE']);
      const launched = (await api.call('POST', `/orders/${draft.id}/launch`, agent, {})).body as OrderDetail;
      expect(launched.contract).toMatchObject({ id: generated.contract.id, status: 'SENDED' });
      await expectRefused('/contract/annex', { orderId: draft.id }, 409, 'CONTRACT_ALREADY_SENT');
    });

    it('the sweep step follows the envelope: VIEWED, then COMPLETED and the order SIGNATURE_COMPLETED', async () => {
      const draft = await createDraft();
      await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
      const soon = new Date(now.getTime() + 3 * 60_000);
      expect(await contractSweepStep.run(api.db, soon)).toBeGreaterThan(0);
      let order = await getOrder(draft.id);
      expect(order.status).toBe('PENDING_CONTRACT_SIGNATURE');
      expect(order.contract?.status).toBe('VIEWED');
      const later = new Date(now.getTime() + 60 * 60_000);
      await contractSweepStep.run(api.db, later);
      order = await getOrder(draft.id);
      expect(order.status).toBe('SIGNATURE_COMPLETED');
      expect(order.history.at(-1)).toMatchObject({
        action: 'CONTRACT_SIGNED',
        statusFrom: 'PENDING_CONTRACT_SIGNATURE',
        statusTo: 'SIGNATURE_COMPLETED',
        actor: 'system:contract-sweep',
      });
      expect(order.contract?.history.map((entry) => entry.action)).toEqual([
        'CREATE',
        'SEND',
        'VIEW',
        'SIGN',
      ]);
      // Nothing is left to advance for this order: a second run at the same instant leaves it as it is.
      await contractSweepStep.run(api.db, later);
      expect((await getOrder(draft.id)).history).toHaveLength(order.history.length);
    });

    it('a signer whose e-mail bounces makes the contract and the order ERRORED at the next sweep', async () => {
      const draft = await createDraft({ email: 'firmante@bounce.test' });
      await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
      await contractSweepStep.run(api.db, new Date(now.getTime() + 60_000));
      const order = await getOrder(draft.id);
      expect(order.status).toBe('ERRORED');
      expect(order.history.at(-1)).toMatchObject({ action: 'CONTRACT_FAILED', reason: 'CONTRACT_ERRORED' });
      expect(order.contract?.status).toBe('ERRORED');
    });

    it('upload: a signed PDF completes the contract (uploaded) and the order; refused once signed', async () => {
      // A fresh order: the sweep tests above have moved the seeded envelopes on.
      const draft = await createDraft();
      await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
      const path = `/orders/${draft.id}/contract`;
      const notPdf = await api.call('POST', path, agent, { document: btoa('hello, not a pdf') });
      expect(notPdf.status).toBe(400);
      expect((notPdf.body as ErrorBody).error.field).toBe('document');
      const res = await api.call('POST', path, agent, {
        document: EXAMPLE_SIGNED_PDF,
        fileName: 'firmado.pdf',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = res.body as OrderDetail;
      expect(order.status).toBe('SIGNATURE_COMPLETED');
      expect(order.history.at(-1)).toMatchObject({
        action: 'CONTRACT_UPLOADED',
        statusTo: 'SIGNATURE_COMPLETED',
      });
      expect(order.contract).toMatchObject({ status: 'COMPLETED', uploaded: true, hasSignedDocument: true });
      expect(order.contract?.history.at(-1)).toMatchObject({ action: 'UPLOAD', statusFrom: 'SENDED' });
      await expectRefused(path, { document: EXAMPLE_SIGNED_PDF }, 409, 'CONTRACT_NOT_UPLOADABLE');
      const oversize = await api.call('POST', path, agent, { document: 'A'.repeat(90_000) });
      expect(oversize.status).toBe(400);
    });
  });
});
