import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '../../schema/rest/leads';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; message: string; field?: string } };
type LeadPage = { items: Lead[]; nextCursor: string | null };

const ADDRESS = {
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
  street: 'Calle de Alcalá',
  number: '12',
};

/** A lead request as the page sends it, for `key`; fields overridden per test. */
function leadRequest(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    address: ADDRESS,
    fullName: 'Lucía Martín Vega',
    documentNumber: '12345678z',
    phone: '+34 612 34 56 78',
    email: 'lucia.martin@example.com',
    acceptConsent: true,
    ...overrides,
  };
}

/** Another key of the same shape: one character of a real key changed. */
function tampered(key: string): string {
  const last = key.at(-1) === 'A' ? 'B' : 'A';
  return `${key.slice(0, -1)}${last}`;
}

function errorOf(body: unknown): ErrorBody['error'] {
  return (body as ErrorBody).error;
}

describe('public coverage links', () => {
  let api: ApiServer;
  let admin: string;
  let key: string;
  // The api's clock: 10 March 2026 in the evening in Madrid (the lead's date is Madrid's calendar day).
  const now = new Date('2026-03-10T22:30:00.000Z');

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    const read = await api.call('GET', '/coverage/public-key', admin);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    key = (read.body as { key: string }).key;
  });
  afterAll(async () => {
    await api?.close();
  });

  const publicCall = (method: string, path: string, body?: unknown) => api.call(method, path, null, body);
  const brandPage = (linkKey: string) =>
    publicCall('GET', `/public/coverage/brand?key=${encodeURIComponent(linkKey)}`);

  async function leadsFound(token: string, search: string): Promise<Lead[]> {
    const res = await api.call('GET', `/leads?search=${encodeURIComponent(search)}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as LeadPage).items;
  }

  describe('the brand key', () => {
    it('is 43 base64url characters (32 bytes, 244 of them random), one per brand, read by its admins only', async () => {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await api.db
        .selectFrom('brand_public_keys')
        .select(['brand_id', 'public_key'])
        .orderBy('brand_id')
        .execute();
      expect(rows.map((row) => row.brand_id)).toEqual(['1450002', '2020001', '3000003']);
      expect(new Set(rows.map((row) => row.public_key)).size).toBe(3);
      expect(rows.find((row) => row.brand_id === '2020001')?.public_key).toBe(key);

      const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
      const nimbusKey = await api.call('GET', '/coverage/public-key', nimbus);
      expect(nimbusKey.status).toBe(200);
      expect((nimbusKey.body as { key: string }).key).toBe(
        rows.find((row) => row.brand_id === '3000003')?.public_key,
      );
      // Only admins share the links; the operator's own brand (channel 0) has no public coverage page.
      const manager = (await api.signIn('manager@demo.test')).accessToken;
      expect((await api.call('GET', '/coverage/public-key', manager)).status).toBe(403);
      // An admin standing in a sub-channel does not manage the brand above (as for the brand settings).
      const subAdmin = (await api.signIn('owner@demo.test')).accessToken;
      expect((await api.call('PUT', '/user/channel', subAdmin, { channel: '2020001002' })).status).toBe(200);
      expect((await api.call('GET', '/coverage/public-key', subAdmin)).status).toBe(404);
      const operator = (await api.signIn('operator@demo.test')).accessToken;
      const operatorKey = await api.call('GET', '/coverage/public-key', operator);
      expect(operatorKey.status).toBe(404);
      expect(errorOf(operatorKey.body).code).toBe('NOT_FOUND');
    });

    it('is given to a brand when it is created', async () => {
      await api.db
        .insertInto('brands')
        .values({
          id: '9990009',
          name: 'Marca Nueva',
          logo_url: null,
          expanded_logo_url: null,
          dark_mode_logo_url: null,
          dark_mode_expanded_logo_url: null,
          max_sales: null,
          super_admin_email: null,
        })
        .execute();
      const row = await api.db
        .selectFrom('brand_public_keys')
        .select('public_key')
        .where('brand_id', '=', '9990009')
        .executeTakeFirstOrThrow();
      expect(row.public_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A brand without a top channel yet has no page.
      expect((await brandPage(row.public_key)).status).toBe(404);
    });
  });

  describe('with a valid key', () => {
    it('shows the brand by name and logo only', async () => {
      const res = await brandPage(key);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name: 'Demo Telecom', logoURL: null });
    });

    it('searches the cities of a province', async () => {
      const res = await publicCall(
        'GET',
        `/public/coverage/cities?key=${encodeURIComponent(key)}&province=28&q=alcal`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const items = (res.body as { items: { name: string; provinceCode: string }[] }).items;
      expect(items.map((item) => item.name)).toContain('Alcalá de Henares');
      expect(items.every((item) => item.provinceCode === '28')).toBe(true);
    });

    it('answers the coverage check as the signed-in check does, and nothing more', async () => {
      const signedIn = await api.call('POST', '/coverage/check', admin, ADDRESS);
      expect(signedIn.status).toBe(200);
      const res = await publicCall('POST', '/public/coverage/check', { key, address: ADDRESS });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual(signedIn.body);
      expect(Object.keys(res.body as object).sort()).toEqual(['covered', 'technologies']);
    });

    it('leaves a CREATED lead with the consent in the top channel of the brand, and answers only "received"', async () => {
      const before = await api.db.selectFrom('leads').select('id').execute();
      const res = await publicCall('POST', '/public/coverage/lead', leadRequest(key));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ received: true });

      const after = await api.db.selectFrom('leads').select('id').execute();
      expect(after).toHaveLength(before.length + 1);
      const [lead] = await leadsFound(admin, '612345678');
      expect(lead).toMatchObject({
        brandId: '2020001',
        channelId: '2020001',
        customerName: 'Lucía Martín Vega',
        customerDocument: '12345678Z',
        phone: '612345678',
        sellType: 'INTERNAL_SALE',
        status: 'CREATED',
        commission: 0,
        date: '2026-03-10',
        consent: {
          fullName: 'Lucía Martín Vega',
          document: '12345678Z',
          date: '2026-03-10',
          signature: null,
        },
        email: 'lucia.martin@example.com',
        address: 'Calle de Alcalá 12, 28014 Madrid',
      });
      const detail = await api.call('GET', `/lead?id=${lead?.id}`, admin);
      expect(detail.body).toMatchObject({
        history: [{ action: 'CREATE', statusFrom: null, statusTo: 'CREATED', actor: 'public coverage page' }],
      });
      // The lead is the brand's: another brand's admin does not see it.
      const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
      expect(await leadsFound(nimbus, '612345678')).toEqual([]);
    });

    it('takes a lead without an e-mail', async () => {
      const res = await publicCall(
        'POST',
        '/public/coverage/lead',
        leadRequest(key, { phone: '911234567', email: '', documentNumber: 'X1234567L' }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [lead] = await leadsFound(admin, '911234567');
      expect(lead).toMatchObject({ email: null, customerDocument: 'X1234567L' });
    });
  });

  describe('refusals write nothing', () => {
    it('answers 404 PUBLIC_LINK_INVALID to an unknown or tampered key on every public endpoint', async () => {
      const print = await fingerprintDatabase(api.db);
      for (const wrong of [tampered(key), 'no-such-key', key.toLowerCase(), '2020001']) {
        const answers = [
          await brandPage(wrong),
          await publicCall(
            'GET',
            `/public/coverage/cities?key=${encodeURIComponent(wrong)}&province=28&q=mad`,
          ),
          await publicCall('POST', '/public/coverage/check', { key: wrong, address: ADDRESS }),
          await publicCall('POST', '/public/coverage/lead', leadRequest(wrong, { phone: '622222222' })),
        ];
        for (const res of answers) {
          expect(res.status, `${wrong}: ${JSON.stringify(res.body)}`).toBe(404);
          expect(res.body).toEqual({
            error: { code: 'PUBLIC_LINK_INVALID', message: 'This coverage link is not valid', field: 'key' },
          });
        }
      }
      expect(await fingerprintDatabase(api.db)).toEqual(print);
    });

    it('answers 400 with the field to bad input, before looking at the key', async () => {
      const print = await fingerprintDatabase(api.db);
      const cases: [Record<string, unknown>, string][] = [
        [{ documentNumber: '12345678A' }, 'documentNumber'],
        [{ documentNumber: '' }, 'documentNumber'],
        [{ fullName: '   ' }, 'fullName'],
        [{ phone: '512345678' }, 'phone'],
        [{ email: 'not-an-email' }, 'email'],
        [{ acceptConsent: false }, 'acceptConsent'],
        [{ acceptConsent: undefined }, 'acceptConsent'],
        [{ address: { ...ADDRESS, postalCode: '08001' } }, 'address.postalCode'],
        [{ address: { ...ADDRESS, street: '' } }, 'address.street'],
        [{ key: '' }, 'key'],
      ];
      for (const [override, field] of cases) {
        for (const linkKey of [key, tampered(key)]) {
          const res = await publicCall('POST', '/public/coverage/lead', leadRequest(linkKey, override));
          expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(errorOf(res.body)).toMatchObject({ code: 'INVALID_REQUEST', field });
        }
      }
      const check = await publicCall('POST', '/public/coverage/check', {
        key,
        address: { ...ADDRESS, province: '99' },
      });
      expect(check.status).toBe(400);
      expect(errorOf(check.body).field).toBe('address.province');
      const cities = await publicCall('GET', `/public/coverage/cities?key=${key}&province=XX`);
      expect(cities.status).toBe(400);
      expect(errorOf(cities.body).field).toBe('province');
      expect(await fingerprintDatabase(api.db)).toEqual(print);
    });

    it('carries no stack trace nor brand data in any answer', async () => {
      const answers = [
        await brandPage(key),
        await publicCall('POST', '/public/coverage/check', { key, address: ADDRESS }),
        await publicCall('POST', '/public/coverage/lead', leadRequest(key, { phone: '633333333' })),
        await brandPage(tampered(key)),
        await publicCall('POST', '/public/coverage/lead', leadRequest(key, { documentNumber: 'X' })),
        await publicCall('POST', '/public/coverage/lead', '{"key": '),
      ];
      for (const res of answers) {
        const text = JSON.stringify(res.body);
        for (const secret of ['2020001', 'channel', 'brandId', 'stack', ' at ', '.ts:']) {
          expect(text, text).not.toContain(secret);
        }
        if (res.status >= 400) {
          expect(
            Object.keys(errorOf(res.body)).every((name) => ['code', 'message', 'field'].includes(name)),
          ).toBe(true);
        }
      }
    });
  });

  // Last: it replaces the key the tests above share.
  describe('rotating the key', () => {
    const rotate = (token: string) => api.call('POST', '/coverage/public-key/rotate', token, {});

    it('gives the brand a new key: the old links answer 404 everywhere, the new ones work; no other admin rotates it', async () => {
      const subAdmin = (await api.signIn('owner@demo.test')).accessToken;
      expect((await api.call('PUT', '/user/channel', subAdmin, { channel: '2020001002' })).status).toBe(200);
      const untouched = await fingerprintDatabase(api.db);
      expect((await rotate(subAdmin)).status).toBe(404);
      expect(await fingerprintDatabase(api.db)).toEqual(untouched);
      // Another brand's admin rotates its own brand's key, never this one: the request names no brand.
      const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
      const nimbusBefore = (await api.call('GET', '/coverage/public-key', nimbus)).body as { key: string };
      const nimbusAfter = await rotate(nimbus);
      expect(nimbusAfter.status).toBe(200);
      expect((nimbusAfter.body as { key: string }).key).not.toBe(nimbusBefore.key);
      expect((await brandPage(key)).body).toMatchObject({ name: 'Demo Telecom' });

      const rotated = await rotate(admin);
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      const newKey = (rotated.body as { key: string }).key;
      expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(newKey).not.toBe(key);
      expect((await api.call('GET', '/coverage/public-key', admin)).body).toEqual({ key: newKey });

      const before = await fingerprintDatabase(api.db);
      const oldLinks = [
        await brandPage(key),
        await publicCall('GET', `/public/coverage/cities?key=${encodeURIComponent(key)}&province=28&q=mad`),
        await publicCall('POST', '/public/coverage/check', { key, address: ADDRESS }),
        await publicCall('POST', '/public/coverage/lead', leadRequest(key)),
      ];
      for (const res of oldLinks) {
        expect(res.status).toBe(404);
        expect(errorOf(res.body).code).toBe('PUBLIC_LINK_INVALID');
      }
      expect(await fingerprintDatabase(api.db)).toEqual(before);

      expect((await brandPage(newKey)).body).toMatchObject({ name: 'Demo Telecom' });
      const check = await publicCall('POST', '/public/coverage/check', { key: newKey, address: ADDRESS });
      expect(check.status).toBe(200);
      const lead = await publicCall(
        'POST',
        '/public/coverage/lead',
        leadRequest(newKey, { fullName: 'Rosa Nueva Llave' }),
      );
      expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    });
  });
});

describe('public coverage links: the per-address rate limit', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ env: { PUBLIC_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 RATE_LIMITED past the limit, on every public coverage endpoint, and leaves signed-in calls alone', async () => {
    const admin = (await api.signIn('admin@demo.test')).accessToken;
    const { key } = (await api.call('GET', '/coverage/public-key', admin)).body as { key: string };
    const brand = `/public/coverage/brand?key=${encodeURIComponent(key)}`;
    for (let call = 0; call < 3; call += 1) {
      expect((await api.call('GET', brand, null)).status).toBe(200);
    }
    const print = await fingerprintDatabase(api.db);
    const limited = [
      await api.call('GET', brand, null),
      await api.call('POST', '/public/coverage/check', null, { key, address: ADDRESS }),
      await api.call('POST', '/public/coverage/lead', null, leadRequest(key)),
      await api.call('GET', `/public/coverage/cities?key=${encodeURIComponent(key)}&province=28`, null),
    ];
    for (const res of limited) {
      expect(res.status).toBe(429);
      expect(errorOf(res.body).code).toBe('RATE_LIMITED');
    }
    expect(await fingerprintDatabase(api.db)).toEqual(print);
    for (let call = 0; call < 5; call += 1) {
      expect((await api.call('POST', '/coverage/check', admin, ADDRESS)).status).toBe(200);
    }
  });
});
