import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issuePaymentLink } from '../../api/invoices/payment-link';
import type { InvoiceDetail, InvoiceDraft } from '../../schema/rest/invoices';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';
import { pdfBytesOfDataUrl, pdfPageTexts } from '../support/pdf-text';

const FISCAL_ID = '05099189C';
const PARTY = 'name fiscalId addressLines';
const DETAIL_FIELDS = `id number type status family cycle dueDate taxTerritory taxRate baseCents taxCents totalCents
  originalInvoiceId originalInvoiceNumber creditNoteId lines { concept subscriptionId amountCents taxCents }
  history { action statusFrom statusTo actor } issuer { ${PARTY} logoUrl } billTo { ${PARTY} }`;

const DRAFT = `query($fiscalId: String!, $brandId: ID) {
  invoiceDraft(fiscalId: $fiscalId, brandId: $brandId) {
    customerId brandId billTo { ${PARTY} } taxTerritory taxRate paymentTermsDays issueDate dueDate
    creditableInvoices { id number status family cycle totalCents taxRate }
  }
}`;
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${DETAIL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateInvoiceInput!) {
  updateInvoice(id: $id, input: $input) { ${DETAIL_FIELDS} }
}`;
const PDF = 'query($id: ID!) { invoicePdf(id: $id) { fileName content } }';
const PAY = `mutation($t: String!, $n: String!, $e: String!, $c: String!, $h: String!) {
  payPublicInvoice(token: $t, cardNumber: $n, expiry: $e, cvc: $c, holder: $h) { status }
}`;

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: the invoices app over GraphQL (draft, add, edit, PDF)', () => {
  let stack: GatewayStack;
  let admin: string;
  let nimbus: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('answers the draft as GET /invoice/draft does, in one REST call', async () => {
    const draft = dataOf<InvoiceDraft>(
      await stack.graphql(admin, DRAFT, { fiscalId: FISCAL_ID }),
      'invoiceDraft',
    );
    expect(stack.restCalls).toEqual([`GET /invoice/draft?fiscalId=${FISCAL_ID}`]);
    const rest = await stack.api.call('GET', `/invoice/draft?fiscalId=${FISCAL_ID}`, admin);
    expect(draft).toEqual(rest.body);
    const foreign = await stack.graphql(nimbus, DRAFT, { fiscalId: FISCAL_ID });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('adds an invoice, edits it while pending, renders its PDF, and refuses the edit once it is paid', async () => {
    const invoice = dataOf<InvoiceDetail>(
      await stack.graphql(admin, CREATE, {
        input: {
          fiscalId: FISCAL_ID,
          type: 'INVOICE',
          family: 'MOBILE',
          cycle: '2026-03',
          lines: [{ concept: 'Cuota mensual', amountCents: 1999 }],
        },
      }),
      'createInvoice',
    );
    expect(stack.restCalls).toEqual(['POST /invoices']);
    expect(invoice).toMatchObject({
      type: 'INVOICE',
      status: 'PENDING',
      baseCents: 1999,
      originalInvoiceId: null,
    });
    expect(invoice.billTo.fiscalId).toBe(FISCAL_ID);

    const edited = dataOf<InvoiceDetail>(
      await stack.graphql(admin, UPDATE, {
        id: invoice.id,
        input: { family: 'FIBRE', cycle: '2026-02', lines: [{ concept: 'Fibra', amountCents: 2500 }] },
      }),
      'updateInvoice',
    );
    expect(edited).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      family: 'FIBRE',
      baseCents: 2500,
    });
    expect(edited.history.map((entry) => entry.action)).toEqual(['ISSUE', 'EDIT']);

    const pdf = dataOf<{ fileName: string; content: string }>(
      await stack.graphql(admin, PDF, { id: invoice.id }),
      'invoicePdf',
    );
    expect(pdf.fileName).toBe(`${invoice.number}.pdf`);
    const [text = ''] = await pdfPageTexts(pdfBytesOfDataUrl(pdf.content));
    expect(text).toContain(invoice.number);
    expect(text).toContain('Fibra');

    // Paid by its customer on the public payment page, with the link its e-mail carries.
    const { token } = await issuePaymentLink(stack.api.db, invoice.id);
    const paid = await stack.graphql(null, PAY, {
      t: token,
      n: '4242424242424242',
      e: '12/39',
      c: '123',
      h: 'Ana',
    });
    expect(dataOf<{ status: string }>(paid, 'payPublicInvoice').status).toBe('PAID');
    const refused = await stack.graphql(admin, UPDATE, {
      id: invoice.id,
      input: { family: 'FIBRE', cycle: '2026-02', lines: [{ concept: 'Fibra', amountCents: 1 }] },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('INVOICE_NOT_EDITABLE');

    const note = dataOf<InvoiceDetail>(
      await stack.graphql(admin, CREATE, {
        input: {
          fiscalId: FISCAL_ID,
          type: 'CREDIT_NOTE',
          originalInvoiceId: invoice.id,
          family: 'FIBRE',
          cycle: '2026-02',
          lines: [{ concept: 'Abono', amountCents: 500 }],
        },
      }),
      'createInvoice',
    );
    expect(note).toMatchObject({
      type: 'CREDIT_NOTE',
      status: 'PAID',
      originalInvoiceNumber: invoice.number,
      baseCents: -500,
    });

    const bad = await stack.graphql(admin, CREATE, {
      input: { fiscalId: FISCAL_ID, type: 'INVOICE', family: 'MOBILE', cycle: '2026-13', lines: [] },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST' });
    const foreign = await stack.graphql(nimbus, PDF, { id: invoice.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
