import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../../schema/domain/validation-messages';
import type { InvoiceType } from '../../../../schema/domain/vocabulary/invoice';
import { invoiceTypeSchema } from '../../../../schema/domain/vocabulary/invoice';
import { productFamilySchema } from '../../../../schema/domain/vocabulary/product-schemas';
import {
  INVOICE_LINES_MAX,
  invoiceDraftQuery,
  invoiceLineInputSchema,
  updateInvoiceBody,
} from '../../../../schema/rest/invoices';
import { checkField } from '../../../ui/form/check-field';
import { parseEuros } from '../../../ui/format';

/** One concept while it is typed: the net amount in euros as text. */
export type InvoiceLineFormValues = { concept: string; amount: string; subscriptionId: string | null };

/** What the invoice form holds while it is edited. */
export type InvoiceFormValues = {
  fiscalId: string;
  type: InvoiceType;
  /** The invoice a credit note rectifies; '' until one is chosen. */
  originalInvoiceId: string;
  family: z.infer<typeof productFamilySchema>;
  cycle: string;
  lines: InvoiceLineFormValues[];
};

type InvoiceLineInput = { concept: string; amountCents: number; subscriptionId: string | null };

/** What the form answers once every field passed the api's own rules. */
export type InvoiceFormOutput = {
  fiscalId: string;
  type: InvoiceType;
  originalInvoiceId: string | null;
  family: z.infer<typeof productFamilySchema>;
  cycle: string;
  lines: InvoiceLineInput[];
};

const INVALID_AMOUNT = { key: 'invoiceApp.form.invalidAmount' };
const INVALID_CYCLE = { key: 'invoiceApp.form.invalidCycle' };

export const EMPTY_LINE: InvoiceLineFormValues = { concept: '', amount: '', subscriptionId: null };

/** A line's net amount in cents as typed, or null while it is not an amount yet (the running totals skip it). */
export function lineAmountCents(line: Pick<InvoiceLineFormValues, 'amount'>): number | null {
  const cents = parseEuros(line.amount);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * The invoice form's schema: every field checked by the api's rules (schema/rest/invoices.ts) in one pass, amounts
 * typed in euros and sent in cents. A credit note needs the invoice it rectifies.
 */
export const invoiceFormSchema = z
  .object({
    fiscalId: z.string(),
    type: invoiceTypeSchema,
    originalInvoiceId: z.string(),
    family: productFamilySchema,
    cycle: z.string(),
    lines: z.array(
      z.object({ concept: z.string(), amount: z.string(), subscriptionId: z.string().nullable() }),
    ),
  })
  .transform((values, ctx): InvoiceFormOutput => {
    const fiscalId = checkField(ctx, 'fiscalId', invoiceDraftQuery.shape.fiscalId, values.fiscalId);
    const cycle = checkField(
      ctx,
      'cycle',
      updateInvoiceBody.shape.cycle,
      values.cycle.trim(),
      () => INVALID_CYCLE,
    );
    if (values.type === 'CREDIT_NOTE' && !values.originalInvoiceId) {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['originalInvoiceId'] });
    }
    if (values.lines.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'invoiceApp.form.noLines', path: ['lines'] });
    }
    if (values.lines.length > INVOICE_LINES_MAX) {
      ctx.addIssue({ code: 'custom', message: 'invoiceApp.form.tooManyLines', path: ['lines'] });
    }
    const lines = values.lines.map((line, index) => {
      const concept = checkField(
        ctx,
        `lines.${index}.concept`,
        invoiceLineInputSchema.shape.concept,
        line.concept,
      );
      let amount: { value: number } | null = null;
      if (!line.amount.trim()) {
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['lines', String(index), 'amount'] });
      } else {
        amount = checkField(
          ctx,
          `lines.${index}.amount`,
          invoiceLineInputSchema.shape.amountCents,
          parseEuros(line.amount) ?? Number.NaN,
          () => INVALID_AMOUNT,
        );
      }
      return concept && amount
        ? { concept: concept.value, amountCents: amount.value, subscriptionId: line.subscriptionId }
        : null;
    });
    const checked = lines.filter((line) => line !== null);
    if (!fiscalId || !cycle || checked.length !== lines.length || lines.length === 0) return z.NEVER;
    if (lines.length > INVOICE_LINES_MAX) return z.NEVER;
    if (values.type === 'CREDIT_NOTE' && !values.originalInvoiceId) return z.NEVER;
    return {
      fiscalId: fiscalId.value,
      type: values.type,
      originalInvoiceId: values.type === 'CREDIT_NOTE' ? values.originalInvoiceId : null,
      family: values.family,
      cycle: cycle.value,
      lines: checked,
    };
  });

/** The form field an api error's field lands on: amounts are typed in euros (`amount`), sent in cents. */
export function formFieldOfApiField(apiField: string): string {
  return apiField.replace(/^lines\.(\d+)\.amountCents$/, 'lines.$1.amount').replace(/^brandId$/, 'fiscalId');
}
