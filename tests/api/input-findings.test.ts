import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { CustomerDetail } from '../../schema/rest/customers';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';
import { newKey } from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; message: string; field?: string } };

const withLuhn = (body: string) => `${body}${luhnCheckDigit(body)}`;
const ANY_ORDER = '00000000-0000-4000-8000-0000000000aa';

let api: ApiServer;
const tokens = new Map<string, string>();

async function as(email: string, method: string, path: string, body?: unknown) {
  let token = tokens.get(email);
  if (!token) {
    token = (await api.signIn(email)).accessToken;
    tokens.set(email, token);
  }
  return api.call(method, path, token, body);
}

/** A refusal that must leave every table as it was. */
async function refusedUnchanged(request: () => ReturnType<typeof as>) {
  const before = await fingerprintDatabase(api.db);
  const res = await request();
  expect(await fingerprintDatabase(api.db)).toEqual(before);
  return { status: res.status, error: (res.body as ErrorBody).error };
}

beforeAll(async () => {
  api = await startApiServer({ env: { PUBLIC_RATE_LIMIT: '0' } });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /orders/:id/contract: a document that is not base64', () => {
  // The contract's PDF check decoded the first characters with atob, which throws on them: 500 INTERNAL.
  it.each([
    ['a PDF pasted as text', '%PDF-1.4 pasted as it is'],
    ['padding in the middle', 'JVBE====JVBERi0x'],
    ['an empty document', ''],
  ])('%s answers 400 on document', async (_label, document) => {
    const { status, error } = await refusedUnchanged(() =>
      as('admin@demo.test', 'POST', `/orders/${ANY_ORDER}/contract`, { document }),
    );
    expect({ status, code: error.code, field: error.field }).toEqual({
      status: 400,
      code: 'INVALID_REQUEST',
      field: 'document',
    });
  });
});

describe("PUT /user/channel: another brand's channel answers as a missing one", () => {
  /** The answer with the channel id taken out of its message: what tells one case from another. */
  async function enter(email: string, channel: string) {
    const { status, error } = await refusedUnchanged(() => as(email, 'PUT', '/user/channel', { channel }));
    return { status, ...error, message: error.message.replaceAll(channel, '<channel>') };
  }

  it('answers the same 404 CHANNEL_NOT_FOUND for an existing channel of another brand and a missing one', async () => {
    const missing = await enter('admin@demo.test', '2020001999');
    expect(missing).toMatchObject({ status: 404, code: 'CHANNEL_NOT_FOUND', field: 'channel' });
    expect(await enter('admin@demo.test', '3000003001')).toEqual(missing);
    expect(await enter('admin@demo.test', '3000003')).toEqual(missing);
    // Above the caller's own channel, too: the operator channel exists for everyone, but is not theirs to enter.
    expect(await enter('agent@demo.test', '0')).toEqual(missing);
  });

  it('still enters a channel of its own subtree and tells a blocked one apart', async () => {
    expect((await as('admin@demo.test', 'PUT', '/user/channel', { channel: '2020001001' })).status).toBe(200);
    expect((await as('admin@demo.test', 'PUT', '/user/channel', {})).status).toBe(200);
    const blocked = await enter('manager@demo.test', '2020001003');
    expect(blocked).toMatchObject({ status: 403, code: 'CHANNEL_BLOCKED', field: 'channel' });
  });
});

describe('ICCs need the 89 prefix of ITU-T E.118', () => {
  const withoutPrefix = [withLuhn('123401123456789012'), withLuhn('7934011234567890123')];

  it("GET /admin/verifyIcc: a Luhn-valid number of 19 or 20 digits not starting with 89 is 'Icc inválida'", async () => {
    for (const icc of withoutPrefix) {
      const res = await as('agent@demo.test', 'GET', `/admin/verifyIcc?icc=${icc}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        valid: false,
        normalized: icc,
        message: 'domain.validation.invalidIcc',
        warning: null,
      });
    }
    const foreign = withLuhn('894401123456789012');
    const warned = await as('agent@demo.test', 'GET', `/admin/verifyIcc?icc=${foreign}`);
    expect(warned.body).toMatchObject({ valid: true, warning: 'domain.validation.iccForeignIssuer' });
  });

  it("the signup's lines refuse it with the same rule, on the line's ICC", async () => {
    const { status, error } = await refusedUnchanged(() =>
      as('agent@demo.test', 'PUT', `/orders/${ANY_ORDER}/signup/lines`, {
        idempotencyKey: newKey(),
        lines: [{ position: 1, mobileNumber: { mode: 'NEW' }, sim: { kind: 'ICC', icc: withoutPrefix[0] } }],
      }),
    );
    expect({ status, ...error }).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      field: 'lines.0.sim.icc',
      message: 'domain.validation.invalidIcc',
    });
  });
});

describe('Cache-Control: no-store on the api’s answers', () => {
  it('on authenticated answers with personal data, refusals and errors included', async () => {
    const answers = [
      await as('admin@demo.test', 'GET', '/session'),
      await as('admin@demo.test', 'GET', '/customers'),
      await as('admin@demo.test', 'GET', '/customer?fiscalId=00000000T'),
      await as('admin@demo.test', 'GET', '/customers?limit=nope'),
      await as('admin@demo.test', 'GET', '/no-such-path'),
      await api.call('GET', '/customers', null),
    ];
    expect(answers.map((res) => [res.status, res.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
      [400, 'no-store'],
      [404, 'no-store'],
      [401, 'no-store'],
    ]);
  });

  it("on public endpoints' answers too: a verification link's page shows the customer's data", async () => {
    const res = await api.call('GET', '/public/verification?token=no-such-token', null);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('IBANs typed with hyphens are forgiven as spaces are', () => {
  const hyphenated = 'ES91-2100-0418-4502-0005-1332';

  it('GET /admin/isValidIBAN', async () => {
    const res = await as('agent@demo.test', 'GET', `/admin/isValidIBAN?iban=${hyphenated}`);
    expect(res.body).toEqual({ valid: true, normalized: 'ES9121000418450200051332', message: null });
  });

  it("PUT /customer/paymentMethod keeps the IBAN's electronic form", async () => {
    const { fiscal_id } = await api.db
      .selectFrom('customers')
      .select('fiscal_id')
      .where('brand_id', '=', '2020001')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    const res = await as('agent@demo.test', 'PUT', '/customer/paymentMethod', {
      fiscalId: fiscal_id,
      iban: 'es91-2100 0418-4502-0005-1332',
      paymentMethods: ['SEPA_DIRECT_DEBIT'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as CustomerDetail).iban).toBe('ES9121000418450200051332');
  });

  it("the signup's payment step takes it too", async () => {
    // The step's contract normalises the IBAN before anything else: a draft that does not exist is what answers.
    const res = await as('agent@demo.test', 'PUT', `/orders/${ANY_ORDER}/signup/payment`, {
      idempotencyKey: newKey(),
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: hyphenated,
    });
    expect((res.body as ErrorBody).error.code).not.toBe('INVALID_IBAN');
    expect(res.status).toBe(404);
  });
});
