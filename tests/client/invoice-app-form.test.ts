import { describe, expect, it } from 'vitest';
import {
  formFieldOfApiField,
  type InvoiceFormValues,
  invoiceFormSchema,
} from '../../client/features/invoices/app/invoice-form-schema';

const values = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  fiscalId: ' 05099189-c ',
  type: 'INVOICE',
  originalInvoiceId: '',
  family: 'MOBILE',
  cycle: '2026-03',
  lines: [
    { concept: 'Cuota mensual', amount: '19,99', subscriptionId: null },
    { concept: 'Roaming', amount: '3.5', subscriptionId: 'a6d8c3f4-7f5b-4a8e-9d55-6c7b1f0e2a10' },
  ],
  ...overrides,
});

/** The form's messages by field, as react-hook-form would show them. */
function problems(input: InvoiceFormValues): Record<string, string> {
  const result = invoiceFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the invoice form schema (the api rules, amounts typed in euros)', () => {
  it('answers the api input: the fiscal id normalised, amounts in cents, no original on an invoice', () => {
    const result = invoiceFormSchema.parse(values({ originalInvoiceId: 'ignored-on-an-invoice' }));
    expect(result).toEqual({
      fiscalId: '05099189C',
      type: 'INVOICE',
      originalInvoiceId: null,
      family: 'MOBILE',
      cycle: '2026-03',
      lines: [
        { concept: 'Cuota mensual', amountCents: 1999, subscriptionId: null },
        { concept: 'Roaming', amountCents: 350, subscriptionId: 'a6d8c3f4-7f5b-4a8e-9d55-6c7b1f0e2a10' },
      ],
    });
  });

  it('says every problem at its field in one pass, with translatable keys', () => {
    expect(
      problems(
        values({
          fiscalId: '',
          cycle: '2026-13',
          type: 'CREDIT_NOTE',
          lines: [
            { concept: ' ', amount: '1,999', subscriptionId: null },
            { concept: 'Cuota', amount: '', subscriptionId: null },
            { concept: 'Cuota', amount: '0', subscriptionId: null },
          ],
        }),
      ),
    ).toEqual({
      fiscalId: 'validation.required',
      cycle: 'invoiceApp.form.invalidCycle',
      originalInvoiceId: 'validation.required',
      'lines.0.concept': 'validation.required',
      'lines.0.amount': 'invoiceApp.form.invalidAmount',
      'lines.1.amount': 'validation.required',
      'lines.2.amount': 'invoiceApp.form.invalidAmount',
    });
    expect(problems(values({ lines: [] }))).toEqual({ lines: 'invoiceApp.form.noLines' });
  });

  it("puts the api's refusal of an amount in cents on the field typed in euros", () => {
    expect(formFieldOfApiField('lines.3.amountCents')).toBe('lines.3.amount');
    expect(formFieldOfApiField('lines.3.concept')).toBe('lines.3.concept');
    expect(formFieldOfApiField('originalInvoiceId')).toBe('originalInvoiceId');
  });
});
