import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueSeriesNumber } from '../../api/brand-settings/issue-series-number';
import type { BrandSettingsView, Contact } from '../../schema/rest/brand-settings';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase, fingerprintDatabase } from '../support/database-dump';

let server: ApiServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server?.close());

async function as(email: string, method: string, path: string, body?: unknown) {
  let token = tokens.get(email);
  if (!token) {
    token = (await server.signIn(email)).accessToken;
    tokens.set(email, token);
  }
  return server.call(method, path, token, body);
}

type ErrorBody = { error: { code: string; message: string; field?: string } };
const errorOf = (body: unknown) => (body as ErrorBody).error;

async function settingsOf(email = 'admin@demo.test', query = ''): Promise<BrandSettingsView> {
  const res = await as(email, 'GET', `/channel/settings${query}`);
  expect(res.status).toBe(200);
  return res.body as BrandSettingsView;
}

/** Asserts that a refused request answered as expected and left every table as it was. */
async function expectRefusedUnchanged(
  request: () => Promise<{ status: number; body: unknown }>,
  status: number,
  code: string,
  field?: string,
) {
  const before = await dumpDatabase(server.db);
  const res = await request();
  expect(res.status).toBe(status);
  expect(errorOf(res.body).code).toBe(code);
  if (field !== undefined) expect(errorOf(res.body).field).toBe(field);
  expect(await dumpDatabase(server.db)).toEqual(before);
  return errorOf(res.body);
}

const address = {
  streetType: 'Avenida',
  street: 'Diagonal',
  number: '640',
  floor: '3º',
  additionalInfo: null,
  postalCode: '08017',
  province: '08',
  city: 'Barcelona',
};

const contract = {
  mainContactEmail: 'main@demo.test',
  technicalSupportEmail: 'tech@demo.test',
  spn: 'Demo-5.0',
  channelSpn: null,
  customerSupportPhone: '912345678',
  customerSupportEmail: 'care@demo.test',
  customerSupportHours: 'L-V 9-20',
  webPage: 'https://www.demo.test',
  generalConditionsUrl: 'https://www.demo.test/cg',
  privacyPolicyUrl: 'https://www.demo.test/privacy',
  particularConditionsUrl: null,
  specialTariffsUrl: null,
  internationalTariffsUrl: null,
  roamingTariffsUrl: 'https://www.demo.test/roaming',
  dataProtectionEmail: 'dpo@demo.test',
  dataProtectionAddress: 'Calle Mayor 1, 28013 Madrid',
  dataProtectionContact: 'Delegada de Protección de Datos',
};

function contact(email: string, types: string[], extra: Record<string, unknown> = {}) {
  return { name: 'Nombre', email, types, ...extra };
}

describe('brand settings', () => {
  test('GET /channel/settings gives the seeded settings of the brand of the current channel', async () => {
    const settings = await settingsOf();
    expect(settings.brandId).toBe('2020001');
    expect(settings.brandName).toBe('Demo Telecom');
    expect(settings.superAdmin).toEqual({ email: 'owner@demo.test' });
    expect(settings.identity?.documentType).toBe('CIF');
    // The demo invoices took the first 40 numbers of the series.
    expect(settings.series.invoice).toEqual({ prefix: 'DT-YYYY-', nextNumber: 41 });
    expect(settings.emails.billing).toEqual({
      email: 'facturacion@demo.test',
      status: 'VERIFIED',
      expiresAt: null,
    });
    expect(settings.emails.notification.status).toBe('NOT_EXISTS');
    expect(settings.financialRisk).toEqual({ queryCostCents: 100 });
    expect(settings.pbx?.name).toBe('Centralita Virtual Demo');
  });

  test('PUT /channel/config saves the groups sent and keeps the others; the brand row follows', async () => {
    const before = await settingsOf();
    const res = await as('admin@demo.test', 'PUT', '/channel/config', {
      identity: {
        brandName: 'Demo Telecom Plus',
        documentType: 'CIF',
        fiscalId: 'b-85626240',
        legalName: 'Demo Telecom Plus S.L.',
        segment: 'business',
        billingAddress: address,
        shippingAddress: { ...address, floor: undefined },
      },
      invoicing: {
        generateCustomerInvoices: false,
        paymentMethod: 'CASH',
        sendByEmail: false,
        defaultPaymentTermsDays: 45,
        collectBankDetails: true,
        sepaCreditorId: 'ES77000B85626240',
        collectionIban: 'es91 2100 0418 4502 0005 1332',
        collectionBic: 'caixesbbxxx',
        sepaMandatePrefix: 'DT-M-',
      },
      series: {
        invoice: { prefix: 'F/YYYY/', nextNumber: 100 },
        creditNote: { prefix: 'R-YY-', nextNumber: 7 },
      },
      contract,
      svas: {
        incomingCalls: true,
        outgoingCalls: true,
        internationalCalls: false,
        premiumServices: false,
        incomingSms: true,
        outgoingSms: false,
        data: true,
        callWaiting: false,
        voicemail: true,
      },
      creditLimit: { enabled: true, blockAtLimit: false, amountCents: 123_450 },
      financialRisk: { queryCostCents: 300 },
      other: { sendTvWelcomeEmail: true, manualSignup: true },
    });
    expect(res.status).toBe(200);
    const saved = res.body as BrandSettingsView;
    expect(saved.brandName).toBe('Demo Telecom Plus');
    expect(saved.identity?.fiscalId).toBe('B85626240');
    expect(saved.identity?.shippingAddress.floor).toBeNull();
    expect(saved.invoicing?.collectionIban).toBe('ES9121000418450200051332');
    expect(saved.invoicing?.collectionBic).toBe('CAIXESBBXXX');
    expect(saved.series).toEqual({
      invoice: { prefix: 'F/YYYY/', nextNumber: 100 },
      creditNote: { prefix: 'R-YY-', nextNumber: 7 },
    });
    expect(saved.contract).toEqual(contract);
    expect(saved.financialRisk).toEqual({ queryCostCents: 300 });
    expect(saved.creditLimit).toEqual({ enabled: true, blockAtLimit: false, amountCents: 123_450 });
    // Groups not sent stay as they were.
    expect(saved.emails).toEqual(before.emails);
    expect(saved.pbx).toEqual(before.pbx);
    expect(await settingsOf()).toEqual(saved);

    const info = await as('admin@demo.test', 'GET', '/channel/config');
    expect(info.body).toMatchObject({ name: 'Demo Telecom Plus', generateCustomerInvoices: false });
  });

  test('PBX data keeps its creation date, gets a new modification date and can be removed', async () => {
    const before = (await settingsOf()).pbx;
    const pbx = {
      name: 'PBX 2',
      panelUrl: 'https://pbx2.demo.test',
      username: 'u2',
      initialPassword: 'Init-123',
    };
    const res = await as('admin@demo.test', 'PUT', '/channel/config', { pbx });
    expect(res.status).toBe(200);
    const saved = (res.body as BrandSettingsView).pbx;
    expect(saved).toMatchObject(pbx);
    expect(saved?.created).toBe(before?.created);
    expect(saved?.modified).not.toBe(before?.modified);
    const removed = await as('admin@demo.test', 'PUT', '/channel/config', { pbx: null });
    expect((removed.body as BrandSettingsView).pbx).toBeNull();
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'an SPN over 10 characters',
      { contract: { ...contract, spn: 'DemoTelecom' } },
      'contract.spn',
      'domain.validation.invalidSpn',
    ],
    [
      'an SPN with a space',
      { contract: { ...contract, spn: 'Demo Tel' } },
      'contract.spn',
      'domain.validation.invalidSpn',
    ],
    [
      'a web page that is not a URL',
      { contract: { ...contract, webPage: 'www demo' } },
      'contract.webPage',
      'domain.validation.url',
    ],
    [
      'a bad support e-mail',
      { contract: { ...contract, customerSupportEmail: 'care@' } },
      'contract.customerSupportEmail',
      'validation.email',
    ],
    [
      'an invoice prefix with a space',
      {
        series: { invoice: { prefix: 'F YYYY', nextNumber: 1 }, creditNote: { prefix: 'R', nextNumber: 1 } },
      },
      'series.invoice.prefix',
      'domain.validation.invalidSeriesPrefix',
    ],
    [
      'a next number of 0',
      { series: { invoice: { prefix: 'F', nextNumber: 0 }, creditNote: { prefix: 'R', nextNumber: 1 } } },
      'series.invoice.nextNumber',
      '',
    ],
    [
      'a query cost that is neither variant',
      { financialRisk: { queryCostCents: 200 } },
      'financialRisk.queryCostCents',
      'domain.validation.invalidOption',
    ],
    [
      'a postal code outside the province',
      {
        identity: {
          brandName: 'X',
          documentType: 'CIF',
          fiscalId: 'B85626240',
          legalName: 'X S.L.',
          segment: 'x',
          billingAddress: { ...address, province: '28' },
          shippingAddress: address,
        },
      },
      'identity.billingAddress.postalCode',
      'domain.validation.postalCodeNotInProvince',
    ],
    [
      'an invalid CIF',
      {
        identity: {
          brandName: 'X',
          documentType: 'CIF',
          fiscalId: 'B85626241',
          legalName: 'X S.L.',
          segment: 'x',
          billingAddress: address,
          shippingAddress: address,
        },
      },
      'identity.fiscalId',
      'domain.validation.invalidCif',
    ],
  ];
  for (const [label, body, field, message] of refusals) {
    test(`PUT /channel/config refuses ${label} with 400 and changes nothing`, async () => {
      const error = await expectRefusedUnchanged(
        () => as('admin@demo.test', 'PUT', '/channel/config', body),
        400,
        'INVALID_REQUEST',
        field,
      );
      if (message) expect(error.message).toBe(message);
    });
  }

  test('PUT /channel/config refuses direct debit without a creditor id, and accepts cash without one', async () => {
    const invoicing = {
      generateCustomerInvoices: true,
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      sendByEmail: true,
      defaultPaymentTermsDays: 30,
      collectBankDetails: true,
      sepaCreditorId: null,
      collectionIban: 'ES9121000418450200051332',
      collectionBic: null,
      sepaMandatePrefix: 'DT-M-',
    };
    const error = await expectRefusedUnchanged(
      () => as('admin@demo.test', 'PUT', '/channel/config', { invoicing }),
      400,
      'INVALID_REQUEST',
      'invoicing.sepaCreditorId',
    );
    expect(error.message).toBe('validation.required');
    const cash = await as('admin@demo.test', 'PUT', '/channel/config', {
      invoicing: { ...invoicing, paymentMethod: 'CASH', generateCustomerInvoices: false },
    });
    expect(cash.status).toBe(200);
    expect((cash.body as BrandSettingsView).invoicing?.sepaCreditorId).toBeNull();
  });

  test('PUT /channel/config with no group is refused', async () => {
    await expectRefusedUnchanged(
      () => as('admin@demo.test', 'PUT', '/channel/config', {}),
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('invoice and credit-note number series', () => {
  test('concurrent calls each take a different number, none skipped, and render the year tokens', async () => {
    const issuedAt = new Date('2026-12-31T23:30:00Z'); // already 2027 in Madrid
    const issued = await Promise.all(
      Array.from({ length: 25 }, () => issueSeriesNumber(server.db, '2020001', 'INVOICE', issuedAt)),
    );
    const sequences = issued.map((n) => n.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 25 }, (_, i) => 100 + i));
    expect(issued.find((n) => n.sequence === 100)?.documentNumber).toBe('F/2027/100');
    expect((await settingsOf()).series.invoice.nextNumber).toBe(125);
    const creditNote = await issueSeriesNumber(server.db, '2020001', 'CREDIT_NOTE', issuedAt);
    expect(creditNote).toEqual({ sequence: 7, prefix: 'R-27-', documentNumber: 'R-27-7' });
  });

  test('a number taken inside a transaction that rolls back is given back', async () => {
    const before = (await settingsOf()).series.creditNote.nextNumber;
    await expect(
      server.db.transaction().execute(async (trx) => {
        await issueSeriesNumber(trx, '2020001', 'CREDIT_NOTE', new Date());
        throw new Error('the document could not be saved');
      }),
    ).rejects.toThrow('the document could not be saved');
    expect((await settingsOf()).series.creditNote.nextNumber).toBe(before);
  });

  test('a brand with no series row starts from the default series', async () => {
    await server.db.deleteFrom('brand_number_series').where('brand_id', '=', '0').execute();
    const first = await issueSeriesNumber(server.db, '0', 'CREDIT_NOTE', new Date('2026-03-01T10:00:00Z'));
    expect(first).toEqual({ sequence: 1, prefix: 'AB-2026-', documentNumber: 'AB-2026-1' });
  });
});

describe('brand contacts', () => {
  test('GET /channel/contacts lists the seeded table, one paymentsGateway contact', async () => {
    const res = await as('admin@demo.test', 'GET', '/channel/contacts');
    expect(res.status).toBe(200);
    const { contacts } = res.body as { contacts: Contact[] };
    expect(contacts.length).toBe(5);
    expect(contacts.filter((c) => c.types.includes('paymentsGateway'))).toHaveLength(1);
  });

  test('PUT /channel/contacts replaces the whole table in order', async () => {
    const res = await as('admin@demo.test', 'PUT', '/channel/contacts', {
      contacts: [
        contact('Ana@Demo.test', ['general', 'general', 'technical'], { phone: '+34 612 34 56 78' }),
        contact('pagos@demo.test', ['paymentsGateway']),
      ],
    });
    expect(res.status).toBe(200);
    const { contacts } = res.body as { contacts: Contact[] };
    expect(contacts.map((c) => [c.email, c.types, c.phone])).toEqual([
      ['ana@demo.test', ['general', 'technical'], '612345678'],
      ['pagos@demo.test', ['paymentsGateway'], null],
    ]);
    const stored = await server.db
      .selectFrom('brand_contacts')
      .select('email')
      .where('brand_id', '=', '2020001')
      .execute();
    expect(stored).toHaveLength(2);
  });

  test('two saves at once leave one whole table, never a mix', async () => {
    const tableOf = (tag: string) =>
      ['a', 'b', 'c'].map((n) =>
        contact(`${tag}-${n}@demo.test`, n === 'a' ? ['paymentsGateway'] : ['general']),
      );
    const [first, second] = await Promise.all([
      as('admin@demo.test', 'PUT', '/channel/contacts', { contacts: tableOf('uno') }),
      as('admin@demo.test', 'PUT', '/channel/contacts', { contacts: tableOf('dos') }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const res = await as('admin@demo.test', 'GET', '/channel/contacts');
    const emails = (res.body as { contacts: Contact[] }).contacts.map((c) => c.email);
    expect([tableOf('uno'), tableOf('dos')].map((t) => t.map((c) => c.email))).toContainEqual(emails);
  });

  test('a repeated e-mail (any case) refuses the whole save: CONTACT_EMAIL_IN_USE on the second row', async () => {
    const error = await expectRefusedUnchanged(
      () =>
        as('admin@demo.test', 'PUT', '/channel/contacts', {
          contacts: [
            contact('uno@demo.test', ['general']),
            contact('dos@demo.test', ['billing']),
            contact('UNO@demo.test', ['shipping']),
          ],
        }),
      422,
      'CONTACT_EMAIL_IN_USE',
      'contacts.2.email',
    );
    expect(error.message).toBe('This email is already being used by another contact');
  });

  test('a second paymentsGateway contact refuses the whole save', async () => {
    await expectRefusedUnchanged(
      () =>
        as('admin@demo.test', 'PUT', '/channel/contacts', {
          contacts: [
            contact('uno@demo.test', ['paymentsGateway', 'billing']),
            contact('dos@demo.test', ['general']),
            contact('tres@demo.test', ['paymentsGateway']),
          ],
        }),
      422,
      'CONTACT_PAYMENTS_GATEWAY_DUPLICATE',
      'contacts.2.types',
    );
  });

  test('a contact without a type, with an unknown type or a bad e-mail refuses the whole save', async () => {
    const valid = contact('ok@demo.test', ['general']);
    await expectRefusedUnchanged(
      () =>
        as('admin@demo.test', 'PUT', '/channel/contacts', { contacts: [valid, contact('x@demo.test', [])] }),
      400,
      'INVALID_REQUEST',
      'contacts.1.types',
    );
    await expectRefusedUnchanged(
      () =>
        as('admin@demo.test', 'PUT', '/channel/contacts', {
          contacts: [valid, contact('x@demo.test', ['ceo'])],
        }),
      400,
      'INVALID_REQUEST',
      'contacts.1.types.0',
    );
    await expectRefusedUnchanged(
      () =>
        as('admin@demo.test', 'PUT', '/channel/contacts', {
          contacts: [valid, contact('not-an-email', ['general'])],
        }),
      400,
      'INVALID_REQUEST',
      'contacts.1.email',
    );
  });

  test('an empty table is a valid save', async () => {
    const res = await as('admin@demo.test', 'PUT', '/channel/contacts?brandId=1450002', { contacts: [] });
    expect(res.status).toBe(404);
    const own = await as('admin@nimbus.test', 'PUT', '/channel/contacts', { contacts: [] });
    expect(own.status).toBe(200);
    expect((own.body as { contacts: Contact[] }).contacts).toEqual([]);
  });
});

describe('e-mail verification', () => {
  async function latestOutboxMessage() {
    return server.db
      .selectFrom('outbox_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  }
  const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  test('send, resend, verify once; the earlier link stops working', async () => {
    const sent = await as('admin@demo.test', 'POST', '/channel/emails/verification', {
      kind: 'NOTIFICATION',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      kind: 'NOTIFICATION',
      action: 'SEND',
      email: 'avisos@demo.test',
      status: 'PENDING',
    });
    const first = await latestOutboxMessage();
    expect(first).toMatchObject({ channel: 'EMAIL', recipient: 'avisos@demo.test', brand_id: '2020001' });
    const firstToken = tokenIn(first.body);
    expect(firstToken.length).toBeGreaterThan(30);
    // Only the hash is stored.
    const stored = await server.db.selectFrom('email_verifications').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === firstToken)).toBe(false);
    expect((await settingsOf()).emails.notification.status).toBe('PENDING');

    // A resend waits a minute (tests/api/dashboard.test.ts covers the 429): the first send moves back in time.
    await server.db
      .updateTable('email_verifications')
      .set({ requested_at: new Date(Date.now() - 61_000) })
      .where('email', '=', 'avisos@demo.test')
      .execute();
    const resent = await as('admin@demo.test', 'POST', '/channel/emails/verification', {
      kind: 'NOTIFICATION',
    });
    expect(resent.body).toMatchObject({ action: 'RESEND', status: 'PENDING' });
    const secondToken = tokenIn((await latestOutboxMessage()).body);
    expect(secondToken).not.toBe(firstToken);

    // The replaced link, the live one with one character changed, and a made-up one verify nothing, write nothing.
    const last = secondToken.at(-1) === 'A' ? 'B' : 'A';
    const refused = [firstToken, `${secondToken.slice(0, -1)}${last}`, 'made-up-token'];
    const beforeRefusals = await fingerprintDatabase(server.db);
    for (const token of refused) {
      const res = await server.call('GET', `/verify-email?${new URLSearchParams({ token })}`, null);
      expect(res.status, token).toBe(404);
      expect(errorOf(res.body)).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID', field: 'token' });
    }
    expect(await fingerprintDatabase(server.db)).toEqual(beforeRefusals);
    expect((await settingsOf()).emails.notification.status).toBe('PENDING');

    const verified = await server.call('GET', `/verify-email?token=${secondToken}`, null);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ kind: 'NOTIFICATION', email: 'avisos@demo.test', status: 'VERIFIED' });
    expect((await settingsOf()).emails.notification.status).toBe('VERIFIED');

    // The link is spent: opening it again says so and changes nothing.
    const stateAfterUse = await fingerprintDatabase(server.db);
    const again = await server.call('GET', `/verify-email?token=${secondToken}`, null);
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toMatchObject({ code: 'VERIFICATION_TOKEN_USED', field: 'token' });
    expect(await fingerprintDatabase(server.db)).toEqual(stateAfterUse);
    await expectRefusedUnchanged(
      () => as('admin@demo.test', 'POST', '/channel/emails/verification', { kind: 'NOTIFICATION' }),
      409,
      'EMAIL_ALREADY_VERIFIED',
    );
  });

  test('an expired link says so and the address shows EXPIRED until a new e-mail is sent', async () => {
    await as('admin@nimbus.test', 'POST', '/channel/emails/verification', { kind: 'BILLING' });
    const token = tokenIn((await latestOutboxMessage()).body);
    await server.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('brand_id', '=', '3000003')
      .where('kind', '=', 'BILLING')
      .execute();
    expect((await settingsOf('admin@nimbus.test')).emails.billing.status).toBe('EXPIRED');
    const before = await fingerprintDatabase(server.db);
    const res = await server.call('GET', `/verify-email?token=${token}`, null);
    expect(res.status).toBe(422);
    expect(errorOf(res.body)).toMatchObject({ code: 'VERIFICATION_TOKEN_EXPIRED', field: 'token' });
    expect(await fingerprintDatabase(server.db)).toEqual(before);
    expect((await settingsOf('admin@nimbus.test')).emails.billing.status).toBe('EXPIRED');
  });

  test('changing an address drops its verification; an unset address cannot be verified', async () => {
    const res = await as('admin@demo.test', 'PUT', '/channel/config', {
      emails: { notificationEmail: 'avisos@demo.test', billingEmail: null },
    });
    expect(res.status).toBe(200);
    const emails = (res.body as BrandSettingsView).emails;
    expect(emails.notification.status).toBe('VERIFIED');
    expect(emails.billing).toEqual({ email: null, status: 'NOT_EXISTS', expiresAt: null });
    await expectRefusedUnchanged(
      () => as('admin@demo.test', 'POST', '/channel/emails/verification', { kind: 'BILLING' }),
      409,
      'EMAIL_NOT_CONFIGURED',
    );
    const changed = await as('admin@demo.test', 'PUT', '/channel/config', {
      emails: { notificationEmail: 'nuevo@demo.test', billingEmail: null },
    });
    expect((changed.body as BrandSettingsView).emails.notification).toEqual({
      email: 'nuevo@demo.test',
      status: 'NOT_EXISTS',
      expiresAt: null,
    });
  });
});

describe('channel scope', () => {
  test('another brand’s admin cannot read or change brand 2020001 (404, nothing written)', async () => {
    for (const path of ['/channel/settings?brandId=2020001', '/channel/contacts?brandId=2020001']) {
      const res = await as('admin@nimbus.test', 'GET', path);
      expect(res.status).toBe(404);
    }
    await expectRefusedUnchanged(
      () =>
        as('admin@nimbus.test', 'PUT', '/channel/config?brandId=2020001', {
          other: { sendTvWelcomeEmail: false, manualSignup: false },
        }),
      404,
      'NOT_FOUND',
    );
    await expectRefusedUnchanged(
      () => as('admin@nimbus.test', 'PUT', '/channel/contacts?brandId=2020001', { contacts: [] }),
      404,
      'NOT_FOUND',
    );
    await expectRefusedUnchanged(
      () =>
        as('admin@nimbus.test', 'POST', '/channel/emails/verification?brandId=2020001', { kind: 'BILLING' }),
      404,
      'NOT_FOUND',
    );
    // Its own brand by default.
    expect((await settingsOf('admin@nimbus.test')).brandId).toBe('3000003');
  });

  test('the operator in channel 0 reaches a brand below it; the brand’s own settings are its default', async () => {
    expect((await settingsOf('operator@demo.test')).brandId).toBe('0');
    const below = await settingsOf('operator@demo.test', '?brandId=3000003');
    expect(below.brandName).toBe('Nimbus Fibra');
    const contacts = await as('operator@demo.test', 'GET', '/channel/contacts?brandId=1450002');
    expect(contacts.status).toBe(200);
    expect((contacts.body as { contacts: Contact[] }).contacts).toHaveLength(5);
  });

  test('staff standing in a sub-channel do not manage the brand above it', async () => {
    const entered = await as('owner@demo.test', 'PUT', '/user/channel', { channel: '2020001001' });
    expect(entered.status).toBe(200);
    expect((await as('owner@demo.test', 'GET', '/channel/settings')).status).toBe(404);
    expect((await as('owner@demo.test', 'GET', '/channel/contacts?brandId=2020001')).status).toBe(404);
    await as('owner@demo.test', 'PUT', '/user/channel', {});
    expect((await settingsOf('owner@demo.test')).brandId).toBe('2020001');
  });
});
