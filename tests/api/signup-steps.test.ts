import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductId } from '../../api/seed/demo-product-catalogue';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';
import { documents, MADRID_ADDRESS, newKey, residentialIntro } from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; field?: string; message: string } };

const BRAND = '2020001';
const MOBILE_PROMO = demoProductId(BRAND);

describe('signup wizard steps over HTTP', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function ok(method: string, path: string, body: unknown): Promise<SignupOrder> {
    const res = await api.call(method, path, agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SignupOrder;
  }

  async function refused(
    method: string,
    path: string,
    body: unknown,
    status: number,
    code: string,
    field?: string,
  ) {
    const before = await dumpDatabase(api.db);
    const res = await api.call(method, path, agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const error = (res.body as ErrorBody).error;
    expect(error.code).toBe(code);
    if (field !== undefined) expect(error.field).toBe(field);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return error;
  }

  const step = (order: SignupOrder, name: string) => `/orders/${order.id}/signup/${name}`;
  const history = (order: SignupOrder) =>
    order.history.map((entry) => [entry.action, entry.statusTo, entry.reason]);

  it('walks a residential mobile signup from the intro to the summary, one status and history row per step', async () => {
    const started = await ok('POST', '/signup/orders', { idempotencyKey: newKey(), ...residentialIntro(1) });
    expect(started.status).toBe('INITIATED');
    expect(started.draft).toBe(true);
    expect(started.family).toBe('MOBILE');
    expect(started.totalPriceCents).toBe(0);
    expect(started.signup.resumeStep).toBe('PRODUCTS');
    expect(started.signup.totals).toMatchObject({ taxTerritory: 'IVA', taxRate: 21, monthlyCents: 0 });
    expect(history(started)).toEqual([['CREATE', 'INITIATED', 'INTRO']]);

    const products = await ok('PUT', step(started, 'products'), {
      idempotencyKey: newKey(),
      items: [{ productId: MOBILE_PROMO, lines: 2 }],
    });
    expect(products.status).toBe('PRODUCT_UPDATED');
    expect(products.products.map((p) => p.position)).toEqual([1, 2]);
    expect(products.signup.resumeStep).toBe('LINE_CONFIGURATION');
    expect(products.signup.totals.monthlyCents).toBe(2 * 1815);
    expect(products.totalPriceCents).toBe(2 * 1815);

    const lines = await ok('PUT', step(started, 'lines'), {
      idempotencyKey: newKey(),
      lines: [
        { position: 1, mobileNumber: { mode: 'NEW' }, sim: { kind: 'ESIM', email: 'lucia@example.com' } },
        {
          position: 2,
          mobileNumber: {
            mode: 'PORTABILITY',
            lineNumber: '699111222',
            donorOperator: 'Movistar',
            portabilityType: 'POSTPAID',
          },
          sim: { kind: 'ESIM', email: 'lucia@example.com' },
        },
      ],
    });
    expect(lines.status).toBe('LINES_UPDATED');
    const reserved = lines.signup.lines[0]?.mobileNumber?.lineNumber;
    expect(reserved).toMatch(/^[67]\d{8}$/);
    expect(lines.products[0]?.options).toMatchObject({ lineNumber: reserved, esim: true });
    expect(lines.products[1]?.options).toMatchObject({
      lineNumber: '699111222',
      portability: { donorOperator: 'Movistar', type: 'POSTPAID' },
    });
    const resource = await api.db
      .selectFrom('resources')
      .select(['status', 'order_id'])
      .where('value', '=', reserved ?? '')
      .executeTakeFirstOrThrow();
    expect(resource).toEqual({ status: 'RESERVED', order_id: started.id });

    const verification = await ok('PUT', step(started, 'verification'), {
      idempotencyKey: newKey(),
      documents: documents(),
    });
    expect(verification.status).toBe('VERIFICATION_REQUESTED');
    expect(verification.signup.resumeStep).toBe('VERIFICATION_REVIEW');

    const review = await ok('PUT', step(started, 'verification-review'), {
      idempotencyKey: newKey(),
      decision: 'ACCEPT',
    });
    expect(review.status).toBe('VERIFICATION_COMPLETED');

    const payment = await ok('PUT', step(started, 'payment'), {
      idempotencyKey: newKey(),
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(payment.status).toBe('PAYMENT_UPDATED');
    expect(payment.signup.payment).toMatchObject({
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES9121000418450200051332',
    });
    expect(payment.signup.payment?.mandateReference).toMatch(/^DT-MANDATO-\d{6}$/);
    expect(payment.signup.resumeStep).toBe('SUMMARY');
    expect(history(payment)).toEqual([
      ['CREATE', 'INITIATED', 'INTRO'],
      ['UPDATE', 'PRODUCT_UPDATED', 'PRODUCTS'],
      ['UPDATE', 'LINES_UPDATED', 'LINE_CONFIGURATION'],
      ['UPDATE', 'VERIFICATION_REQUESTED', 'DOCUMENT_VERIFICATION'],
      ['UPDATE', 'VERIFICATION_COMPLETED', 'VERIFICATION_REVIEW'],
      ['UPDATE', 'PAYMENT_UPDATED', 'PAYMENT_DATA'],
    ]);

    const customer = await ok('PUT', step(started, 'customer'), {
      idempotencyKey: newKey(),
      contact: { email: 'otra@example.com', mobileNumber: '711222333' },
      address: { ...MADRID_ADDRESS, number: '14' },
      familyTab: 'MOBILE',
      verificationType: 'SMS',
    });
    expect(customer.status).toBe('CUSTOMER_UPDATED');
    expect(customer).toMatchObject({
      email: 'otra@example.com',
      mobileNumber: '711222333',
      verificationType: 'SMS',
    });

    const read = await api.call('GET', `/orders/${started.id}/signup`, agent);
    expect(read.status).toBe(200);
    expect((read.body as SignupOrder).signup.address.number).toBe('14');
  });

  it('refuses a step on an order of another scope as not found', async () => {
    const started = await ok('POST', '/signup/orders', { idempotencyKey: newKey(), ...residentialIntro(2) });
    const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    const res = await api.call('PUT', step(started, 'products'), nimbus, {
      idempotencyKey: newKey(),
      items: [{ productId: MOBILE_PROMO, lines: 1 }],
    });
    expect(res.status).toBe(404);
    await refused(
      'PUT',
      step(started, 'lines'),
      { idempotencyKey: newKey(), lines: [{ position: 1 }] },
      422,
      'LINE_NOT_IN_ORDER',
      'lines.0.position',
    );
  });
});
