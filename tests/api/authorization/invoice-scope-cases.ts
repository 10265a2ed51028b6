import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { domainScope, type ScopeCase } from './scope-case';

type InvoiceScopeRows = {
  /** UNPAID invoices: in scope, a refund gets past the scope check to the status check (409). */
  brandInvoiceId: string;
  brandInvoiceNumber: string;
  subInvoiceId: string;
  subInvoiceNumber: string;
  /** Customers a new invoice is issued for: one in the brand's channel, one in the sub-channel. */
  brandFiscalId: string;
  subFiscalId: string;
};

async function readInvoiceScopeRows(db: Kysely<Database>): Promise<InvoiceScopeRows> {
  const unpaid = (channel: string) =>
    db
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('channel_id', '=', channel)
      .where('status', '=', 'UNPAID')
      .where('invoice_type', '=', 'INVOICE')
      .orderBy('number')
      .executeTakeFirstOrThrow();
  const brand = await unpaid('2020001');
  const sub = await unpaid('2020001002');
  const customer = (channel: string) =>
    db
      .selectFrom('customers')
      .select('fiscal_id')
      .where('channel_id', '=', channel)
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
  return {
    brandFiscalId: (await customer('2020001')).fiscal_id,
    subFiscalId: (await customer('2020001002')).fiscal_id,
    brandInvoiceId: brand.id,
    brandInvoiceNumber: brand.number,
    subInvoiceId: sub.id,
    subInvoiceNumber: sub.number,
  };
}

type Subject = 'brandInvoiceId' | 'subInvoiceId';

/**
 * The four standings for an endpoint that names one invoice. Invoices are admin-level, so the sub-channel
 * caller is an ADMIN standing in 2020001002; refusals first, so they meet an untouched row.
 */
function invoiceCases(
  request: (id: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<InvoiceScopeRows>[] {
  const on = (subject: Subject) => (rows: InvoiceScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on('brandInvoiceId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandInvoiceId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subInvoiceId'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandInvoiceId'), expect: ok },
    { relation: 'own channel', caller: 'SUB_ADMIN', request: on('subInvoiceId'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subInvoiceId'), expect: ok },
  ];
}

type CustomerSubject = 'brandFiscalId' | 'subFiscalId';

/** The same four standings for an endpoint that names a customer (the draft and the new invoice). */
function customerCases(
  request: (fiscalId: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<InvoiceScopeRows>[] {
  const on = (subject: CustomerSubject) => (rows: InvoiceScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on('brandFiscalId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandFiscalId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subFiscalId'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandFiscalId'), expect: ok },
    { relation: 'own channel', caller: 'SUB_ADMIN', request: on('subFiscalId'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subFiscalId'), expect: ok },
  ];
}

const INVOICE_INPUT = {
  family: 'MOBILE',
  cycle: '2026-03',
  lines: [{ concept: 'Cuota', amountCents: 1000 }],
};

function listed(number: 'brandInvoiceNumber' | 'subInvoiceNumber', id: Subject) {
  return (rows: InvoiceScopeRows) => ({ path: `/invoices?search=${rows[number]}`, listed: rows[id] });
}

/** Invoices and credit notes. */
export const invoiceScope = domainScope(readInvoiceScopeRows, {
  listInvoices: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandInvoiceNumber', 'brandInvoiceId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: listed('subInvoiceNumber', 'subInvoiceId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subInvoiceNumber', 'subInvoiceId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: listed('brandInvoiceNumber', 'brandInvoiceId'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandInvoiceNumber', 'brandInvoiceId'),
      expect: 200,
      listed: false,
    },
  ],
  getInvoice: invoiceCases((id) => ({ path: `/invoice?id=${id}` }), 200),
  getInvoicePdf: invoiceCases((id) => ({ path: `/invoice/pdf?id=${id}` }), 200),
  // The scope rows are UNPAID: an edit gets past the scope check to the status check (409).
  updateInvoice: invoiceCases((id) => ({ path: `/invoices/${id}`, body: INVOICE_INPUT }), 409),
  getInvoiceDraft: customerCases((fiscalId) => ({ path: `/invoice/draft?fiscalId=${fiscalId}` }), 200),
  createInvoice: customerCases(
    (fiscalId) => ({ path: '/invoices', body: { fiscalId, type: 'INVOICE', ...INVOICE_INPUT } }),
    200,
  ),
  resendInvoice: invoiceCases((id) => ({ path: `/invoices/${id}/resend`, body: {} }), 200),
  refundInvoice: invoiceCases((id) => ({ path: `/invoices/${id}/refund`, body: {} }), 409),
});
