import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPortabilityId } from '../../api/seed/demo-portabilities';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import { type ApiServer, startApiServer } from '../support/api-server';

type ErrorBody = { error: { code: string; field?: string } };

// Demo portability windows lie before 2026-01-06 (completed) or from 2030 (ahead): this instant sits between.
const NOW = new Date('2026-10-09T10:00:00Z');

/** Fresh numbers no demo row uses (checked in beforeAll), so each case controls what holds them. */
const FREE_MOBILE = '699000111';
const FREE_FIXED = '915550123';
const TV_EMAIL = 'Viewer.One@Example.com';

let api: ApiServer;
let agent: string;
let nimbus: string;
let customerId: string;

function withLuhn(body: string): string {
  return `${body}${luhnCheckDigit(body)}`;
}

async function insertSubscription(values: {
  line: string;
  status: 'ACTIVE' | 'TERMINATED' | 'CANCELED' | 'PENDING_PORTABILITY';
  family?: 'MOBILE' | 'FIXED' | 'TV';
  fixed?: string | null;
  esimEmail?: string | null;
}): Promise<string> {
  const row = await api.db
    .insertInto('subscriptions')
    .values({
      brand_id: '2020001',
      channel_id: '2020001001',
      customer_id: customerId,
      fiscal_id: '12345678Z',
      line_number: values.line,
      product_name: 'Test line',
      status: values.status,
      final_price_cents: 1000,
      family: values.family ?? 'MOBILE',
      fixed_number: values.fixed ?? null,
      esim_email: values.esimEmail ?? null,
      optionals: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  agent = (await api.signIn('agent@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  const customer = await api.db
    .selectFrom('customers')
    .select('id')
    .where('brand_id', '=', '2020001')
    .limit(1)
    .executeTakeFirstOrThrow();
  customerId = customer.id;
  const taken = await api.db
    .selectFrom('subscriptions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('line_number', 'in', [FREE_MOBILE, FREE_FIXED]),
        eb('fixed_number', 'in', [FREE_MOBILE, FREE_FIXED]),
      ]),
    )
    .execute();
  expect(taken).toEqual([]);
});

afterAll(async () => {
  await api?.close();
});

describe('POST /admin/verifyFiscalId', () => {
  const cases: Array<[string, string, boolean, string, string | null]> = [
    ['DNI', '12345678Z', true, '12345678Z', null],
    ['DNI', '12.345.678-z', true, '12345678Z', null],
    ['DNI', '12345678A', false, '12345678A', 'domain.validation.invalidDniNie'],
    ['NIE', 'X1234567L', true, 'X1234567L', null],
    ['NIE', 'x-1234567-l', true, 'X1234567L', null],
    ['NIE', 'X1234567A', false, 'X1234567A', 'domain.validation.invalidDniNie'],
    ['CIF', 'B12345674', true, 'B12345674', null],
    ['CIF', 'B12345675', false, 'B12345675', 'domain.validation.invalidCif'],
    // A DNI is not a valid CIF: the type asked for decides the rule.
    ['CIF', '12345678Z', false, '12345678Z', 'domain.validation.invalidCif'],
    ['PASSPORT', 'XDA123456', true, 'XDA123456', null],
    ['PASSPORT', 'AB', false, 'AB', 'domain.validation.invalidPassport'],
  ];
  for (const [documentType, fiscalId, valid, normalized, message] of cases) {
    it(`${documentType} ${fiscalId} is ${valid ? 'valid' : 'invalid'}`, async () => {
      const res = await api.call('POST', '/admin/verifyFiscalId', agent, { documentType, fiscalId });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        valid,
        documentType,
        normalized,
        code: valid ? null : 'INVALID_DOCUMENT',
        message,
      });
    });
  }

  it('refuses a malformed request (unknown type, empty number) with 400 and the field', async () => {
    const unknownType = await api.call('POST', '/admin/verifyFiscalId', agent, {
      documentType: 'LICENCE',
      fiscalId: '12345678Z',
    });
    expect(unknownType.status).toBe(400);
    expect((unknownType.body as ErrorBody).error).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'documentType',
    });
    const empty = await api.call('POST', '/admin/verifyFiscalId', agent, {
      documentType: 'DNI',
      fiscalId: ' ',
    });
    expect(empty.status).toBe(400);
    expect((empty.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'fiscalId' });
  });
});

describe('GET /admin/verifyIcc', () => {
  const spanish = withLuhn('893401123456789012');
  const foreign = withLuhn('894401123456789012');
  const twenty = withLuhn('8934071234567890123');

  it('accepts a Spanish ICC of 19 and of 20 digits with a good Luhn digit, grouped or not', async () => {
    for (const icc of [
      spanish,
      twenty,
      `${spanish.slice(0, 4)} ${spanish.slice(4, 10)}-${spanish.slice(10)}`,
    ]) {
      const res = await api.call('GET', `/admin/verifyIcc?icc=${encodeURIComponent(icc)}`, agent);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ valid: true, message: null, warning: null });
    }
  });

  it("refuses a wrong check digit or length with 'Icc inválida'", async () => {
    const wrongDigit = `${spanish.slice(0, -1)}${(Number(spanish.slice(-1)) + 1) % 10}`;
    for (const icc of [wrongDigit, spanish.slice(0, 18), `${twenty}1`, '89340112345678901AB']) {
      const res = await api.call('GET', `/admin/verifyIcc?icc=${icc}`, agent);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        valid: false,
        message: 'domain.validation.invalidIcc',
        warning: null,
      });
    }
  });

  it('warns (without refusing) when a valid ICC is not of a Spanish issuer; vodafone and carrier are accepted', async () => {
    const res = await api.call(
      'GET',
      `/admin/verifyIcc?icc=${foreign}&vodafone=true&carrier=Vodafone`,
      agent,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      normalized: foreign,
      message: null,
      warning: 'domain.validation.iccForeignIssuer',
    });
  });

  it('refuses a vodafone flag that is not true or false', async () => {
    const res = await api.call('GET', `/admin/verifyIcc?icc=${spanish}&vodafone=maybe`, agent);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'vodafone' });
  });
});

describe('GET /admin/isValidIBAN', () => {
  const cases: Array<[string, boolean, string | null]> = [
    ['ES9121000418450200051332', true, null],
    ['es91 2100 0418 4502 0005 1332', true, null],
    ['ES9121000418450200051333', false, 'domain.validation.invalidIban'],
    // Mod 97 passes, the Spanish bank-account check digits do not.
    ['ES0212341234001234567890', false, 'domain.validation.invalidIban'],
    ['ES91210004184502000513', false, 'domain.validation.ibanLength'],
    ['DE89370400440532013000', false, 'domain.validation.ibanLength'],
  ];
  for (const [iban, valid, message] of cases) {
    it(`${iban} is ${valid ? 'valid' : 'invalid'}`, async () => {
      const res = await api.call('GET', `/admin/isValidIBAN?iban=${encodeURIComponent(iban)}`, agent);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ valid, message });
    });
  }
});

describe('GET /admin/searchLine', () => {
  async function inUse(line: string, token = agent): Promise<boolean> {
    const res = await api.call(
      'GET',
      `/admin/searchLine?lineNumber=${encodeURIComponent(line)}&extCarrierId=1`,
      token,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object)).toEqual(['inUse']);
    return (res.body as { inUse: boolean }).inUse;
  }

  it('a number nobody holds is free; a live subscription holds it, a terminated or canceled one does not', async () => {
    expect(await inUse(FREE_MOBILE)).toBe(false);
    const id = await insertSubscription({ line: FREE_MOBILE, status: 'TERMINATED' });
    expect(await inUse(FREE_MOBILE)).toBe(false);
    await api.db.updateTable('subscriptions').set({ status: 'CANCELED' }).where('id', '=', id).execute();
    expect(await inUse(FREE_MOBILE)).toBe(false);
    await api.db
      .updateTable('subscriptions')
      .set({ status: 'PENDING_PORTABILITY' })
      .where('id', '=', id)
      .execute();
    expect(await inUse(FREE_MOBILE)).toBe(true);
    expect(await inUse(`+34 ${FREE_MOBILE.slice(0, 3)} ${FREE_MOBILE.slice(3)}`)).toBe(true);
    await api.db.deleteFrom('subscriptions').where('id', '=', id).execute();
  });

  it("a fixed number held as a line's fixed number is in use", async () => {
    expect(await inUse(FREE_FIXED)).toBe(false);
    const id = await insertSubscription({
      line: FREE_MOBILE,
      status: 'ACTIVE',
      family: 'FIXED',
      fixed: FREE_FIXED,
    });
    expect(await inUse(FREE_FIXED)).toBe(true);
    await api.db.deleteFrom('subscriptions').where('id', '=', id).execute();
  });

  it('live portabilities hold their number; canceled and completed ones do not', async () => {
    const numbers = await api.db
      .selectFrom('portabilities')
      .select(['id', 'mobile_number'])
      .where(
        'id',
        'in',
        [0, 1, 3, 4].map((position) => demoPortabilityId('2020001', position)),
      )
      .execute();
    const numberOf = (position: number) =>
      numbers.find((row) => row.id === demoPortabilityId('2020001', position))?.mobile_number ?? '';
    const heldBySubscription = await api.db
      .selectFrom('subscriptions')
      .select('line_number')
      .where(
        'line_number',
        'in',
        numbers.map((row) => row.mobile_number),
      )
      .where('status', 'not in', ['TERMINATED', 'CANCELED'])
      .execute();
    expect(heldBySubscription).toEqual([]);
    expect(await inUse(numberOf(0))).toBe(false); // CANCELED
    expect(await inUse(numberOf(1))).toBe(false); // CONFIRMED, window passed
    expect(await inUse(numberOf(3))).toBe(true); // INITIATED
    expect(await inUse(numberOf(4))).toBe(true); // CONFIRMED, window ahead
  });

  it('spans every brand (a number is held once nationwide) but reveals only the boolean', async () => {
    const id = await insertSubscription({ line: FREE_MOBILE, status: 'ACTIVE' });
    expect(await inUse(FREE_MOBILE, nimbus)).toBe(true);
    await api.db.deleteFrom('subscriptions').where('id', '=', id).execute();
    expect(await inUse(FREE_MOBILE, nimbus)).toBe(false);
  });

  it('refuses what is not a Spanish number with 400 on lineNumber', async () => {
    for (const line of ['12345', '512345678', '6123456789', '']) {
      const res = await api.call('GET', `/admin/searchLine?lineNumber=${line}`, agent);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'lineNumber' });
    }
  });
});

describe('POST /admin/verifyTVUser', () => {
  async function inUse(email: string, token = agent): Promise<boolean> {
    const res = await api.call('POST', '/admin/verifyTVUser', token, { email });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object)).toEqual(['inUse']);
    return (res.body as { inUse: boolean }).inUse;
  }

  it("the eSimEmail of a live TV line is in use in any brand and any case; other families' and ended lines' are not", async () => {
    expect(await inUse(TV_EMAIL)).toBe(false);
    const mobile = await insertSubscription({ line: FREE_MOBILE, status: 'ACTIVE', esimEmail: TV_EMAIL });
    expect(await inUse(TV_EMAIL)).toBe(false);
    const tv = await insertSubscription({
      line: FREE_FIXED,
      status: 'ACTIVE',
      family: 'TV',
      esimEmail: TV_EMAIL,
    });
    expect(await inUse(TV_EMAIL)).toBe(true);
    expect(await inUse(TV_EMAIL.toLowerCase())).toBe(true);
    expect(await inUse(TV_EMAIL, nimbus)).toBe(true);
    await api.db.updateTable('subscriptions').set({ status: 'TERMINATED' }).where('id', '=', tv).execute();
    expect(await inUse(TV_EMAIL)).toBe(false);
    await api.db.deleteFrom('subscriptions').where('id', 'in', [mobile, tv]).execute();
  });

  it('refuses what is not an e-mail with 400 on email', async () => {
    const res = await api.call('POST', '/admin/verifyTVUser', agent, { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'email' });
  });
});
