import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Customer types (residential is also called individual). */
export const CUSTOMER_TYPES = ['RESIDENTIAL', 'COMPANY', 'FREELANCE'] as const;
export const customerTypeSchema = z.enum(CUSTOMER_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type CustomerType = z.infer<typeof customerTypeSchema>;

/** Identity document types; PASSPORT covers "passport/other" (any foreign document). */
export const DOCUMENT_TYPES = ['DNI', 'NIE', 'CIF', 'PASSPORT'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** How a customer pays. */
export const PAYMENT_METHODS = ['SEPA_DIRECT_DEBIT', 'CASH'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** SEPA direct-debit schemes a mandate is signed under (docs/domain-rules.md "Bank and payments"). */
export const SEPA_MANDATE_SCHEMES = ['CORE', 'B2B'] as const;
export const sepaMandateSchemeSchema = z.enum(SEPA_MANDATE_SCHEMES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type SepaMandateScheme = z.infer<typeof sepaMandateSchemeSchema>;

/** Whether a SEPA mandate covers recurring debits or a single one (docs/domain-rules.md "Bank and payments"). */
export const SEPA_MANDATE_TYPES = ['RECURRENT', 'ONE_OFF'] as const;
export const sepaMandateTypeSchema = z.enum(SEPA_MANDATE_TYPES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type SepaMandateType = z.infer<typeof sepaMandateTypeSchema>;
