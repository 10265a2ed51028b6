import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePaymentLink } from '../../api/invoices/payment-link';
import { formatEmailEuros } from '../../schema/email/email-format';
import type { InvoiceDetail, InvoiceDraft } from '../../schema/rest/invoices';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';
import { pdfBytesOfDataUrl, pdfPageTexts } from '../support/pdf-text';

type ErrorBody = { error: { code: string; field?: string } };

/** A demo customer of brand 2020001 in its own channel (the authorization matrix uses it too). */
const FISCAL_ID = '05099189C';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Lucía Pérez' };

function errorOf(body: unknown): ErrorBody['error'] {
  return (body as ErrorBody).error;
}

const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  fiscalId: FISCAL_ID,
  type: 'INVOICE',
  family: 'MOBILE',
  cycle: '2026-03',
  lines: [
    { concept: 'Cuota mensual Tarifa 25 GB', amountCents: 1999 },
    { concept: 'Roaming fuera de la UE', amountCents: 351 },
  ],
  ...overrides,
});

describe('invoices app: add, edit while pending, credit notes and the PDF', () => {
  let api: ApiServer;
  let admin: string;
  let nimbus: string;
  // 10 March 2026, a Tuesday morning in Madrid.
  const now = new Date('2026-03-10T10:00:00.000Z');

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function detail(id: string): Promise<InvoiceDetail> {
    const res = await api.call('GET', `/invoice?id=${id}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as InvoiceDetail;
  }

  async function create(body: Record<string, unknown>, token = admin): Promise<InvoiceDetail> {
    const res = await api.call('POST', '/invoices', token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as InvoiceDetail;
  }

  async function nextNumber(series: 'INVOICE' | 'CREDIT_NOTE'): Promise<{ prefix: string; next: number }> {
    const row = await api.db
      .selectFrom('brand_number_series')
      .select(['prefix', 'next_number'])
      .where('brand_id', '=', '2020001')
      .where('series', '=', series)
      .executeTakeFirstOrThrow();
    return { prefix: row.prefix.replace('YYYY', '2026').replace('YY', '26'), next: Number(row.next_number) };
  }

  /** Pays an invoice on the public payment page, as its customer would with the link of its e-mail. */
  async function payByCard(id: string): Promise<void> {
    const { token } = await issuePaymentLink(api.db, id);
    const paid = await api.call('POST', '/public/invoice/pay', null, { token, ...GOOD_CARD });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }

  describe('draft', () => {
    it("gives the customer's tax territory and the due date of the brand's payment terms", async () => {
      const settings = await api.call('GET', '/channel/settings', admin);
      expect(settings.status).toBe(200);
      const invoicing = (settings.body as { invoicing: Record<string, unknown> }).invoicing;
      const saved = await api.call('PUT', '/channel/config', admin, {
        invoicing: { ...invoicing, defaultPaymentTermsDays: 45 },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      const res = await api.call('GET', `/invoice/draft?fiscalId=${FISCAL_ID}`, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const draft = res.body as InvoiceDraft;
      expect(draft.paymentTermsDays).toBe(45);
      expect(draft.issueDate).toBe('2026-03-10');
      expect(draft.dueDate).toBe('2026-04-24');
      expect(draft.billTo.fiscalId).toBe(FISCAL_ID);
      const customer = await api.db
        .selectFrom('customers')
        .select(['postal_code'])
        .where('fiscal_id', '=', FISCAL_ID)
        .executeTakeFirstOrThrow();
      const province = customer.postal_code?.slice(0, 2);
      const territory =
        province === '35' || province === '38'
          ? 'IGIC'
          : province === '51'
            ? 'IPSI_CEUTA'
            : province === '52'
              ? 'IPSI_MELILLA'
              : 'IVA';
      expect(draft.taxTerritory).toBe(territory);
      expect(draft.taxRate).toBe({ IVA: 21, IGIC: 7, IPSI_CEUTA: 10, IPSI_MELILLA: 8 }[territory]);
      const unknown = await api.call('GET', '/invoice/draft?fiscalId=00000000T', admin);
      expect(unknown.status).toBe(404);
    });

    it('taxes a Canary Islands customer with IGIC', async () => {
      const canary = await api.db
        .updateTable('customers')
        .set({ postal_code: '35002', province: '35', city: 'Las Palmas de Gran Canaria' })
        .where('brand_id', '=', '2020001')
        .where('channel_id', '=', '2020001')
        .where('fiscal_id', '!=', FISCAL_ID)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('customers as c')
            .select('c.id')
            .where('c.brand_id', '=', '2020001')
            .where('c.channel_id', '=', '2020001')
            .where('c.fiscal_id', '!=', FISCAL_ID)
            .orderBy('c.fiscal_id')
            .limit(1),
        )
        .returning('fiscal_id')
        .executeTakeFirstOrThrow();
      const invoice = await create(
        invoiceBody({ fiscalId: canary.fiscal_id, lines: [{ concept: 'Cuota', amountCents: 1000 }] }),
      );
      expect(invoice.taxTerritory).toBe('IGIC');
      expect(invoice.taxRate).toBe(7);
      expect(invoice.lines).toEqual([
        { concept: 'Cuota', subscriptionId: null, amountCents: 1000, taxCents: 70 },
      ]);
      expect(invoice.totalCents).toBe(1070);
      expect(invoice.billTo.addressLines.join(' ')).toContain('35002 Las Palmas de Gran Canaria');
    });
  });

  describe('add', () => {
    it("issues a PENDING invoice with the next number of the brand's series, taxed per line", async () => {
      const series = await nextNumber('INVOICE');
      const draft = (await api.call('GET', `/invoice/draft?fiscalId=${FISCAL_ID}`, admin))
        .body as InvoiceDraft;
      const invoice = await create(invoiceBody());
      expect(invoice.number).toBe(`${series.prefix}${series.next}`);
      expect((await nextNumber('INVOICE')).next).toBe(series.next + 1);
      expect(invoice).toMatchObject({
        type: 'INVOICE',
        status: 'PENDING',
        brandId: '2020001',
        channelId: '2020001',
        document: FISCAL_ID,
        family: 'MOBILE',
        cycle: '2026-03',
        dueDate: draft.dueDate,
        taxTerritory: draft.taxTerritory,
        taxRate: draft.taxRate,
        originalInvoiceId: null,
        created: now.toISOString(),
      });
      const rate = draft.taxRate / 100;
      const taxes = [Math.round(1999 * rate), Math.round(351 * rate)];
      expect(invoice.lines.map((line) => line.taxCents)).toEqual(taxes);
      expect(invoice.baseCents).toBe(2350);
      expect(invoice.taxCents).toBe(taxes[0]! + taxes[1]!);
      expect(invoice.totalCents).toBe(invoice.baseCents + invoice.taxCents);
      expect(invoice.history).toEqual([
        expect.objectContaining({
          action: 'ISSUE',
          statusFrom: null,
          statusTo: 'PENDING',
          actor: 'admin@demo.test',
        }),
      ]);
      expect(invoice.issuer.name).toBeTruthy();
      expect(invoice.billTo.fiscalId).toBe(FISCAL_ID);
      const listed = await api.call('GET', `/invoices?search=${invoice.number}`, admin);
      expect((listed.body as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([invoice.id]);
    });

    it('refuses bad documents with the field and changes nothing', async () => {
      const before = await fingerprintDatabase(api.db);
      const cases: [Record<string, unknown>, number, string, string | undefined][] = [
        [invoiceBody({ lines: [] }), 400, 'INVALID_REQUEST', 'lines'],
        [
          invoiceBody({ lines: [{ concept: ' ', amountCents: 100 }] }),
          400,
          'INVALID_REQUEST',
          'lines.0.concept',
        ],
        [
          invoiceBody({ lines: [{ concept: 'Cuota', amountCents: 0 }] }),
          400,
          'INVALID_REQUEST',
          'lines.0.amountCents',
        ],
        [invoiceBody({ cycle: '2026-13' }), 400, 'INVALID_REQUEST', 'cycle'],
        [invoiceBody({ type: 'CREDIT_NOTE' }), 400, 'INVALID_REQUEST', 'originalInvoiceId'],
        [
          invoiceBody({ originalInvoiceId: '00000000-0000-4000-8000-000000000000' }),
          400,
          'INVALID_REQUEST',
          'originalInvoiceId',
        ],
        [invoiceBody({ fiscalId: '00000000T' }), 404, 'NOT_FOUND', undefined],
        [
          invoiceBody({
            lines: [
              { concept: 'Cuota', amountCents: 100, subscriptionId: '00000000-0000-4000-8000-000000000000' },
            ],
          }),
          404,
          'NOT_FOUND',
          'lines.0.subscriptionId',
        ],
      ];
      for (const [body, status, code, field] of cases) {
        const res = await api.call('POST', '/invoices', admin, body);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(errorOf(res.body).code).toBe(code);
        expect(errorOf(res.body).field).toBe(field);
      }
      expect(await fingerprintDatabase(api.db)).toEqual(before);
    });

    it("keeps a line's link to one of the customer's own lines", async () => {
      const subscription = await api.db
        .selectFrom('subscriptions')
        .innerJoin('customers', 'customers.id', 'subscriptions.customer_id')
        .select('subscriptions.id')
        .where('customers.fiscal_id', '=', FISCAL_ID)
        .executeTakeFirstOrThrow();
      const invoice = await create(
        invoiceBody({ lines: [{ concept: 'Cuota', amountCents: 1000, subscriptionId: subscription.id }] }),
      );
      expect(invoice.lines[0]?.subscriptionId).toBe(subscription.id);
    });
  });

  describe('edit', () => {
    it('changes the lines of a PENDING invoice, keeps its number and stops its payment link', async () => {
      const invoice = await create(invoiceBody());
      const { token } = await issuePaymentLink(api.db, invoice.id);
      const res = await api.call('PUT', `/invoices/${invoice.id}`, admin, {
        family: 'FIBRE',
        cycle: '2026-02',
        lines: [{ concept: 'Fibra 1 Gb', amountCents: 3000 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const edited = res.body as InvoiceDetail;
      expect(edited).toMatchObject({
        id: invoice.id,
        number: invoice.number,
        status: 'PENDING',
        family: 'FIBRE',
        cycle: '2026-02',
        dueDate: invoice.dueDate,
        taxRate: invoice.taxRate,
        baseCents: 3000,
      });
      expect(edited.totalCents).toBe(3000 + Math.round(30 * invoice.taxRate));
      expect(edited.history.map((entry) => entry.action)).toEqual(['ISSUE', 'EDIT']);
      expect(edited.history[1]).toMatchObject({ statusFrom: 'PENDING', statusTo: 'PENDING' });
      const link = await api.call('GET', `/public/invoice?token=${encodeURIComponent(token)}`, null);
      expect(link.status).toBe(404);
    });

    it('is refused once the invoice is paid, and on credit notes, with INVOICE_NOT_EDITABLE', async () => {
      const invoice = await create(invoiceBody());
      await payByCard(invoice.id);
      const edit = { family: 'MOBILE', cycle: '2026-03', lines: [{ concept: 'Otro', amountCents: 1 }] };
      const before = await fingerprintDatabase(api.db);
      const refused = await api.call('PUT', `/invoices/${invoice.id}`, admin, edit);
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body).code).toBe('INVOICE_NOT_EDITABLE');
      expect(await fingerprintDatabase(api.db)).toEqual(before);

      const note = await create(
        invoiceBody({
          type: 'CREDIT_NOTE',
          originalInvoiceId: invoice.id,
          lines: [{ concept: 'Abono roaming', amountCents: 351 }],
        }),
      );
      const onNote = await api.call('PUT', `/invoices/${note.id}`, admin, edit);
      expect(onNote.status).toBe(409);
      expect(errorOf(onNote.body).code).toBe('INVOICE_NOT_EDITABLE');
      const unknown = await api.call('PUT', '/invoices/00000000-0000-4000-8000-000000000000', admin, edit);
      expect(unknown.status).toBe(404);
    });
  });

  describe('credit notes', () => {
    it('rectify a paid invoice from the credit-note series, negated, PAID, at the invoice tax', async () => {
      const invoice = await create(invoiceBody());
      await payByCard(invoice.id);
      const series = await nextNumber('CREDIT_NOTE');
      const note = await create(
        invoiceBody({
          type: 'CREDIT_NOTE',
          originalInvoiceId: invoice.id,
          lines: [{ concept: 'Abono roaming', amountCents: 351 }],
        }),
      );
      expect(note).toMatchObject({
        number: `${series.prefix}${series.next}`,
        type: 'CREDIT_NOTE',
        status: 'PAID',
        originalInvoiceId: invoice.id,
        originalInvoiceNumber: invoice.number,
        taxTerritory: invoice.taxTerritory,
        taxRate: invoice.taxRate,
        baseCents: -351,
        dueDate: '2026-03-10',
      });
      expect(note.totalCents).toBe(-351 - Math.round(3.51 * invoice.taxRate));
      const original = await detail(invoice.id);
      expect(original.status).toBe('PAID');
      expect(original.creditNoteId).toBe(note.id);

      // One credit note per invoice: neither a second one nor the refund.
      const again = await api.call(
        'POST',
        '/invoices',
        admin,
        invoiceBody({ type: 'CREDIT_NOTE', originalInvoiceId: invoice.id }),
      );
      expect(again.status).toBe(409);
      expect(errorOf(again.body)).toMatchObject({
        code: 'INVOICE_NOT_CREDITABLE',
        field: 'originalInvoiceId',
      });
      const refund = await api.call('POST', `/invoices/${invoice.id}/refund`, admin, {});
      expect(refund.status).toBe(409);
      expect(errorOf(refund.body).code).toBe('INVOICE_ALREADY_CREDITED');
      const creditable = (await api.call('GET', `/invoice/draft?fiscalId=${FISCAL_ID}`, admin))
        .body as InvoiceDraft;
      expect(creditable.creditableInvoices.map((item) => item.id)).not.toContain(invoice.id);
    });

    it('are refused over the invoice total, on a pending invoice and on another customer', async () => {
      const paid = await create(invoiceBody());
      await payByCard(paid.id);
      const pending = await create(invoiceBody());
      const before = await fingerprintDatabase(api.db);
      const tooMuch = await api.call(
        'POST',
        '/invoices',
        admin,
        invoiceBody({
          type: 'CREDIT_NOTE',
          originalInvoiceId: paid.id,
          lines: [{ concept: 'Abono', amountCents: paid.baseCents + 1 }],
        }),
      );
      expect(tooMuch.status).toBe(422);
      expect(errorOf(tooMuch.body)).toMatchObject({ code: 'CREDIT_NOTE_EXCEEDS_INVOICE', field: 'lines' });
      const onPending = await api.call(
        'POST',
        '/invoices',
        admin,
        invoiceBody({ type: 'CREDIT_NOTE', originalInvoiceId: pending.id }),
      );
      expect(onPending.status).toBe(409);
      expect(errorOf(onPending.body).code).toBe('INVOICE_NOT_CREDITABLE');
      const other = await api.db
        .selectFrom('customers')
        .select('fiscal_id')
        .where('brand_id', '=', '2020001')
        .where('fiscal_id', '!=', FISCAL_ID)
        .orderBy('fiscal_id')
        .executeTakeFirstOrThrow();
      const otherCustomer = await api.call(
        'POST',
        '/invoices',
        admin,
        invoiceBody({ fiscalId: other.fiscal_id, type: 'CREDIT_NOTE', originalInvoiceId: paid.id }),
      );
      expect(otherCustomer.status).toBe(404);
      expect(errorOf(otherCustomer.body).field).toBe('originalInvoiceId');
      expect(await fingerprintDatabase(api.db)).toEqual(before);
    });
  });

  describe('PDF', () => {
    it('renders the number, customer, lines, tax and total in a PDF whose text can be read back', async () => {
      const invoice = await create(invoiceBody());
      const res = await api.call('GET', `/invoice/pdf?id=${invoice.id}`, admin);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
      const { fileName, content } = res.body as { fileName: string; content: string };
      expect(fileName).toBe(`${invoice.number}.pdf`);
      const bytes = pdfBytesOfDataUrl(content);
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const pages = await pdfPageTexts(bytes);
      expect(pages).toHaveLength(1);
      const text = pages[0] ?? '';
      expect(text).toContain('FACTURA');
      expect(text).toContain(invoice.number);
      expect(text).toContain(invoice.billTo.name);
      expect(text).toContain(`NIF: ${FISCAL_ID}`);
      expect(text).toContain('Cuota mensual Tarifa 25 GB');
      expect(text).toContain(formatEmailEuros(invoice.totalCents, 'es'));
      expect(text).toContain(formatEmailEuros(invoice.baseCents, 'es'));
      expect(text).toContain(`${invoice.taxTerritory === 'IVA' ? 'IVA' : ''}`);
      expect(text).toContain('Página 1 de 1');
      // The same invoice renders the same bytes.
      const again = await api.call('GET', `/invoice/pdf?id=${invoice.id}`, admin);
      expect((again.body as { content: string }).content).toBe(content);
    });

    it('prints a credit note as such, with the invoice it rectifies', async () => {
      const invoice = await create(invoiceBody());
      await payByCard(invoice.id);
      const note = await create(
        invoiceBody({
          type: 'CREDIT_NOTE',
          originalInvoiceId: invoice.id,
          lines: [{ concept: 'Abono', amountCents: 100 }],
        }),
      );
      const res = await api.call('GET', `/invoice/pdf?id=${note.id}`, admin);
      const [text = ''] = await pdfPageTexts(pdfBytesOfDataUrl((res.body as { content: string }).content));
      expect(text).toContain('FACTURA RECTIFICATIVA');
      expect(text).toContain(`Rectifica la factura ${invoice.number}`);
      expect(text).toContain(formatEmailEuros(note.totalCents, 'es'));
    });

    it('continues a long invoice on a second page, with the totals after the last line', async () => {
      const lines = Array.from({ length: 50 }, (_, index) => ({
        concept: `Línea ${String(index + 1).padStart(2, '0')} · ${'concepto largo '.repeat(6)}`,
        amountCents: 100 + index,
      }));
      const invoice = await create(invoiceBody({ lines }));
      const res = await api.call('GET', `/invoice/pdf?id=${invoice.id}`, admin);
      const pages = await pdfPageTexts(pdfBytesOfDataUrl((res.body as { content: string }).content));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const all = pages.join('\n');
      for (let index = 1; index <= 50; index += 1) {
        expect(all).toContain(`Línea ${String(index).padStart(2, '0')} ·`);
      }
      expect(pages.at(-1)).toContain(formatEmailEuros(invoice.totalCents, 'es'));
      expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
    });
  });

  describe('scope', () => {
    it("refuses another brand's invoice and customer as if they did not exist", async () => {
      const invoice = await create(invoiceBody());
      const before = await fingerprintDatabase(api.db);
      const pdf = await api.call('GET', `/invoice/pdf?id=${invoice.id}`, nimbus);
      expect(pdf.status).toBe(404);
      const edit = await api.call('PUT', `/invoices/${invoice.id}`, nimbus, {
        family: 'MOBILE',
        cycle: '2026-03',
        lines: [{ concept: 'X', amountCents: 1 }],
      });
      expect(edit.status).toBe(404);
      const add = await api.call('POST', '/invoices', nimbus, invoiceBody());
      expect(add.status).toBe(404);
      const draft = await api.call('GET', `/invoice/draft?fiscalId=${FISCAL_ID}`, nimbus);
      expect(draft.status).toBe(404);
      expect(await fingerprintDatabase(api.db)).toEqual(before);
    });
  });

  describe('bad queries', () => {
    it('answer 400 with the field for a malformed id or a missing fiscal id', async () => {
      const pdf = await api.call('GET', '/invoice/pdf?id=abc', admin);
      expect(pdf.status).toBe(400);
      expect(errorOf(pdf.body)).toMatchObject({ code: 'INVALID_REQUEST', field: 'id' });
      const draft = await api.call('GET', '/invoice/draft?fiscalId=%20', admin);
      expect(draft.status).toBe(400);
      expect(errorOf(draft.body)).toMatchObject({ code: 'INVALID_REQUEST', field: 'fiscalId' });
      const missing = await api.call('GET', '/invoice/pdf?id=00000000-0000-4000-8000-000000000000', admin);
      expect(missing.status).toBe(404);
    });
  });

  describe('series numbers under concurrent saves', () => {
    it('gives every parallel save its own number, consecutive, with none skipped', async () => {
      const invoices = await nextNumber('INVOICE');
      const notes = await nextNumber('CREDIT_NOTE');
      const paid = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const invoice = await create(invoiceBody());
          await payByCard(invoice.id);
          return invoice.id;
        }),
      );
      const start = (await nextNumber('INVOICE')).next;
      expect(start).toBe(invoices.next + 4);
      const saves = [
        ...Array.from({ length: 12 }, (_, index) =>
          api.call(
            'POST',
            '/invoices',
            admin,
            invoiceBody({ lines: [{ concept: `Cuota ${index}`, amountCents: 500 + index }] }),
          ),
        ),
        ...paid.map((id) =>
          api.call(
            'POST',
            '/invoices',
            admin,
            invoiceBody({
              type: 'CREDIT_NOTE',
              originalInvoiceId: id,
              lines: [{ concept: 'Abono', amountCents: 100 }],
            }),
          ),
        ),
        // Refused saves in between take no number.
        ...Array.from({ length: 3 }, () =>
          api.call(
            'POST',
            '/invoices',
            admin,
            invoiceBody({
              type: 'CREDIT_NOTE',
              originalInvoiceId: paid[0],
              lines: [{ concept: 'Abono', amountCents: 99_999_999 }],
            }),
          ),
        ),
      ];
      const answers = await Promise.all(saves);
      const saved = answers.filter((res) => res.status === 200).map((res) => res.body as InvoiceDetail);
      const refused = answers.filter((res) => res.status !== 200);
      expect(saved).toHaveLength(16);
      // The oversize notes race paid[0]'s real one: each is refused as too big (422) or as too late (409).
      expect(refused).toHaveLength(3);
      for (const res of refused) expect([409, 422]).toContain(res.status);
      const sequence = (number: string) => Number(number.slice(number.lastIndexOf('-') + 1));
      const invoiceNumbers = saved
        .filter((item) => item.type === 'INVOICE')
        .map((item) => sequence(item.number));
      const noteNumbers = saved
        .filter((item) => item.type === 'CREDIT_NOTE')
        .map((item) => sequence(item.number));
      expect(invoiceNumbers.sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, index) => start + index),
      );
      expect(noteNumbers.sort((a, b) => a - b)).toEqual(
        Array.from({ length: 4 }, (_, index) => notes.next + index),
      );
      expect((await nextNumber('INVOICE')).next).toBe(start + 12);
      expect((await nextNumber('CREDIT_NOTE')).next).toBe(notes.next + 4);
      const stored = await api.db
        .selectFrom('invoices')
        .select('number')
        .where('brand_id', '=', '2020001')
        .execute();
      expect(new Set(stored.map((row) => row.number)).size).toBe(stored.length);
    });
  });
});
