import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSubtreeIds } from '../../api/channels/channel-scope';
import type { CustomerDetail, CustomerSummary, Product, Subscription } from '../../schema/rest/customers';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Page<T> = { items: T[]; nextCursor: string | null; totalEstimate: number };
type ErrorBody = { error: { code: string; message: string; field?: string } };

let api: ApiServer;
let admin: string;
let agent: string;
let nimbus: string;

beforeAll(async () => {
  api = await startApiServer();
  admin = (await api.signIn('admin@demo.test')).accessToken;
  agent = (await api.signIn('agent@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
});
afterAll(() => api?.close());

/** Every page of a list, following nextCursor; fails on anything but 200. */
async function walk<T>(token: string, path: string): Promise<{ items: T[]; pages: number; total: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url: string = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
    const res = await api.call('GET', url, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Page<T>;
    items.push(...page.items);
    total = page.totalEstimate;
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { items, pages, total };
}

async function customerIdsInScope(channel: string, where = sql`true`): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from customers where channel_id in ${channelSubtreeIds(channel)} and ${where}`.execute(api.db);
  return rows.map((row) => row.id).sort();
}

async function subscriptionIdsInScope(channel: string, where = sql`true`): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from subscriptions where channel_id in ${channelSubtreeIds(channel)} and ${where}`.execute(
    api.db,
  );
  return rows.map((row) => row.id).sort();
}

async function demoCustomer(where = sql`true`): Promise<{ fiscal_id: string; channel_id: string }> {
  const { rows } = await sql<{ fiscal_id: string; channel_id: string }>`
    select fiscal_id, channel_id from customers where brand_id = '2020001' and ${where}
    order by fiscal_id limit 1`.execute(api.db);
  const row = rows[0];
  if (!row) throw new Error('the demo seed has no such customer');
  return row;
}

function sorted(values: string[]): string[] {
  return [...values].sort();
}

describe('GET /customers: keyset pages', () => {
  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['fiscalId', 'asc'],
    ['created', 'desc'],
  ])('walks every customer of the scope once, sorted by %s %s', async (sort, order) => {
    const { items, pages, total } = await walk<CustomerSummary>(
      admin,
      `/customers?limit=25&sort=${sort}&order=${order}`,
    );
    const expected = await customerIdsInScope('2020001');
    expect(expected.length).toBeGreaterThanOrEqual(60);
    expect(pages).toBe(Math.ceil(expected.length / 25));
    expect(sorted(items.map((c) => c.id))).toEqual(expected);
    expect(total).toBe(expected.length);
    const key = sort === 'fiscalId' ? 'fiscalId' : sort === 'name' ? 'name' : 'created';
    const values = items.map((c) => c[key]);
    for (let i = 1; i < values.length; i += 1) {
      const [a, b] = [values[i - 1] as string, values[i] as string];
      if (sort === 'created') expect(order === 'asc' ? a <= b : a >= b).toBe(true);
    }
  });

  it('walks a filtered list (type and search) once, with the same rows the database holds', async () => {
    const companies = await walk<CustomerSummary>(admin, '/customers?limit=25&type=COMPANY&sort=name');
    expect(sorted(companies.items.map((c) => c.id))).toEqual(
      await customerIdsInScope('2020001', sql`customer_type = 'COMPANY'`),
    );
    expect(companies.items.length).toBeGreaterThan(0);

    const someone = companies.items[0] as CustomerSummary;
    const fragment = someone.name.slice(0, 4).toLowerCase();
    const found = await walk<CustomerSummary>(
      admin,
      `/customers?limit=25&search=${encodeURIComponent(fragment)}`,
    );
    expect(found.items.map((c) => c.id)).toContain(someone.id);
    for (const customer of found.items) {
      const text = `${customer.name} ${customer.firstSurname ?? ''} ${customer.lastSurname ?? ''} ${customer.fiscalId} ${customer.email ?? ''}`;
      expect(text.toLowerCase()).toContain(fragment);
    }
  });

  it('reads exactly the customers asked for by id, and only those in scope', async () => {
    const own = await api.db
      .selectFrom('customers')
      .select(['id', 'fiscal_id'])
      .where('brand_id', '=', '2020001')
      .orderBy('id')
      .limit(3)
      .execute();
    const other = await api.db
      .selectFrom('customers')
      .select('id')
      .where('brand_id', '=', '3000003')
      .executeTakeFirstOrThrow();
    const ids = [...own.map((row) => row.id), other.id].join(',');
    const res = await api.call('GET', `/customers?limit=100&ids=${ids}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = (res.body as Page<CustomerSummary>).items;
    expect(items.map((c) => c.id).sort()).toEqual(own.map((row) => row.id).sort());
    const bad = await api.call('GET', '/customers?ids=not-a-uuid', admin);
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'ids.0' });
  });

  it('treats % and _ in the search text as plain characters', async () => {
    const res = await api.call('GET', '/customers?search=%25', admin);
    expect(res.status).toBe(200);
    expect((res.body as Page<CustomerSummary>).items).toEqual([]);
  });

  it('refuses a page size outside 25/50/100/500 and a cursor of another sort', async () => {
    const bad = await api.call('GET', '/customers?limit=30', admin);
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error.field).toBe('limit');
    const first = (await api.call('GET', '/customers?limit=25&sort=name', admin))
      .body as Page<CustomerSummary>;
    const mixed = await api.call(
      'GET',
      `/customers?sort=created&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      admin,
    );
    expect(mixed.status).toBe(400);
    expect((mixed.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'cursor' });
  });
});

describe('GET /subscriptions: keyset pages with filters', () => {
  it.each([
    ['', sql`status <> 'TERMINATED'`],
    ['&family=MOBILE&sort=lineNumber&order=desc', sql`status <> 'TERMINATED' and family = 'MOBILE'`],
    ['&status=ACTIVE&sort=modified', sql`status = 'ACTIVE'`],
    ['&status=TERMINATED', sql`status = 'TERMINATED'`],
    ['&includeTerminated=true&sort=created&order=desc', sql`true`],
  ])('walks every matching line once (%s)', async (filters, where) => {
    const { items, total } = await walk<Subscription>(admin, `/subscriptions?limit=25${filters}`);
    const expected = await subscriptionIdsInScope('2020001', where);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((s) => s.subscriptionId)).toHaveLength(expected.length);
    expect(sorted(items.map((s) => s.subscriptionId))).toEqual(expected);
    expect(total).toBe(expected.length);
    const sort = /sort=(\w+)/.exec(filters)?.[1] ?? 'created';
    const descending = filters.includes('order=desc');
    const key = sort === 'lineNumber' ? 'lineNumber' : sort === 'modified' ? 'modified' : 'created';
    for (let i = 1; i < items.length; i += 1) {
      const [a, b] = [items[i - 1] as Subscription, items[i] as Subscription];
      expect(descending ? a[key] >= b[key] : a[key] <= b[key], `${a[key]} then ${b[key]}`).toBe(true);
    }
  });

  it('leaves terminated lines out unless asked', async () => {
    const { items } = await walk<Subscription>(admin, '/subscriptions?limit=500');
    expect(items.length).toBeGreaterThan(100);
    expect(items.some((s) => s.status === 'TERMINATED')).toBe(false);
  });

  it('filters by fiscal id and by line number prefix', async () => {
    const { items } = await walk<Subscription>(admin, '/subscriptions?limit=500&includeTerminated=true');
    const line = items[0] as Subscription;
    const byCustomer = await walk<Subscription>(
      admin,
      `/subscriptions?includeTerminated=true&fiscalId=${line.fiscalId}`,
    );
    expect(byCustomer.items.length).toBeGreaterThan(0);
    expect(byCustomer.items.every((s) => s.fiscalId === line.fiscalId)).toBe(true);
    const prefix = line.lineNumber.slice(0, 4);
    const byLine = await walk<Subscription>(
      admin,
      `/subscriptions?includeTerminated=true&lineNumber=${prefix}&sort=lineNumber`,
    );
    expect(byLine.items.map((s) => s.subscriptionId)).toContain(line.subscriptionId);
    expect(byLine.items.every((s) => s.lineNumber.startsWith(prefix))).toBe(true);
  });

  it('answers every field of a line, shared groups included', async () => {
    const { items } = await walk<Subscription>(admin, '/subscriptions?limit=500&includeTerminated=true');
    const shared = items.find((s) => s.baseSubscriptions.length > 0);
    expect(shared).toBeDefined();
    for (const baseId of shared?.baseSubscriptions ?? []) {
      expect(items.find((s) => s.subscriptionId === baseId)?.sharedSubscriptionId).toBe(
        shared?.subscriptionId,
      );
    }
    const mobile = items.find((s) => s.family === 'MOBILE' && s.icc);
    expect(mobile?.technology).toMatch(/^[45]G$/);
    expect(mobile?.customerName).toBeTruthy();
  });
});

describe('channel scope', () => {
  it('another brand sees none of brand 2020001 customers or lines, and cannot read or change them (404)', async () => {
    const { fiscal_id } = await demoCustomer();
    const list = await walk<CustomerSummary>(nimbus, '/customers?limit=500');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((c) => c.brandId === '3000003')).toBe(true);
    const lines = await walk<Subscription>(
      nimbus,
      `/subscriptions?includeTerminated=true&fiscalId=${fiscal_id}`,
    );
    expect(lines.items).toEqual([]);

    const before = await dumpDatabase(api.db);
    const read = await api.call('GET', `/customer?fiscalId=${fiscal_id}`, nimbus);
    expect(read.status).toBe(404);
    for (const [path, body] of [
      ['/customer', { fiscalId: fiscal_id, city: 'Nimbus' }],
      ['/customer/paymentMethod', { fiscalId: fiscal_id, paymentMethods: ['CASH'], iban: '' }],
      ['/customer/sepa/signed', { fiscalId: fiscal_id }],
    ] as const) {
      const res = await api.call('PUT', path, nimbus, body);
      expect(res.status, path).toBe(404);
      expect((res.body as ErrorBody).error.code).toBe('NOT_FOUND');
    }
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('a row of a sub-channel is visible from its parents, not from a sibling', async () => {
    const { fiscal_id } = await demoCustomer(sql`channel_id = '2020001001001'`);
    expect((await api.call('GET', `/customer?fiscalId=${fiscal_id}`, admin)).status).toBe(200);
    const manager = (await api.signIn('manager@demo.test')).accessToken;
    expect((await api.call('PUT', '/user/channel', manager, { channel: '2020001001' })).status).toBe(200);
    expect((await api.call('GET', `/customer?fiscalId=${fiscal_id}`, manager)).status).toBe(200);
    expect((await api.call('PUT', '/user/channel', manager, { channel: '2020001002' })).status).toBe(200);
    expect((await api.call('GET', `/customer?fiscalId=${fiscal_id}`, manager)).status).toBe(404);
    const sibling = await walk<Subscription>(manager, '/subscriptions?limit=500&includeTerminated=true');
    expect(sorted(sibling.items.map((s) => s.subscriptionId))).toEqual(
      await subscriptionIdsInScope('2020001002'),
    );
    expect((await api.call('PUT', '/user/channel', manager, {})).status).toBe(200);
  });
});

describe('GET and PUT /customer', () => {
  it('reads a company with its extras and custom documents', async () => {
    const { fiscal_id } = await demoCustomer(sql`customer_type = 'COMPANY'`);
    const res = await api.call('GET', `/customer?fiscalId=${fiscal_id.toLowerCase()}`, agent);
    expect(res.status).toBe(200);
    const customer = res.body as CustomerDetail;
    expect(customer.fiscalId).toBe(fiscal_id);
    expect(customer.documentType).toBe('CIF');
    expect(customer.company?.companyName).toBe(customer.name);
    expect(customer.company?.representative.document).toMatch(/^\d{8}[A-Z]$/);
  });

  it('updates the fields sent and keeps the others', async () => {
    const { fiscal_id } = await demoCustomer(sql`customer_type = 'RESIDENTIAL' and document_type = 'DNI'`);
    const before = (await api.call('GET', `/customer?fiscalId=${fiscal_id}`, agent)).body as CustomerDetail;
    const res = await api.call('PUT', '/customer', agent, {
      fiscalId: fiscal_id,
      email: 'Nueva.Direccion@Example.com',
      contactPhone: '+34 612 345 678',
      postalCode: '08220',
      province: '08',
      city: 'Terrassa',
      birthDate: '29/02/1980',
      floor: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body as CustomerDetail;
    expect(after).toMatchObject({
      email: 'nueva.direccion@example.com',
      contactPhone: '612345678',
      birthDate: '1980-02-29',
      name: before.name,
      iban: before.iban,
      address: {
        postalCode: '08220',
        province: '08',
        city: 'Terrassa',
        floor: null,
        street: before.address.street,
      },
    });
    expect(after.modified > before.modified).toBe(true);
    expect((await api.call('GET', `/customer?fiscalId=${fiscal_id}`, agent)).body).toEqual(after);
  });

  it.each([
    ['a postal code of another province', { postalCode: '28001', province: '08' }, 'postalCode'],
    ['a postal code outside the stored province', { postalCode: '41001' }, 'postalCode'],
    ['a birth date under legal age', { birthDate: '01/01/2020' }, 'birthDate'],
    ['a birth date not DD/MM/YYYY', { birthDate: '1980-01-01' }, 'birthDate'],
    ['a bad e-mail', { email: 'no-es-un-correo' }, 'email'],
    ['a bad phone', { contactPhone: '512345678' }, 'contactPhone'],
    ['a document type the fiscal id is not', { documentType: 'CIF' }, 'documentType'],
    ['company extras for a residential customer', { company: { companyName: 'ACME S.L.' } }, 'company'],
    [
      'a representative with a bad DNI',
      {
        customerType: 'COMPANY',
        company: {
          companyName: 'X',
          representative: {
            documentType: 'DNI',
            document: '12345678A',
            name: 'A',
            firstSurname: 'B',
            birthDate: '01/01/1970',
          },
        },
      },
      'company.representative.document',
    ],
  ])('refuses %s and changes nothing', async (_label, fields, field) => {
    const { fiscal_id } = await demoCustomer(sql`customer_type = 'RESIDENTIAL' and document_type = 'DNI'`);
    const before = await dumpDatabase(api.db);
    const res = await api.call('PUT', '/customer', agent, { fiscalId: fiscal_id, ...fields });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('answers 404 for a fiscal id nobody has and 400 for no fiscal id', async () => {
    expect((await api.call('GET', '/customer?fiscalId=00000000T', agent)).status).toBe(404);
    const missing = await api.call('GET', '/customer', agent);
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.field).toBe('fiscalId');
  });
});

describe('PUT /customer/paymentMethod and /customer/sepa/signed', () => {
  it.each([
    ['too short', 'ES912100041845020005133', 'domain.validation.ibanLength'],
    ['wrong check digits', 'ES9121000418450200051333', 'domain.validation.invalidIban'],
    ['mod 97 right but account digits wrong', 'ES0212341234001234567890', 'domain.validation.invalidIban'],
    ['not Spanish', 'DE89370400440532013000', 'domain.validation.ibanLength'],
  ])('refuses an IBAN %s with INVALID_IBAN on iban, changing nothing', async (_label, iban, message) => {
    const { fiscal_id } = await demoCustomer();
    const before = await dumpDatabase(api.db);
    const res = await api.call('PUT', '/customer/paymentMethod', agent, { fiscalId: fiscal_id, iban });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_IBAN', field: 'iban', message });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('a new IBAN (typed with spaces) starts an unsigned mandate, which can then be signed', async () => {
    const { fiscal_id } = await demoCustomer(sql`customer_type = 'FREELANCE'`);
    const res = await api.call('PUT', '/customer/paymentMethod', agent, {
      fiscalId: fiscal_id,
      iban: 'es91 2100 0418 4502 0005 1332',
      skipInvoices: true,
      paymentMethods: ['SEPA_DIRECT_DEBIT', 'CASH'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const customer = res.body as CustomerDetail;
    expect(customer).toMatchObject({
      iban: 'ES9121000418450200051332',
      skipInvoices: true,
      paymentMethods: ['SEPA_DIRECT_DEBIT', 'CASH'],
      sepaMandate: { signed: false, signedAt: null },
    });
    expect(customer.sepaMandate?.reference).toMatch(/^[0-9A-Za-z/\-?:().,'+]{1,35}$/);

    const signed = await api.call('PUT', '/customer/sepa/signed', agent, { fiscalId: fiscal_id });
    expect(signed.status).toBe(200);
    const signedMandate = (signed.body as CustomerDetail).sepaMandate;
    expect(signedMandate).toMatchObject({ reference: customer.sepaMandate?.reference, signed: true });
    expect(signedMandate?.signedAt).toBeTruthy();

    // The same IBAN again keeps the signed mandate; skipInvoices alone changes nothing else.
    const same = await api.call('PUT', '/customer/paymentMethod', agent, {
      fiscalId: fiscal_id,
      iban: 'ES9121000418450200051332',
      skipInvoices: false,
    });
    expect((same.body as CustomerDetail).sepaMandate).toEqual(signedMandate);
    expect((same.body as CustomerDetail).skipInvoices).toBe(false);
  });

  it('direct debit needs an IBAN; cash without one drops the mandate, and signing then is refused (409)', async () => {
    const { fiscal_id } = await demoCustomer(sql`iban is not null and customer_type = 'RESIDENTIAL'`);
    const before = await dumpDatabase(api.db);
    const refused = await api.call('PUT', '/customer/paymentMethod', agent, {
      fiscalId: fiscal_id,
      iban: '',
    });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'iban',
      message: 'validation.required',
    });
    expect(await dumpDatabase(api.db)).toEqual(before);

    const cash = await api.call('PUT', '/customer/paymentMethod', agent, {
      fiscalId: fiscal_id,
      iban: '',
      paymentMethods: ['CASH'],
    });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ iban: null, paymentMethods: ['CASH'], sepaMandate: null });

    const afterCash = await dumpDatabase(api.db);
    const sign = await api.call('PUT', '/customer/sepa/signed', agent, { fiscalId: fiscal_id });
    expect(sign.status).toBe(409);
    expect((sign.body as ErrorBody).error.code).toBe('NO_SEPA_MANDATE');
    expect(await dumpDatabase(api.db)).toEqual(afterCash);
  });
});

describe('GET /products/brand', () => {
  it("answers the catalogue of the caller's brand, from the brand or from a sub-channel", async () => {
    const own = await api.call('GET', '/products/brand', agent);
    expect(own.status).toBe(200);
    const items = (own.body as { items: Product[] }).items;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((p) => p.brandId === '2020001')).toBe(true);
    expect(items.some((p) => p.promotions.length > 0 && p.priceWithPromotions < p.price)).toBe(true);

    const mobile = await api.call('GET', '/products/brand?family=MOBILE&status=ACTIVE', agent);
    const mobiles = (mobile.body as { items: Product[] }).items;
    expect(mobiles.length).toBeGreaterThan(0);
    expect(mobiles.every((p) => p.family === 'MOBILE' && p.status === 'ACTIVE')).toBe(true);

    const other = await api.call('GET', '/products/brand', nimbus);
    expect((other.body as { items: Product[] }).items.every((p) => p.brandId === '3000003')).toBe(true);
  });
});

describe('a fiscal id in several brands of the scope', () => {
  it('operator staff must say which brand (409 AMBIGUOUS_FISCAL_ID), then get that one', async () => {
    const { fiscal_id } = await demoCustomer();
    await api.db
      .insertInto('customers')
      .values({
        brand_id: '3000003',
        channel_id: '3000003001',
        fiscal_id,
        document_type: 'DNI',
        customer_type: 'RESIDENTIAL',
        name: 'Duplicada',
      })
      .execute();
    try {
      const operator = (await api.signIn('operator@demo.test')).accessToken;
      const ambiguous = await api.call('GET', `/customer?fiscalId=${fiscal_id}`, operator);
      expect(ambiguous.status).toBe(409);
      expect((ambiguous.body as ErrorBody).error).toMatchObject({
        code: 'AMBIGUOUS_FISCAL_ID',
        field: 'brandId',
      });
      const chosen = await api.call('GET', `/customer?fiscalId=${fiscal_id}&brandId=3000003`, operator);
      expect(chosen.status).toBe(200);
      expect(chosen.body).toMatchObject({ brandId: '3000003', name: 'Duplicada' });
      // Within one brand the fiscal id is unique, so brand staff never meet the ambiguity.
      expect((await api.call('GET', `/customer?fiscalId=${fiscal_id}`, admin)).status).toBe(200);
    } finally {
      await api.db.deleteFrom('customers').where('name', '=', 'Duplicada').execute();
    }
  });
});
