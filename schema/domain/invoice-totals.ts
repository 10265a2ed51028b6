import type { Cents } from './money';
import { taxCents } from './taxes';
import type { InvoiceType } from './vocabulary/invoice';

/** A concept as typed on the invoice form: its net amount in cents, always positive. */
export type NetInvoiceLine = { concept: string; amountCents: Cents; subscriptionId?: string | null };

/** A concept as stored and printed: net and tax in cents, negative on a credit note. */
export type TaxedInvoiceLine = {
  concept: string;
  subscriptionId: string | null;
  amountCents: Cents;
  taxCents: Cents;
};

export type InvoiceTotals = {
  lines: TaxedInvoiceLine[];
  baseCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
};

/**
 * The lines and totals of a document at one tax rate (the customer's territory on the issue date): each line's tax
 * rounded on its own, the totals the sums of the lines, so the printed columns always add up. A credit note
 * negates every amount. The form's running totals and the api's stored ones come from this one function.
 */
export function invoiceTotals(
  lines: readonly NetInvoiceLine[],
  rate: number,
  type: InvoiceType = 'INVOICE',
): InvoiceTotals {
  const sign = type === 'CREDIT_NOTE' ? -1 : 1;
  const taxed = lines.map((line) => {
    const amountCents = sign * line.amountCents;
    return {
      concept: line.concept,
      subscriptionId: line.subscriptionId ?? null,
      amountCents,
      taxCents: taxCents(amountCents, rate),
    };
  });
  const baseCents = taxed.reduce((sum, line) => sum + line.amountCents, 0);
  const tax = taxed.reduce((sum, line) => sum + line.taxCents, 0);
  return { lines: taxed, baseCents, taxCents: tax, totalCents: baseCents + tax };
}
