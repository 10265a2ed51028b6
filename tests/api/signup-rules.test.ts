import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignupProductId, demoSignupProductPosition } from '../../api/seed/demo-signup-catalogue';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';
import {
  BARCELONA_ADDRESS,
  companyIntro,
  documents,
  MADRID_ADDRESS,
  newKey,
  PNG_DOCUMENT,
  residentialIntro,
  testCups,
} from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; field?: string; message: string } };

const BRAND = '2020001';
const ESIM = demoSignupProductId(BRAND, demoSignupProductPosition('INTERNATIONAL', 'esim'));
const ELECTRICITY = demoSignupProductId(BRAND, demoSignupProductPosition('ELECTRICITY'));

describe('signup steps refuse what section 5 and the order forbid, writing nothing', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;
  let product: (name: string) => Promise<string>;
  let n = 0;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
    await api.call('GET', '/draft-orders', agent);
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

  async function ok(method: string, path: string, body: object): Promise<SignupOrder> {
    const res = await api.call(method, path, agent, { idempotencyKey: newKey(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SignupOrder;
  }
  async function refused(path: string, body: object, status: number, code: string, field?: string) {
    const before = await dumpDatabase(api.db);
    const res = await api.call('PUT', path, agent, { idempotencyKey: newKey(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    const error = (res.body as ErrorBody).error;
    expect(error.code).toBe(code);
    if (field !== undefined) expect(error.field).toBe(field);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return error;
  }
  const step = (order: SignupOrder, name: string) => `/orders/${order.id}/signup/${name}`;

  /** A draft of the tab with these products saved. */
  async function draftWith(
    tab: string,
    items: { productId: string; lines?: number }[],
    intro = residentialIntro,
  ) {
    n += 1;
    const order = await ok('POST', '/signup/orders', { ...intro(200 + n), familyTab: tab });
    return ok('PUT', step(order, 'products'), {
      items: items.map((item) => ({ productId: item.productId, lines: item.lines ?? 1 })),
    });
  }

  it('products: not in the tab or not the brand, too many lines, optional that does not fit', async () => {
    const order = await ok('POST', '/signup/orders', residentialIntro(1));
    const mobile = await product('Móvil 10 GB');
    const fibre = await product('Fibra 1 Gb');
    await refused(
      step(order, 'products'),
      { items: [{ productId: fibre, lines: 1 }] },
      422,
      'PRODUCT_NOT_AVAILABLE',
      'items.0.productId',
    );
    const nimbusProduct = (
      await api.db
        .selectFrom('products')
        .select('id')
        .where('brand_id', '=', '3000003')
        .executeTakeFirstOrThrow()
    ).id;
    await refused(
      step(order, 'products'),
      { items: [{ productId: nimbusProduct, lines: 1 }] },
      422,
      'PRODUCT_NOT_AVAILABLE',
      'items.0.productId',
    );
    await refused(
      step(order, 'products'),
      { items: [{ productId: mobile, lines: 6 }] },
      422,
      'TOO_MANY_LINES',
      'items.0.lines',
    );
    await refused(
      step(order, 'products'),
      { items: [{ productId: mobile, lines: 1, optionalProductIds: [fibre] }] },
      422,
      'OPTIONAL_NOT_COMPATIBLE',
      'items.0.optionalProductIds.0',
    );
    const bonus = await product('Bono Internacional');
    const saved = await ok('PUT', step(order, 'products'), {
      items: [{ productId: mobile, lines: 2, optionalProductIds: [bonus] }],
    });
    expect(saved.products.map((row) => [row.position, row.options])).toEqual([
      [1, {}],
      [2, {}],
      [3, { optional: true, optionalOf: 1 }],
    ]);
    expect(saved.signup.totals.monthlyCents).toBe(2 * 1000 + 500);
  });

  it('totals are taxed for the territory of the address (IGIC in the Canaries)', async () => {
    const canary = {
      street: 'Calle Triana',
      number: '5',
      postalCode: '35002',
      province: '35',
      city: 'Las Palmas',
    };
    const order = await ok('POST', '/signup/orders', { ...residentialIntro(2), address: canary });
    const saved = await ok('PUT', step(order, 'products'), {
      items: [{ productId: await product('Móvil 10 GB'), lines: 1 }],
    });
    // 10.00 with 21 % IVA is 8.26 net; with 7 % IGIC 8.84.
    expect(saved.signup.totals).toMatchObject({
      taxTerritory: 'IGIC',
      taxRate: 7,
      monthlyWithoutTaxCents: 826,
      monthlyTaxCents: 58,
      monthlyCents: 884,
    });
    expect(saved.totalPriceCents).toBe(884);
  });

  it('lines: every line of the order, each with what its family needs', async () => {
    const order = await draftWith('MOBILE', [{ productId: await product('Móvil 10 GB'), lines: 2 }]);
    const esim = { kind: 'ESIM', email: 'a@example.com' };
    const line = (position: number) => ({ position, mobileNumber: { mode: 'NEW' }, sim: esim });
    await refused(
      step(order, 'lines'),
      { lines: [line(1), line(3)] },
      422,
      'LINE_NOT_IN_ORDER',
      'lines.1.position',
    );
    await refused(step(order, 'lines'), { lines: [line(1)] }, 422, 'REQUIRED', 'lines');
    await refused(
      step(order, 'lines'),
      { lines: [line(1), { position: 2, sim: esim }] },
      422,
      'REQUIRED',
      'lines.1.mobileNumber',
    );
    await refused(
      step(order, 'lines'),
      { lines: [line(1), { position: 2, mobileNumber: { mode: 'NEW' } }] },
      422,
      'REQUIRED',
      'lines.1.sim',
    );
    const bad = await refused(
      step(order, 'lines'),
      { lines: [line(1), { ...line(2), sim: { kind: 'ICC', icc: '8934011234567890123' } }] },
      400,
      'INVALID_REQUEST',
      'lines.1.sim.icc',
    );
    expect(bad.message).toBe('domain.validation.invalidIcc');
    await refused(
      step(order, 'lines'),
      {
        lines: [
          line(1),
          {
            ...line(2),
            mobileNumber: {
              mode: 'PORTABILITY',
              lineNumber: '512345678',
              donorOperator: 'Orange',
              portabilityType: 'PREPAID',
            },
          },
        ],
      },
      400,
      'INVALID_REQUEST',
      'lines.1.mobileNumber.lineNumber',
    );
  });

  it('lines: a number in use, or twice in the order, is Número en uso', async () => {
    const order = await draftWith('MOBILE', [{ productId: await product('Móvil 10 GB'), lines: 2 }]);
    const inUse = (
      await api.db
        .selectFrom('subscriptions')
        .select('line_number')
        .where('status', '=', 'ACTIVE')
        .where('family', '=', 'MOBILE')
        .orderBy('line_number')
        .executeTakeFirstOrThrow()
    ).line_number;
    const ported = (lineNumber: string, position: number) => ({
      position,
      mobileNumber: { mode: 'PORTABILITY', lineNumber, donorOperator: 'Orange', portabilityType: 'PREPAID' },
      sim: { kind: 'ESIM', email: 'a@example.com' },
    });
    const error = await refused(
      step(order, 'lines'),
      { lines: [ported(inUse, 1), ported('699555444', 2)] },
      422,
      'LINE_IN_USE',
      'lines.0.mobileNumber.lineNumber',
    );
    expect(error.message).toBe('Número en uso');
    await refused(
      step(order, 'lines'),
      { lines: [ported('699555444', 1), ported('699555444', 2)] },
      422,
      'LINE_IN_USE',
      'lines.1.mobileNumber.lineNumber',
    );
  });

  it('lines: a SIM card on a live line, or twice in the order, is ICC_IN_USE', async () => {
    const order = await draftWith('MOBILE', [{ productId: await product('Móvil 10 GB'), lines: 2 }]);
    const taken = (
      await api.db
        .selectFrom('subscriptions')
        .select('icc')
        .where('status', '=', 'ACTIVE')
        .where('icc', 'is not', null)
        .orderBy('icc')
        .executeTakeFirstOrThrow()
    ).icc;
    const withCard = (icc: string, position: number) => ({
      position,
      mobileNumber: { mode: 'NEW' },
      sim: { kind: 'ICC', icc },
    });
    const free = `893401100000000077${luhnCheckDigit('893401100000000077')}`;
    await refused(
      step(order, 'lines'),
      { lines: [withCard(taken ?? '', 1), withCard(free, 2)] },
      422,
      'ICC_IN_USE',
      'lines.0.sim.icc',
    );
    await refused(
      step(order, 'lines'),
      { lines: [withCard(free, 1), withCard(free, 2)] },
      422,
      'ICC_IN_USE',
      'lines.1.sim.icc',
    );
  });

  it('lines: international eSIMs take no ICC; CUPS, TV user in use, fixed prefix and shipping address', async () => {
    const esimOrder = await draftWith('INTERNATIONAL_ESIM', [{ productId: ESIM }]);
    await refused(
      step(esimOrder, 'lines'),
      {
        lines: [
          {
            position: 1,
            mobileNumber: { mode: 'NEW' },
            sim: { kind: 'ICC', icc: `893401100000000000${luhnCheckDigit('893401100000000000')}` },
          },
        ],
      },
      400,
      'INVALID_REQUEST',
      'lines.0.sim',
    );

    const energy = await draftWith('ENERGY', [{ productId: ELECTRICITY }]);
    await refused(
      step(energy, 'lines'),
      { lines: [{ position: 1 }] },
      422,
      'REQUIRED',
      'lines.0.supplyPoint',
    );
    await refused(
      step(energy, 'lines'),
      { lines: [{ position: 1, supplyPoint: { cups: 'ES1234000000000001XX' } }] },
      400,
      'INVALID_REQUEST',
      'lines.0.supplyPoint.cups',
    );
    const energySaved = await ok('PUT', step(energy, 'lines'), {
      lines: [{ position: 1, supplyPoint: { cups: testCups(1) } }],
    });
    expect(energySaved.signup.lines[0]?.supplyPoint).toEqual({ cups: testCups(1) });

    const tvUser = (
      await api.db
        .selectFrom('subscriptions')
        .select('esim_email')
        .where('family', '=', 'TV')
        .where('status', '=', 'ACTIVE')
        .where('esim_email', 'is not', null)
        .executeTakeFirst()
    )?.esim_email;
    if (tvUser) {
      const tv = await draftWith('TV', [{ productId: await product('TV Básica') }]);
      const error = await refused(
        step(tv, 'lines'),
        { lines: [{ position: 1, tvUserEmail: tvUser.toUpperCase() }] },
        422,
        'TV_USER_IN_USE',
        'lines.0.tvUserEmail',
      );
      expect(error.message).toBe('Usuario en uso');
    }

    const fixed = await draftWith('FIXED', [{ productId: await product('Fijo Tarifa Plana') }]);
    const error = await refused(
      step(fixed, 'lines'),
      {
        lines: [
          {
            position: 1,
            fixedNumber: { mode: 'PORTABILITY', fixedNumber: '931234567', donorOperator: 'Movistar' },
          },
        ],
      },
      400,
      'INVALID_REQUEST',
      'lines.0.fixedNumber.fixedNumber',
    );
    expect(error.message).toBe('domain.validation.fixedNotInProvince');
    const saved = await ok('PUT', step(fixed, 'lines'), {
      lines: [{ position: 1, fixedNumber: { mode: 'NEW' }, installationAddress: BARCELONA_ADDRESS }],
    });
    expect(saved.signup.lines[0]?.fixedNumber?.fixedNumber).toMatch(/^93/);

    const fibre = await draftWith('FIBRE', [{ productId: await product('Fibra 1 Gb') }]);
    await refused(step(fibre, 'lines'), { lines: [{ position: 1 }] }, 422, 'REQUIRED', 'shippingAddress');
    const shipped = await ok('PUT', step(fibre, 'lines'), {
      lines: [{ position: 1 }],
      shippingAddress: MADRID_ADDRESS,
    });
    expect(shipped.status).toBe('SHIPPING_ADDRESS_ADDED');
    expect(shipped.history.slice(-2).map((entry) => [entry.statusTo, entry.reason])).toEqual([
      ['LINES_UPDATED', 'LINE_CONFIGURATION'],
      ['SHIPPING_ADDRESS_ADDED', 'SHIPPING_ADDRESS'],
    ]);
    expect(shipped.signup.lines[0]?.installationAddress?.postalCode).toBe('28014');
  });

  it('verification: both sides (and deeds and powers for a company), readable files; review only when requested', async () => {
    const person = await ok('POST', '/signup/orders', residentialIntro(3));
    await refused(
      step(person, 'verification-review'),
      { decision: 'ACCEPT' },
      409,
      'VERIFICATION_NOT_REQUESTED',
    );
    await refused(
      step(person, 'verification'),
      { documents: documents(['FRONT', 'DEEDS']) },
      422,
      'REQUIRED',
      'documents',
    );
    await refused(
      step(person, 'verification'),
      {
        documents: [...documents(['FRONT']), { kind: 'BACK', mimeType: 'image/jpeg', content: PNG_DOCUMENT }],
      },
      422,
      'DOCUMENT_NOT_READABLE',
      'documents.1.content',
    );
    const company = await ok('POST', '/signup/orders', companyIntro(4));
    await refused(step(company, 'verification'), { documents: documents() }, 422, 'REQUIRED', 'documents');
    const saved = await ok('PUT', step(company, 'verification'), {
      documents: documents(['FRONT', 'BACK', 'DEEDS', 'POWERS']),
    });
    expect(saved.signup.verification.documents.map((d) => d.kind)).toEqual([
      'FRONT',
      'BACK',
      'DEEDS',
      'POWERS',
    ]);
    const image = await api.call('GET', `${step(company, 'verification/document')}?kind=FRONT`, agent);
    expect(image.body).toEqual({ kind: 'FRONT', mimeType: 'image/png', content: PNG_DOCUMENT });
    await refused(
      step(company, 'verification-review'),
      { decision: 'REJECT' },
      400,
      'INVALID_REQUEST',
      'reason',
    );
    const rejected = await ok('PUT', step(company, 'verification-review'), {
      decision: 'REJECT',
      reason: 'Foto borrosa',
    });
    expect(rejected.status).toBe('VERIFICATION_ERRORED');
    expect(rejected.signup.verification).toMatchObject({ status: 'ERRORED', reason: 'Foto borrosa' });
    expect(rejected.signup.resumeStep).toBe('PRODUCTS');
  });

  it('verification takes four documents of 512 KiB each in one body', async () => {
    const company = await ok('POST', '/signup/orders', companyIntro(5));
    const big = Buffer.alloc(512 * 1024, 7);
    Buffer.from(PNG_DOCUMENT, 'base64').copy(big);
    const content = big.toString('base64');
    const saved = await ok('PUT', step(company, 'verification'), {
      documents: ['FRONT', 'BACK', 'DEEDS', 'POWERS'].map((kind) => ({
        kind,
        mimeType: 'image/png',
        content,
      })),
    });
    expect(saved.status).toBe('VERIFICATION_REQUESTED');
  });

  it('payment: IBAN inválido; cash takes none; a new IBAN gets the next mandate reference', async () => {
    const order = await ok('POST', '/signup/orders', residentialIntro(6));
    const error = await refused(
      step(order, 'payment'),
      { paymentMethod: 'SEPA_DIRECT_DEBIT', iban: 'ES9121000418450200051333' },
      400,
      'INVALID_IBAN',
      'iban',
    );
    expect(error.message).toBe('domain.validation.invalidIban');
    await refused(
      step(order, 'payment'),
      { paymentMethod: 'SEPA_DIRECT_DEBIT' },
      400,
      'INVALID_REQUEST',
      'iban',
    );
    const cash = await ok('PUT', step(order, 'payment'), { paymentMethod: 'CASH' });
    expect(cash.signup.payment).toEqual({ paymentMethod: 'CASH', iban: null, mandateReference: null });
    const first = await ok('PUT', step(order, 'payment'), {
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES9121000418450200051332',
    });
    const same = await ok('PUT', step(order, 'payment'), {
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES91 2100 0418 4502 0005 1332',
    });
    expect(same.signup.payment?.mandateReference).toBe(first.signup.payment?.mandateReference);
  });
});
