import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaymentLink } from '../../api/invoices/payment-link';
import { createEmbeddedPaymentGateway } from '../../api/providers/payment-gateway/embedded-payment-gateway';
import { demoInvoiceId } from '../../api/seed/demo-invoices';
import type { Invoice, InvoiceDetail } from '../../schema/rest/invoices';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; field?: string } };
type Page = { items: Invoice[]; nextCursor: string | null };
type Refunded = { invoice: InvoiceDetail; creditNote: InvoiceDetail };

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Lucía Pérez' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000000000000002' };

function code(body: unknown): string {
  return (body as ErrorBody).error.code;
}

describe('invoices and credit notes', () => {
  let api: ApiServer;
  let admin: string;
  // The api's clock: 10 March 2026, a Tuesday morning in Madrid; tests move it for year tokens.
  let now = new Date('2026-03-10T10:00:00.000Z');

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A seeded invoice of brand 2020001 in `status`, not used by an earlier test. */
  const taken = new Set<string>();
  async function freshInvoice(status: Invoice['status']): Promise<string> {
    const rows = await api.db
      .selectFrom('invoices')
      .select('id')
      .where('brand_id', '=', '2020001')
      .where('invoice_type', '=', 'INVOICE')
      .where('status', '=', status)
      .orderBy('number', 'desc')
      .execute();
    const row = rows.find((candidate) => !taken.has(candidate.id));
    if (!row) throw new Error(`no more ${status} demo invoices`);
    taken.add(row.id);
    return row.id;
  }

  async function detail(id: string): Promise<InvoiceDetail> {
    const res = await api.call('GET', `/invoice?id=${id}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as InvoiceDetail;
  }

  describe('list and detail', () => {
    it('lists the brand subtree newest first by keyset pages without overlap', async () => {
      const first = await api.call('GET', '/invoices?limit=25', admin);
      expect(first.status).toBe(200);
      const page = first.body as Page;
      expect(page.items).toHaveLength(25);
      expect(page.items.every((item) => item.brandId === '2020001')).toBe(true);
      const created = page.items.map((item) => item.created);
      expect([...created].sort().reverse()).toEqual(created);
      expect(page.nextCursor).not.toBeNull();
      const second = await api.call('GET', `/invoices?limit=25&cursor=${page.nextCursor}`, admin);
      const next = second.body as Page;
      const ids = new Set(page.items.map((item) => item.id));
      expect(next.items.length).toBeGreaterThan(0);
      expect(next.items.some((item) => ids.has(item.id))).toBe(false);
      expect(page.items.length + next.items.length).toBe(42);
      const ascending = (await api.call('GET', '/invoices?order=asc&limit=25', admin)).body as Page;
      expect(ascending.items[0]?.created).toBe(next.items.at(-1)?.created);
    });

    it('filters by status, type, family, cycle and number or document', async () => {
      const unpaid = (await api.call('GET', '/invoices?status=UNPAID&limit=100', admin)).body as Page;
      expect(unpaid.items.length).toBeGreaterThan(0);
      expect(unpaid.items.every((item) => item.status === 'UNPAID')).toBe(true);
      const notes = (await api.call('GET', '/invoices?type=CREDIT_NOTE', admin)).body as Page;
      expect(notes.items).toHaveLength(2);
      for (const note of notes.items) {
        expect(note.totalCents).toBeLessThan(0);
        expect(note.number).toMatch(/^DTA-\d{4}-\d+$/);
        expect(note.originalInvoiceId).not.toBeNull();
      }
      const cycle = (await api.call('GET', '/invoices?cycle=2025-08&limit=100', admin)).body as Page;
      expect(cycle.items.length).toBeGreaterThan(0);
      expect(cycle.items.every((item) => item.cycle === '2025-08')).toBe(true);
      const family = cycle.items[0]?.family ?? 'MOBILE';
      const byFamily = (await api.call('GET', `/invoices?family=${family}&limit=100`, admin)).body as Page;
      expect(byFamily.items.every((item) => item.family === family)).toBe(true);
      const target = unpaid.items[0] as Invoice;
      const byNumber = (await api.call('GET', `/invoices?search=${target.number}`, admin)).body as Page;
      expect(byNumber.items.map((item) => item.id)).toContain(target.id);
      expect(byNumber.items.every((item) => item.number.includes(target.number))).toBe(true);
      const byDocument = (await api.call('GET', `/invoices?search=${target.document}`, admin)).body as Page;
      expect(byDocument.items.map((item) => item.id)).toContain(target.id);
      const bad = await api.call('GET', '/invoices?cycle=2025-13', admin);
      expect(bad.status).toBe(400);
      expect((bad.body as ErrorBody).error.field).toBe('cycle');
    });

    it('shows an invoice with lines, totals that add up, the tax of its territory and its history', async () => {
      const invoice = await detail(demoInvoiceId('2020001', 0));
      expect(invoice.number).toMatch(/^DT-\d{4}-\d+$/);
      expect(invoice.lines.length).toBeGreaterThan(0);
      expect(invoice.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(invoice.baseCents);
      expect(invoice.lines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(invoice.taxCents);
      expect(invoice.totalCents).toBe(invoice.baseCents + invoice.taxCents);
      expect({ IVA: 21, IGIC: 7, IPSI_CEUTA: 10, IPSI_MELILLA: 8 }[invoice.taxTerritory]).toBe(
        invoice.taxRate,
      );
      expect(invoice.history.map((entry) => entry.action)).toEqual(['ISSUE']);
      const refunded = await detail(demoInvoiceId('2020001', 5));
      expect(refunded.status).toBe('REFUNDED');
      expect(refunded.creditNoteId).not.toBeNull();
      const note = await detail(refunded.creditNoteId as string);
      expect(note.totalCents).toBe(-refunded.totalCents);
      expect(note.originalInvoiceId).toBe(refunded.id);
    });

    it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
      const missing = await api.call('GET', '/invoice?id=00000000-0000-4000-8000-000000000000', admin);
      expect(missing.status).toBe(404);
      const malformed = await api.call('GET', '/invoice?id=abc', admin);
      expect(malformed.status).toBe(400);
    });
  });

  describe('resend', () => {
    it('e-mails the customer through the outbox with a fresh payment link; the status stays', async () => {
      const id = await freshInvoice('UNPAID');
      const before = await detail(id);
      const customer = await api.db
        .selectFrom('customers')
        .select('email')
        .where('id', '=', before.customerId)
        .executeTakeFirstOrThrow();
      const res = await api.call('POST', `/invoices/${id}/resend`, admin, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body as InvoiceDetail;
      expect(after.status).toBe('UNPAID');
      expect(after.history.at(-1)).toMatchObject({
        action: 'RESEND',
        statusFrom: 'UNPAID',
        statusTo: 'UNPAID',
        actor: 'admin@demo.test',
      });
      const message = await api.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', customer.email as string)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(message.channel).toBe('EMAIL');
      expect(message.subject).toContain(before.number);
      const token = /\/invoice\/payment\/([A-Za-z0-9_-]+)/.exec(message.body)?.[1];
      // 32 random bytes in base64url: 256 bits, past guessing.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const page = await api.call('GET', `/public/invoice?token=${token}`, null);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ number: before.number, status: 'UNPAID', payable: true });
      // Only the hash is at rest.
      const stored = await api.db
        .selectFrom('invoices')
        .select('payment_token_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.payment_token_hash).not.toContain(token as string);
      // A second e-mail replaces the link: the first one stops working.
      await api.call('POST', `/invoices/${id}/resend`, admin, {});
      expect((await api.call('GET', `/public/invoice?token=${token}`, null)).status).toBe(404);
    });

    it('sends a paid invoice without a link, and refuses a customer without e-mail changing nothing', async () => {
      const paid = await freshInvoice('PAID');
      const res = await api.call('POST', `/invoices/${paid}/resend`, admin, {});
      expect(res.status).toBe(200);
      const hash = await api.db
        .selectFrom('invoices')
        .select('payment_token_hash')
        .where('id', '=', paid)
        .executeTakeFirstOrThrow();
      expect(hash.payment_token_hash).toBeNull();

      const id = await freshInvoice('PENDING');
      const { customerId } = await detail(id);
      await api.db.updateTable('customers').set({ email: null }).where('id', '=', customerId).execute();
      const before = await dumpDatabase(api.db);
      const refused = await api.call('POST', `/invoices/${id}/resend`, admin, {});
      expect(refused.status).toBe(409);
      expect(code(refused.body)).toBe('CUSTOMER_HAS_NO_EMAIL');
      expect(await dumpDatabase(api.db)).toEqual(before);
    });
  });

  describe('refund', () => {
    it('issues a credit note for the full amount of a PAID invoice and marks it REFUNDED', async () => {
      const id = await freshInvoice('PAID');
      const original = await detail(id);
      const res = await api.call('POST', `/invoices/${id}/refund`, admin, { reason: 'Cobro duplicado' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { invoice, creditNote } = res.body as Refunded;
      expect(invoice.status).toBe('REFUNDED');
      expect(invoice.creditNoteId).toBe(creditNote.id);
      expect(invoice.history.at(-1)).toMatchObject({
        action: 'REFUND',
        statusFrom: 'PAID',
        statusTo: 'REFUNDED',
      });
      expect(invoice.history.at(-1)?.detail).toContain(creditNote.number);
      expect(invoice.history.at(-1)?.detail).toContain('Cobro duplicado');
      expect(creditNote).toMatchObject({
        type: 'CREDIT_NOTE',
        status: 'PAID',
        originalInvoiceId: id,
        document: original.document,
        customerId: original.customerId,
        channelId: original.channelId,
        baseCents: -original.baseCents,
        taxCents: -original.taxCents,
        totalCents: -original.totalCents,
        taxRate: original.taxRate,
        dueDate: '2026-03-10',
      });
      expect(creditNote.lines.map((line) => line.amountCents)).toEqual(
        original.lines.map((line) => -line.amountCents),
      );
      // The seed used DTA-YYYY- numbers 1 and 2.
      expect(creditNote.number).toBe('DTA-2026-3');
      expect(creditNote.history.map((entry) => entry.action)).toEqual(['ISSUE']);
    });

    it('refuses to refund anything but a PAID invoice (409) and changes nothing', async () => {
      const refused = [
        await freshInvoice('UNPAID'),
        await freshInvoice('PENDING'),
        await freshInvoice('ERRORED'),
        demoInvoiceId('2020001', 5),
        demoInvoiceId('2020001', 900),
      ];
      for (const id of refused) {
        const before = await dumpDatabase(api.db);
        const res = await api.call('POST', `/invoices/${id}/refund`, admin, {});
        expect(res.status, id).toBe(409);
        expect(code(res.body)).toBe('INVOICE_NOT_REFUNDABLE');
        expect(await dumpDatabase(api.db)).toEqual(before);
      }
    });

    it('renders YY and YYYY prefixes with the Madrid year of the refund', async () => {
      await api.db
        .updateTable('brand_number_series')
        .set({ prefix: 'NC/YY/', next_number: 70 })
        .where('brand_id', '=', '2020001')
        .where('series', '=', 'CREDIT_NOTE')
        .execute();
      // 23:30 UTC on New Year's Eve is already 2027 in Madrid.
      now = new Date('2026-12-31T23:30:00.000Z');
      const yy = await api.call('POST', `/invoices/${await freshInvoice('PAID')}/refund`, admin, {});
      expect((yy.body as Refunded).creditNote.number).toBe('NC/27/70');
      await api.db
        .updateTable('brand_number_series')
        .set({ prefix: 'R-YYYY-YY-' })
        .where('brand_id', '=', '2020001')
        .where('series', '=', 'CREDIT_NOTE')
        .execute();
      now = new Date('2026-06-01T10:00:00.000Z');
      const yyyy = await api.call('POST', `/invoices/${await freshInvoice('PAID')}/refund`, admin, {});
      expect((yyyy.body as Refunded).creditNote.number).toBe('R-2026-26-71');
      now = new Date('2026-03-10T10:00:00.000Z');
    });

    it('gives concurrent refunds distinct consecutive numbers, and refunds one invoice once', async () => {
      const ids = [await freshInvoice('PAID'), await freshInvoice('PAID'), await freshInvoice('PAID')];
      const answers = await Promise.all([
        ...ids.map((id) => api.call('POST', `/invoices/${id}/refund`, admin, {})),
        api.call('POST', `/invoices/${ids[0]}/refund`, admin, {}),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409]);
      const numbers = answers
        .filter((answer) => answer.status === 200)
        .map((answer) => (answer.body as Refunded).creditNote.number)
        .sort();
      expect(numbers).toEqual(['R-2026-26-72', 'R-2026-26-73', 'R-2026-26-74']);
      const notes = await api.db
        .selectFrom('invoices')
        .select('id')
        .where('original_invoice_id', '=', ids[0] as string)
        .execute();
      expect(notes).toHaveLength(1);
    });
  });

  describe('public payment page', () => {
    async function linkFor(status: Invoice['status']) {
      const id = await freshInvoice(status);
      const { token } = await issuePaymentLink(api.db, id);
      return { id, token };
    }
    const pay = (token: string, card: Record<string, string> = GOOD_CARD) =>
      api.call('POST', '/public/invoice/pay', null, { token, ...card });

    it('shows only brand, logo, number, total, due date and status, and pays by card', async () => {
      const { id, token } = await linkFor('PENDING');
      const invoice = await detail(id);
      const logo = '/brand-logos/2020001/brand-0123456789abcdef.png';
      await api.db.updateTable('brands').set({ logo_url: logo }).where('id', '=', '2020001').execute();
      const page = await api.call('GET', `/public/invoice?token=${encodeURIComponent(token)}`, null);
      await api.db.updateTable('brands').set({ logo_url: null }).where('id', '=', '2020001').execute();
      expect(page.status).toBe(200);
      expect(page.body).toEqual({
        brandName: 'Demo Telecom',
        brandLogoURL: logo,
        number: invoice.number,
        totalCents: invoice.totalCents,
        dueDate: invoice.dueDate,
        status: 'PENDING',
        payable: true,
      });
      const paid = await pay(token);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toEqual({
        status: 'PAID',
        number: invoice.number,
        totalCents: invoice.totalCents,
        paidAt: now.toISOString(),
      });
      const after = await detail(id);
      expect(after.status).toBe('PAID');
      expect(after.history.at(-1)).toMatchObject({ action: 'PAY', statusFrom: 'PENDING', statusTo: 'PAID' });
      const payments = await api.db
        .selectFrom('invoice_payments')
        .selectAll()
        .where('invoice_id', '=', id)
        .execute();
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        kind: 'CHARGE',
        amount_cents: invoice.totalCents,
        card_last4: '4242',
      });
      // Nothing of the card but its last four digits is kept anywhere.
      expect(JSON.stringify(await dumpDatabase(api.db))).not.toContain('4242424242424242');

      const again = await api.call('GET', `/public/invoice?token=${encodeURIComponent(token)}`, null);
      // A brand without a logo: null, and the page shows the brand's initial.
      expect(again.body).toMatchObject({ brandLogoURL: null, status: 'PAID', payable: false });
      const twice = await pay(token);
      expect(twice.status).toBe(409);
      expect(code(twice.body)).toBe('INVOICE_ALREADY_PAID');

      // A card payment is given back through the gateway when the invoice is refunded.
      const refund = await api.call('POST', `/invoices/${id}/refund`, admin, {});
      expect(refund.status).toBe(200);
      const { creditNote } = refund.body as Refunded;
      const returned = await api.db
        .selectFrom('invoice_payments')
        .selectAll()
        .where('invoice_id', '=', creditNote.id)
        .execute();
      expect(returned).toMatchObject([{ kind: 'REFUND', amount_cents: invoice.totalCents }]);
      const refunded = await pay(token);
      expect(code(refunded.body)).toBe('INVOICE_NOT_PAYABLE');
    });

    it('charges a double submit once', async () => {
      const { id, token } = await linkFor('UNPAID');
      const answers = await Promise.all([pay(token), pay(token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const payments = await api.db
        .selectFrom('invoice_payments')
        .selectAll()
        .where('invoice_id', '=', id)
        .execute();
      expect(payments).toHaveLength(1);
    });

    it('answers a declined card with 402, an expired card or a bad number with 422, and keeps the status', async () => {
      const { id, token } = await linkFor('ERRORED');
      const declined = await pay(token, DECLINED_CARD);
      expect(declined.status).toBe(402);
      expect(code(declined.body)).toBe('PAYMENT_DECLINED');
      const expired = await pay(token, { ...GOOD_CARD, expiry: '02/26' });
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({ error: { code: 'CARD_EXPIRED', field: 'expiry' } });
      const luhn = await pay(token, { ...GOOD_CARD, cardNumber: '4242424242424241' });
      expect(luhn.status).toBe(422);
      expect(luhn.body).toMatchObject({ error: { code: 'CARD_NUMBER_INVALID', field: 'cardNumber' } });
      const invoice = await detail(id);
      expect(invoice.status).toBe('ERRORED');
      expect(
        invoice.history.filter((entry) => entry.action === 'PAYMENT_DECLINED').map((e) => e.detail),
      ).toEqual(['PAYMENT_DECLINED', 'CARD_EXPIRED', 'CARD_NUMBER_INVALID']);
      // The card is good through the end of its expiry month.
      const thisMonth = await pay(token, { ...GOOD_CARD, expiry: '03/26' });
      expect(thisMonth.status).toBe(200);
    });

    it('locks a link after five failed attempts (429) until a new link is sent', async () => {
      const { id, token } = await linkFor('UNPAID');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await pay(token, DECLINED_CARD)).status).toBe(402);
      }
      const before = await dumpDatabase(api.db);
      const locked = await pay(token);
      expect(locked.status).toBe(429);
      expect(code(locked.body)).toBe('TOO_MANY_PAYMENT_ATTEMPTS');
      expect(await dumpDatabase(api.db)).toEqual(before);
      expect((await detail(id)).status).toBe('UNPAID');
      const fresh = await issuePaymentLink(api.db, id);
      expect((await pay(fresh.token)).status).toBe(200);
    });

    it('answers 404 for a token that is not a link, and 400 for a malformed card', async () => {
      const page = await api.call('GET', '/public/invoice?token=made-up', null);
      expect(page.status).toBe(404);
      expect(code(page.body)).toBe('PAYMENT_LINK_INVALID');
      const paid = await pay('made-up');
      expect(paid.status).toBe(404);
      const { token } = await linkFor('UNPAID');
      const malformed = await pay(token, { ...GOOD_CARD, cvc: '12a' });
      expect(malformed.status).toBe(400);
      expect((malformed.body as ErrorBody).error.field).toBe('cvc');
    });
  });
});

describe('embedded payment gateway', () => {
  it('charges once per idempotency key and declines its test cards', async () => {
    const gateway = createEmbeddedPaymentGateway();
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2039, cvc: '123', holder: 'A' };
    const request = { card, amountCents: 1210, description: 'Factura', idempotencyKey: 'k1' };
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(first.outcome).toBe('APPROVED');
    expect(second).toEqual(first);
    expect(gateway.approvedCharges()).toHaveLength(1);
    await expect(gateway.charge({ ...request, amountCents: 1 })).rejects.toThrow(/different amount/);
    const declined = await gateway.charge({
      ...request,
      card: { ...card, number: '4000000000009995' },
      idempotencyKey: 'k2',
    });
    expect(declined).toEqual({ outcome: 'DECLINED', reason: 'INSUFFICIENT_FUNDS' });
    expect(gateway.approvedCharges()).toHaveLength(1);
  });
});
