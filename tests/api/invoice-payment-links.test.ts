import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaymentLink, PAYMENT_LINK_VALID_DAYS } from '../../api/invoices/payment-link';
import type { Invoice } from '../../schema/rest/invoices';
import { type ApiResponse, type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; message: string; field?: string } };

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Lucía Pérez' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The usual error body and nothing else: no stack, no SQL. */
function expectRefusal(res: ApiResponse, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  const body = res.body as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/\n\s+at |\.ts:\d+/);
}

/** The token with one character changed, as a mistyped or tampered link carries it. */
function altered(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -1)}${last}`;
}

describe('payment links: a token shows and pays its own invoice, until it is paid, replaced or expired', () => {
  let api: ApiServer;
  let admin: string;
  const start = new Date('2026-03-10T10:00:00.000Z');
  let now = start;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  const show = (token: string) => api.call('GET', `/public/invoice?${new URLSearchParams({ token })}`, null);
  const pay = (token: string) => api.call('POST', '/public/invoice/pay', null, { token, ...GOOD_CARD });

  async function unpaidInvoices(count: number): Promise<{ id: string; number: string }[]> {
    const rows = await api.db
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('brand_id', '=', '2020001')
      .where('invoice_type', '=', 'INVOICE')
      .where('status', '=', 'UNPAID' satisfies Invoice['status'])
      .orderBy('number')
      .limit(count)
      .execute();
    expect(rows).toHaveLength(count);
    return rows;
  }

  it('refuses an altered, a replaced, a paid-and-reused and an expired token, writing nothing', async () => {
    const [first, second, third] = await unpaidInvoices(3);
    if (!first || !second || !third) throw new Error('three unpaid demo invoices');
    const firstLink = await issuePaymentLink(api.db, first.id, now);
    const secondLink = await issuePaymentLink(api.db, second.id, now);

    // Each token names its own invoice only: there is no id in the link to swap.
    expect((await show(firstLink.token)).body).toMatchObject({ number: first.number, payable: true });
    expect((await show(secondLink.token)).body).toMatchObject({ number: second.number, payable: true });
    expect((await pay(firstLink.token)).status).toBe(200);
    expect((await show(secondLink.token)).body).toMatchObject({ status: 'UNPAID', payable: true });

    // The third invoice's link, replaced by a resend; the resend's link expires PAYMENT_LINK_VALID_DAYS later.
    const replaced = await issuePaymentLink(api.db, third.id, now);
    expect((await api.call('POST', `/invoices/${third.id}/resend`, admin, {})).status).toBe(200);
    const stored = await api.db
      .selectFrom('invoices')
      .select('payment_link_expires_at')
      .where('id', '=', third.id)
      .executeTakeFirstOrThrow();
    expect(stored.payment_link_expires_at?.toISOString()).toBe(
      new Date(start.getTime() + PAYMENT_LINK_VALID_DAYS * DAY_MS).toISOString(),
    );
    // The e-mail says until when (Madrid time: 10:00 UTC is noon in April).
    const email = await api.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('body', 'like', `%${third.number}%`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(email.body).toContain('El enlace sirve hasta el 9 de abril de 2026 a las 12:00;');

    const before = await fingerprintDatabase(api.db);
    for (const token of [altered(secondLink.token), replaced.token]) {
      expectRefusal(await show(token), 404, 'PAYMENT_LINK_INVALID');
      expectRefusal(await pay(token), 404, 'PAYMENT_LINK_INVALID');
    }
    // Paid: the link still says so (the customer may come back to check), and cannot pay again.
    expect((await show(firstLink.token)).body).toMatchObject({ status: 'PAID', payable: false });
    expectRefusal(await pay(firstLink.token), 409, 'INVOICE_ALREADY_PAID');

    // The last moment of a link's validity still shows the invoice; from then on it is gone, paid or not.
    now = new Date(firstLink.expiresAt.getTime() - 1);
    expect((await show(secondLink.token)).status).toBe(200);
    now = firstLink.expiresAt;
    for (const token of [firstLink.token, secondLink.token]) {
      expectRefusal(await show(token), 410, 'PAYMENT_LINK_EXPIRED');
      expectRefusal(await pay(token), 410, 'PAYMENT_LINK_EXPIRED');
    }
    expect(await fingerprintDatabase(api.db)).toEqual(before);

    // A new e-mail brings a new link that works again.
    const resent = await issuePaymentLink(api.db, second.id, now);
    expect((await pay(resent.token)).status).toBe(200);
    now = start;
  });
});
