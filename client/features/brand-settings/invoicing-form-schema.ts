import { z } from 'zod';
import { formatIban } from '../../../schema/domain/validators/iban';
import { brandInvoicingSchema, brandSeriesSchema } from '../../../schema/rest/brand-settings';
import type { BrandSettingsFieldsFragment } from '../../generated/graphql';
import { blankAsNull, textOf, wholeNumberText } from './settings-form-values';

const seriesValues = z.object({ prefix: z.string(), nextNumber: wholeNumberText });

/**
 * Invoicing tab: the `invoicing` group (payment method, terms, SEPA creditor id, collection IBAN and BIC, mandate
 * prefix) and the `series` group (invoice and credit-note prefixes with YY/YYYY and their next numbers), saved
 * together and checked by the api's schemas (creditor id and IBAN required for direct debit).
 */
export const invoicingFormSchema = z
  .object({
    invoicing: z.object({
      generateCustomerInvoices: z.boolean(),
      paymentMethod: z.string(),
      sendByEmail: z.boolean(),
      defaultPaymentTermsDays: wholeNumberText,
      collectBankDetails: z.boolean(),
      sepaCreditorId: blankAsNull,
      collectionIban: blankAsNull,
      collectionBic: blankAsNull,
      sepaMandatePrefix: z.string(),
    }),
    series: z.object({ invoice: seriesValues, creditNote: seriesValues }),
  })
  .pipe(z.object({ invoicing: brandInvoicingSchema, series: brandSeriesSchema }));
export type InvoicingFormValues = z.input<typeof invoicingFormSchema>;

export function invoicingFormValues(settings: BrandSettingsFieldsFragment): InvoicingFormValues {
  const invoicing = settings.invoicing;
  const series = settings.series;
  return {
    invoicing: {
      generateCustomerInvoices: invoicing?.generateCustomerInvoices ?? false,
      paymentMethod: textOf(invoicing?.paymentMethod),
      sendByEmail: invoicing?.sendByEmail ?? false,
      defaultPaymentTermsDays: invoicing ? String(invoicing.defaultPaymentTermsDays) : '',
      collectBankDetails: invoicing?.collectBankDetails ?? false,
      sepaCreditorId: textOf(invoicing?.sepaCreditorId),
      collectionIban: invoicing?.collectionIban ? formatIban(invoicing.collectionIban) : '',
      collectionBic: textOf(invoicing?.collectionBic),
      sepaMandatePrefix: textOf(invoicing?.sepaMandatePrefix),
    },
    series: {
      invoice: { prefix: series.invoice.prefix, nextNumber: String(series.invoice.nextNumber) },
      creditNote: { prefix: series.creditNote.prefix, nextNumber: String(series.creditNote.nextNumber) },
    },
  };
}
