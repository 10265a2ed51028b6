import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGNATURE, demoLeadId } from '../../api/seed/demo-leads';
import { demoProductId } from '../../api/seed/demo-product-catalogue';
import type { Product } from '../../schema/rest/customers';
import type { Lead } from '../../schema/rest/leads';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type History = { action: string; statusFrom: string | null; statusTo: string; actor: string }[];
type LeadWithHistory = Lead & { history: History };
type ProductWithHistory = Product & { history: History };
type ErrorBody = { error: { code: string; field?: string } };

const NOW = new Date('2026-03-10T10:00:00.000Z');
let api: ApiServer;
let admin: string;
let nimbus: string;
let subAdmin: string;
let operator: string;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  admin = (await api.signIn('admin@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  operator = (await api.signIn('operator@demo.test')).accessToken;
  // owner@demo.test becomes ADMIN of 2020001 on first sign-in, then stands in sub-channel 2020001002.
  subAdmin = (await api.signIn('owner@demo.test')).accessToken;
  const entered = await api.call('PUT', '/user/channel', subAdmin, { channel: '2020001002' });
  expect(entered.status).toBe(200);
  // A first call records the caller's sign-in (role, super admin flag): done here, not inside a dump comparison.
  for (const token of [admin, nimbus, operator, subAdmin]) await api.call('GET', '/session', token);
});
afterAll(() => api?.close());

const consent = {
  fullName: 'Lucía Martín Vega',
  document: '12345678Z',
  date: '2026-03-02',
  signature: DEMO_SIGNATURE,
};
const leadBody = {
  customerName: 'Lucía Martín Vega',
  customerDocument: '12.345.678-z',
  phone: '+34 612 34 56 78',
  sellType: 'PROVIDER_SALE',
  commission: 2500,
  date: '2026-03-02',
  consent,
};

/** A refused request answers `status` with `code` and leaves every table as it was. */
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
  expect((res.body as ErrorBody).error.code).toBe(code);
  expect(await dumpDatabase(api.db)).toEqual(before);
  return res.body as ErrorBody;
}

describe('leads', () => {
  it('creates a provider sale with its consent in the caller channel, normalised, with a history row', async () => {
    const res = await api.call('POST', '/leads', admin, leadBody);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lead = res.body as LeadWithHistory;
    expect(lead).toMatchObject({
      brandId: '2020001',
      channelId: '2020001',
      customerDocument: '12345678Z',
      phone: '612345678',
      status: 'CREATED',
      commission: 2500,
      date: '2026-03-02',
      consent: { ...consent, date: '2026-03-02' },
      created: NOW.toISOString(),
    });
    expect(lead.history).toEqual([
      {
        action: 'CREATE',
        statusFrom: null,
        statusTo: 'CREATED',
        actor: 'admin@demo.test',
        at: NOW.toISOString(),
      },
    ]);
    const read = await api.call('GET', `/lead?id=${lead.id}`, admin);
    expect(read.body).toEqual(lead);
  });

  it('refuses a provider sale without consent (422) and a bad document or signature (400), changing nothing', async () => {
    const missing = await expectRefused(
      'POST',
      '/leads',
      admin,
      { ...leadBody, consent: null },
      422,
      'LEAD_CONSENT_REQUIRED',
    );
    expect(missing.error.field).toBe('consent');
    const badDocument = await expectRefused(
      'POST',
      '/leads',
      admin,
      { ...leadBody, consent: { ...consent, document: '12345678A' } },
      400,
      'INVALID_REQUEST',
    );
    expect(badDocument.error.field).toBe('consent.document');
    const notPng = await expectRefused(
      'POST',
      '/leads',
      admin,
      { ...leadBody, consent: { ...consent, signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' } },
      400,
      'INVALID_REQUEST',
    );
    expect(notPng.error.field).toBe('consent.signature');
    const huge = `${DEMO_SIGNATURE}${'A'.repeat(60_000)}`;
    const oversize = await expectRefused(
      'POST',
      '/leads',
      admin,
      { ...leadBody, consent: { ...consent, signature: huge } },
      400,
      'INVALID_REQUEST',
    );
    expect(oversize.error.field).toBe('consent.signature');
    // An internal sale may go without consent.
    const internal = await api.call('POST', '/leads', admin, {
      ...leadBody,
      sellType: 'INTERNAL_SALE',
      consent: null,
      customerDocument: '',
    });
    expect(internal.status).toBe(200);
    expect((internal.body as Lead).consent).toBeNull();
    expect((internal.body as Lead).customerDocument).toBeNull();
  });

  it('walks CREATED -> SENT -> PENDING -> SENT -> WON with a history row per step; WON is final', async () => {
    const created = (await api.call('POST', '/leads', admin, leadBody)).body as Lead;
    for (const status of ['SENT', 'PENDING', 'SENT', 'WON']) {
      const res = await api.call('POST', `/leads/${created.id}/status`, admin, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as Lead).status).toBe(status);
    }
    const read = (await api.call('GET', `/lead?id=${created.id}`, admin)).body as LeadWithHistory;
    expect(read.history.map((h) => `${h.statusFrom}>${h.statusTo}`)).toEqual([
      'null>CREATED',
      'CREATED>SENT',
      'SENT>PENDING',
      'PENDING>SENT',
      'SENT>WON',
    ]);
    await expectRefused(
      'POST',
      `/leads/${created.id}/status`,
      admin,
      { status: 'LOST' },
      409,
      'LEAD_TRANSITION_NOT_ALLOWED',
    );
    await expectRefused('PUT', `/leads/${created.id}`, admin, leadBody, 409, 'LEAD_CLOSED');
  });

  it('refuses steps the lifecycle does not allow: CREATED -> WON, CREATED -> PENDING, LOST -> CREATED', async () => {
    const created = demoLeadId('2020001', 1);
    await expectRefused(
      'POST',
      `/leads/${created}/status`,
      admin,
      { status: 'WON' },
      409,
      'LEAD_TRANSITION_NOT_ALLOWED',
    );
    await expectRefused(
      'POST',
      `/leads/${created}/status`,
      admin,
      { status: 'PENDING' },
      409,
      'LEAD_TRANSITION_NOT_ALLOWED',
    );
    await expectRefused(
      'POST',
      `/leads/${created}/status`,
      admin,
      { status: 'CREATED' },
      409,
      'LEAD_TRANSITION_NOT_ALLOWED',
    );
    const lost = demoLeadId('2020001', 4);
    await expectRefused(
      'POST',
      `/leads/${lost}/status`,
      admin,
      { status: 'CREATED' },
      409,
      'LEAD_TRANSITION_NOT_ALLOWED',
    );
  });

  it('updates an open lead and appends an UPDATE row', async () => {
    const id = demoLeadId('2020001002', 2);
    const res = await api.call('PUT', `/leads/${id}`, admin, { ...leadBody, commission: 9900 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lead = res.body as LeadWithHistory;
    expect(lead).toMatchObject({ id, channelId: '2020001002', status: 'SENT', commission: 9900 });
    expect(lead.history.at(-1)).toMatchObject({ action: 'UPDATE', statusFrom: 'SENT', statusTo: 'SENT' });
  });

  it('lists newest first by cursor, filters by status, sell type and search, inside the scope only', async () => {
    const seen: Lead[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.call('GET', `/leads?limit=25${cursor ? `&cursor=${cursor}` : ''}`, admin);
      expect(res.status).toBe(200);
      const page = res.body as { items: Lead[]; nextCursor: string | null };
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen.map((l) => l.id)).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(40);
    expect(seen.every((l) => l.brandId === '2020001')).toBe(true);
    const created = seen.map((l) => l.created);
    expect([...created].sort().reverse()).toEqual(created);

    const won = (await api.call('GET', '/leads?status=WON&sellType=PROVIDER_SALE', admin)).body as {
      items: Lead[];
    };
    expect(won.items.length).toBeGreaterThan(0);
    expect(won.items.every((l) => l.status === 'WON' && l.sellType === 'PROVIDER_SALE')).toBe(true);

    const sub = (await api.call('GET', '/leads?limit=100', subAdmin)).body as { items: Lead[] };
    expect(sub.items.length).toBeGreaterThan(0);
    expect(sub.items.every((l) => l.channelId === '2020001002')).toBe(true);

    const target = seen.find((l) => l.customerDocument !== null && l.channelId === '2020001');
    if (!target) throw new Error('no demo lead with a document');
    const byDocument = (await api.call('GET', `/leads?search=${target.customerDocument}`, admin)).body as {
      items: Lead[];
    };
    expect(byDocument.items.map((l) => l.id)).toContain(target.id);
    const byPhone = (await api.call('GET', `/leads?search=${target.phone.slice(0, 6)}`, admin)).body as {
      items: Lead[];
    };
    expect(byPhone.items.map((l) => l.id)).toContain(target.id);
    const fromNimbus = (await api.call('GET', `/leads?search=${target.customerDocument}`, nimbus)).body as {
      items: Lead[];
    };
    expect(fromNimbus.items).toEqual([]);
  });
});

const productBody = {
  name: 'Móvil 50 GB',
  description: 'Llamadas ilimitadas y 50 GB',
  family: 'MOBILE',
  subfamily: 'postpaid',
  priceWithoutTax: 1653,
  providerPriceWithoutTax: 800,
  promotions: [
    { name: '-3 € 3 meses', discount: 300, months: 3 },
    { name: 'Bienvenida', discount: 100, months: 1 },
  ],
  display: true,
  maxAdditionalLines: 4,
  cumulativeGb: false,
};

describe('products', () => {
  it('creates a product: price with the brand tax and with promotions computed by the server', async () => {
    const res = await api.call('POST', '/products', admin, productBody);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const product = res.body as ProductWithHistory;
    // 16.53 EUR + 21 % IVA (3.4713, rounded half away from zero) = 20.00 EUR; minus 4 EUR of promotions.
    expect(product).toMatchObject({
      brandId: '2020001',
      status: 'ACTIVE',
      priceWithoutTax: 1653,
      price: 2000,
      tax: 2100,
      priceWithPromotions: 1600,
      promotions: productBody.promotions,
    });
    expect(product.history).toMatchObject([{ action: 'CREATE', statusFrom: null, statusTo: 'ACTIVE' }]);
  });

  it('takes the tax of the brand territory: IGIC for a brand billing from the Canaries', async () => {
    await api.db
      .updateTable('brand_config')
      .set({
        settings: JSON.stringify({ identity: { billingAddress: { postalCode: '35001' } } }),
      })
      .where('brand_id', '=', '3000003')
      .execute();
    const res = await api.call('POST', '/products', nimbus, { ...productBody, promotions: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 16.53 EUR + 7 % IGIC (1.1571) = 17.69 EUR.
    expect(res.body).toMatchObject({ brandId: '3000003', tax: 700, price: 1769, priceWithPromotions: 1769 });
  });

  it('operator staff name the brand; brand staff in a sub-channel read but do not write (403)', async () => {
    const withoutBrand = await expectRefused(
      'POST',
      '/products',
      operator,
      productBody,
      400,
      'INVALID_REQUEST',
    );
    expect(withoutBrand.error.field).toBe('brandId');
    const forBrand = await api.call('POST', '/products', operator, { ...productBody, brandId: '2020001' });
    expect(forBrand.status).toBe(200);
    expect((forBrand.body as Product).brandId).toBe('2020001');
    await expectRefused(
      'POST',
      '/products',
      nimbus,
      { ...productBody, brandId: '2020001' },
      404,
      'NOT_FOUND',
    );

    const id = demoProductId('2020001');
    expect((await api.call('GET', `/product?id=${id}`, subAdmin)).status).toBe(200);
    await expectRefused('POST', '/products', subAdmin, productBody, 403, 'FORBIDDEN');
    await expectRefused('PUT', `/products/${id}`, subAdmin, productBody, 403, 'FORBIDDEN');
    await expectRefused('POST', `/products/${id}/status`, subAdmin, { status: 'INACTIVE' }, 403, 'FORBIDDEN');
    await expectRefused('GET', `/product?id=${id}`, nimbus, undefined, 404, 'NOT_FOUND');
  });

  it('updates a product and recomputes its prices', async () => {
    const id = demoProductId('2020001');
    const res = await api.call('PUT', `/products/${id}`, admin, { ...productBody, promotions: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Móvil 50 GB',
      price: 2000,
      priceWithPromotions: 2000,
      promotions: [],
    });
    expect((res.body as ProductWithHistory).history.at(-1)).toMatchObject({ action: 'UPDATE' });
  });

  it('ACTIVE <-> INACTIVE -> TERMINATED (final), with history; a product on live lines is not terminated', async () => {
    const created = (await api.call('POST', '/products', admin, productBody)).body as Product;
    await expectRefused(
      'POST',
      `/products/${created.id}/status`,
      admin,
      { status: 'ACTIVE' },
      409,
      'PRODUCT_TRANSITION_NOT_ALLOWED',
    );
    for (const status of ['INACTIVE', 'ACTIVE', 'TERMINATED']) {
      const res = await api.call('POST', `/products/${created.id}/status`, admin, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const read = (await api.call('GET', `/product?id=${created.id}`, admin)).body as ProductWithHistory;
    expect(read.history.map((h) => `${h.statusFrom}>${h.statusTo}`)).toEqual([
      'null>ACTIVE',
      'ACTIVE>INACTIVE',
      'INACTIVE>ACTIVE',
      'ACTIVE>TERMINATED',
    ]);
    await expectRefused(
      'POST',
      `/products/${created.id}/status`,
      admin,
      { status: 'ACTIVE' },
      409,
      'PRODUCT_TRANSITION_NOT_ALLOWED',
    );
    await expectRefused('PUT', `/products/${created.id}`, admin, productBody, 409, 'PRODUCT_TERMINATED');

    const used = await api.db
      .selectFrom('subscriptions')
      .select('product_id')
      .where('brand_id', '=', '2020001')
      .where('status', '=', 'ACTIVE')
      .where('product_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await expectRefused(
      'POST',
      `/products/${used.product_id}/status`,
      admin,
      { status: 'TERMINATED' },
      409,
      'PRODUCT_IN_USE',
    );
  });

  it('lists the brand catalogue by name with a cursor and filters; a sub-channel sees its brand, Nimbus its own', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.call('GET', `/products?limit=25${cursor ? `&cursor=${cursor}` : ''}`, admin);
      const page = res.body as { items: Product[]; nextCursor: string | null };
      expect(page.items.every((p) => p.brandId === '2020001')).toBe(true);
      names.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names.length).toBeGreaterThan(10);
    const fibre = (await api.call('GET', '/products?family=FIBRE&search=fibra', subAdmin)).body as {
      items: Product[];
    };
    expect(fibre.items.length).toBeGreaterThan(0);
    expect(fibre.items.every((p) => p.family === 'FIBRE' && p.brandId === '2020001')).toBe(true);
    const nimbusList = (await api.call('GET', '/products?limit=100', nimbus)).body as { items: Product[] };
    expect(nimbusList.items.every((p) => p.brandId === '3000003')).toBe(true);
    const all = (await api.call('GET', '/products?limit=500', operator)).body as { items: Product[] };
    expect(new Set(all.items.map((p) => p.brandId))).toEqual(new Set(['2020001', '1450002', '3000003']));
  });
});
