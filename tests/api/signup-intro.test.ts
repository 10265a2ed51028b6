import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';
import { companyIntro, newKey, residentialIntro, testDni } from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; field?: string; message: string } };

describe('signup intro: the customer and the draft', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;
  let operator: string;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
    operator = (await api.signIn('operator@demo.test')).accessToken;
    // A first call records each caller's sign-in, so the refusals below compare an otherwise quiet database.
    for (const token of [agent, operator]) await api.call('GET', '/draft-orders', token);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function start(body: object, token = agent): Promise<SignupOrder> {
    const res = await api.call('POST', '/signup/orders', token, { idempotencyKey: newKey(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SignupOrder;
  }

  async function refused(body: object, status: number, code: string, field?: string, token = agent) {
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', '/signup/orders', token, { idempotencyKey: newKey(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const error = (res.body as ErrorBody).error;
    expect(error.code).toBe(code);
    if (field !== undefined) expect(error.field).toBe(field);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return error;
  }

  const customerOf = (fiscalId: string) =>
    api.db.selectFrom('customers').selectAll().where('fiscal_id', '=', fiscalId).execute();

  it('creates a residential customer in the caller channel with the intro address and contact, and its draft', async () => {
    const order = await start(residentialIntro(1));
    const [customer] = await customerOf(order.customerFiscalId);
    expect(customer).toMatchObject({
      brand_id: '2020001',
      channel_id: '2020001',
      customer_type: 'RESIDENTIAL',
      document_type: 'DNI',
      name: 'Lucía',
      first_surname: 'Martín',
      email: 'cliente1@example.com',
      contact_phone: '612345678',
      street: 'Calle de Alcalá',
      postal_code: '28014',
      province: '28',
    });
    expect(order).toMatchObject({
      status: 'INITIATED',
      channelId: '2020001',
      customerId: customer?.id,
      verificationType: 'MANUAL',
      email: 'cliente1@example.com',
      mobileNumber: '612345678',
      products: [],
    });
    expect(order.orderNumber).toMatch(/^ORD-2026-\d{6}$/);
    expect(order.signup).toMatchObject({
      resumeStep: 'PRODUCTS',
      familyTab: 'MOBILE',
      customerType: 'RESIDENTIAL',
      verification: { status: 'NOT_STARTED', documents: [], reason: null },
      payment: null,
      lines: [],
      products: [],
    });
  });

  it('creates a company with its extras and a freelance', async () => {
    const company = await start(companyIntro(2));
    const [row] = await customerOf(company.customerFiscalId);
    expect(row).toMatchObject({
      customer_type: 'COMPANY',
      document_type: 'CIF',
      company_name: 'Talleres Martín S.L.',
      representative_document: testDni(5002),
      representative_name: 'Jorge',
    });
    const freelance = await start(
      residentialIntro(3, {
        customer: { ...residentialIntro(3).customer, customerType: 'FREELANCE' },
      }),
    );
    expect(freelance.signup.customerType).toBe('FREELANCE');
    expect((await customerOf(freelance.customerFiscalId))[0]?.customer_type).toBe('FREELANCE');
  });

  it('reuses an existing customer of the scope as stored, never a duplicate', async () => {
    const first = await start(residentialIntro(4));
    const again = await start(
      residentialIntro(4, {
        customer: { ...residentialIntro(4).customer, name: 'Otro Nombre' },
        contact: { email: 'nueva@example.com', mobileNumber: '699000111' },
      }),
    );
    expect(again.customerId).toBe(first.customerId);
    expect(again.id).not.toBe(first.id);
    const rows = await customerOf(first.customerFiscalId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lucía', email: 'cliente4@example.com' });
    expect(again).toMatchObject({ email: 'nueva@example.com', mobileNumber: '699000111' });
  });

  it('refuses a customer type that contradicts the stored one', async () => {
    await start(residentialIntro(5));
    await refused(
      residentialIntro(5, { customer: { ...residentialIntro(5).customer, customerType: 'FREELANCE' } }),
      422,
      'CUSTOMER_TYPE_MISMATCH',
      'customer.customerType',
    );
  });

  it('operator staff name the brand: the draft goes to its root channel; without it 422 on brandId', async () => {
    await refused(residentialIntro(6), 422, 'REQUIRED', 'brandId', operator);
    const order = await start({ ...residentialIntro(6), brandId: '1450002' }, operator);
    expect(order).toMatchObject({ brandId: '1450002', channelId: '1450002' });
  });

  it('section 5 rules of the intro: 400 on the field, nothing written', async () => {
    const intro = residentialIntro(7);
    const bad = (customer: object) => ({ ...intro, customer: { ...intro.customer, ...customer } });
    const badDni = `${testDni(7).slice(0, 8)}${testDni(7).endsWith('A') ? 'B' : 'A'}`;
    const error = await refused(bad({ fiscalId: badDni }), 400, 'INVALID_REQUEST', 'customer.fiscalId');
    expect(error.message).toBe('domain.validation.invalidDniNie');
    await refused(bad({ birthDate: '01/01/2015' }), 400, 'INVALID_REQUEST', 'customer.birthDate');
    await refused(
      { ...intro, address: { ...intro.address, postalCode: '08001' } },
      400,
      'INVALID_REQUEST',
      'address.postalCode',
    );
    await refused(
      { ...intro, contact: { ...intro.contact, mobileNumber: '512345678' } },
      400,
      'INVALID_REQUEST',
      'contact.mobileNumber',
    );
    await refused(
      { ...intro, contact: { ...intro.contact, email: 'not-an-email' } },
      400,
      'INVALID_REQUEST',
      'contact.email',
    );
  });

  it('another brand never reads the draft nor the customer', async () => {
    const order = await start(residentialIntro(8));
    const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    expect((await api.call('GET', `/orders/${order.id}/signup`, nimbus)).status).toBe(404);
    expect((await api.call('GET', `/order?id=${order.id}`, nimbus)).status).toBe(404);
    expect((await api.call('GET', `/customer?fiscalId=${order.customerFiscalId}`, nimbus)).status).toBe(404);
  });
});
