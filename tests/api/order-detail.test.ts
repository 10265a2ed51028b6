import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrderId } from '../../api/seed/demo-orders';
import type { ContractDocument, OrderDetail, OrderFulfilment } from '../../schema/rest/orders';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';
import { BARCELONA_ADDRESS, documents, newKey, residentialIntro } from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; field?: string } };

const BRAND = '2020001';
/** Seeded demo orders of brand 2020001 (api/seed/demo-orders.ts): COMPLETED, and an INITIATED draft. */
const COMPLETED = demoOrderId(BRAND, 0);
const DRAFT = demoOrderId(BRAND, 1);
const SIGNED_PDF = Buffer.from('%PDF-1.4\n%firmado a mano\n').toString('base64');

describe('order detail: what the launch started and the contract document', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;
  let product: (name: string) => Promise<string>;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
    product = async (name) =>
      (
        await api.db
          .selectFrom('products')
          .select('id')
          .where('brand_id', '=', BRAND)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await api.call(method, path, agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  }
  const step = (id: string, name: string) => `/orders/${id}/signup/${name}`;

  /** A wizard order ready to launch: a fibre+mobile line porting `ported` in, and a fixed line with a new number. */
  async function readyDraft(n: number, ported: string): Promise<SignupOrder> {
    const started = await ok<SignupOrder>('POST', '/signup/orders', {
      idempotencyKey: newKey(),
      ...residentialIntro(n, { familyTab: 'POPULAR', address: BARCELONA_ADDRESS }),
    });
    await ok('PUT', step(started.id, 'products'), {
      idempotencyKey: newKey(),
      items: [
        { productId: await product('Fibra + Móvil'), lines: 1 },
        { productId: await product('Fijo Tarifa Plana'), lines: 1 },
      ],
    });
    await ok('PUT', step(started.id, 'lines'), {
      idempotencyKey: newKey(),
      lines: [
        {
          position: 1,
          mobileNumber: {
            mode: 'PORTABILITY',
            lineNumber: ported,
            donorOperator: 'Vodafone',
            portabilityType: 'POSTPAID',
          },
          sim: { kind: 'ESIM', email: `esim${n}@example.com` },
        },
        { position: 2, fixedNumber: { mode: 'NEW' } },
      ],
      shippingAddress: BARCELONA_ADDRESS,
    });
    await ok('PUT', step(started.id, 'verification'), { idempotencyKey: newKey(), documents: documents() });
    await ok('PUT', step(started.id, 'verification-review'), {
      idempotencyKey: newKey(),
      decision: 'ACCEPT',
    });
    return ok<SignupOrder>('PUT', step(started.id, 'payment'), {
      idempotencyKey: newKey(),
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES9121000418450200051332',
    });
  }

  const fulfilmentOf = (id: string) => ok<OrderFulfilment>('GET', `/orders/${id}/fulfilment`);
  const documentOf = (id: string, kind: string) =>
    api.call('GET', `/orders/${id}/contract/document?kind=${kind}`, agent);

  it('GET /orders/:id/fulfilment lists the shipment, installations and portability its own launch started', async () => {
    const first = await readyDraft(301, '688300301');
    const second = await readyDraft(302, '688300302');
    expect(await fulfilmentOf(first.id)).toEqual({ shipments: [], installations: [], portabilities: [] });

    await ok('POST', `/orders/${first.id}/launch`, {});
    await ok('POST', `/orders/${second.id}/launch`, {});

    const fulfilment = await fulfilmentOf(first.id);
    expect(fulfilment.shipments.map((shipment) => [shipment.orderReference, shipment.status])).toEqual([
      [first.orderNumber, 'CREATED'],
    ]);
    expect(
      fulfilment.installations
        .map((installation) => [installation.orderReference, installation.status])
        .sort(),
    ).toEqual([
      [first.orderNumber, 'PENDING_SCHEDULE'],
      [first.orderNumber, 'PENDING_SCHEDULE'],
    ]);
    expect(fulfilment.installations.map((installation) => installation.type).sort()).toEqual([
      'FIBRE',
      'FIXED',
    ]);
    expect(
      fulfilment.portabilities.map((portability) => [
        portability.direction,
        portability.mobileNumber,
        portability.customerFiscalId,
      ]),
    ).toEqual([['IN', '688300301', first.customerFiscalId]]);

    const other = await fulfilmentOf(second.id);
    expect(other.portabilities.map((portability) => portability.mobileNumber)).toEqual(['688300302']);
    expect(other.shipments.map((shipment) => shipment.orderReference)).toEqual([second.orderNumber]);
  });

  it('GET /orders/:id/fulfilment of an order launched without wizard lines is empty', async () => {
    expect(await fulfilmentOf(COMPLETED)).toEqual({ shipments: [], installations: [], portabilities: [] });
  });

  it('GET /orders/:id/contract/document gives the generated contract, then the signed copy once uploaded', async () => {
    const draft = await readyDraft(303, '688300303');
    const none = await documentOf(draft.id, 'GENERATED');
    expect(none.status).toBe(404);
    expect((none.body as ErrorBody).error.code).toBe('NOT_FOUND');

    const launched = await ok<OrderDetail>('POST', `/orders/${draft.id}/launch`, {});
    expect(launched.status).toBe('PENDING_CONTRACT_SIGNATURE');
    const generated = await documentOf(draft.id, 'GENERATED');
    expect(generated.status).toBe(200);
    const html = generated.body as ContractDocument;
    expect(html).toMatchObject({
      contractId: launched.contract?.id,
      kind: 'GENERATED',
      mimeType: 'text/html',
      fileName: `contrato-${draft.orderNumber}.html`,
    });
    expect(Buffer.from(html.content, 'base64').toString('utf8')).toContain(draft.orderNumber);

    const unsigned = await documentOf(draft.id, 'SIGNED');
    expect(unsigned.status).toBe(404);

    const uploaded = await ok<OrderDetail>('POST', `/orders/${draft.id}/contract`, {
      document: SIGNED_PDF,
      fileName: 'firmado.pdf',
    });
    expect(uploaded.status).toBe('SIGNATURE_COMPLETED');
    const signed = await documentOf(draft.id, 'SIGNED');
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({
      contractId: uploaded.contract?.id,
      kind: 'SIGNED',
      mimeType: 'application/pdf',
      fileName: `contrato-firmado-${draft.orderNumber}.pdf`,
      content: SIGNED_PDF,
    });
  });

  it('GET /orders/:id/contract/document of a seeded order shows its contract; a draft has none', async () => {
    const seeded = await documentOf(COMPLETED, 'GENERATED');
    expect(seeded.status).toBe(200);
    expect(Buffer.from((seeded.body as ContractDocument).content, 'base64').toString('utf8')).toMatch(
      /Contrato de servicios/,
    );
    expect((await documentOf(DRAFT, 'GENERATED')).status).toBe(404);
  });

  it('refuses a missing or unknown document kind with 400 on kind, and changes nothing', async () => {
    const before = await dumpDatabase(api.db);
    for (const path of [
      `/orders/${COMPLETED}/contract/document`,
      `/orders/${COMPLETED}/contract/document?kind=DRAFT`,
      `/orders/${COMPLETED}/contract/document?kind=${'x'.repeat(200)}`,
    ]) {
      const res = await api.call('GET', path, agent);
      expect(res.status, path).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'kind' });
    }
    for (const path of [
      '/orders/not-an-id/fulfilment',
      '/orders/not-an-id/contract/document?kind=GENERATED',
    ]) {
      const res = await api.call('GET', path, agent);
      expect(res.status, path).toBe(404);
    }
    expect(await dumpDatabase(api.db)).toEqual(before);
  });
});
