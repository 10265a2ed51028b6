import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { normalizeIban, SPANISH_IBAN_LENGTH } from '../../../schema/domain/validators/iban';
import { requiredText } from '../../../schema/domain/validators/required-text';
import { PAYMENT_METHODS } from '../../../schema/domain/vocabulary/customer';
import { putCustomerPaymentMethodRequest } from '../../../schema/rest/customers';
import { checkField } from '../../ui/form/check-field';

const request = putCustomerPaymentMethodRequest.shape;

/**
 * The first step of the api's IBAN check (spanishIbanSchema): its 24 characters, spaces and case forgiven. The
 * check digits stay the api's to judge; its INVALID_IBAN lands on the field.
 */
const ibanLengthSchema = requiredText(normalizeIban).length(SPANISH_IBAN_LENGTH, {
  error: DOMAIN_VALIDATION_MESSAGES.ibanLength,
});

/**
 * The payment form's schema (the IBAN as typed, the methods ticked, skip invoices), checked with the api's rules
 * (PUT /customer/paymentMethod, docs/domain-rules.md "Bank and payments"): an IBAN of 24 characters (spaces and
 * case forgiven), none at all only without direct debit (an empty IBAN removes it), at least one method. It
 * answers the request's fields.
 */
export const paymentFormSchema = z
  .object({ iban: z.string(), paymentMethods: z.array(z.string()), skipInvoices: z.boolean() })
  .transform((values, ctx) => {
    const methods = checkField(ctx, 'paymentMethods', request.paymentMethods.unwrap(), values.paymentMethods);
    const iban = ibanOf(ctx, values.iban, values.paymentMethods.includes('SEPA_DIRECT_DEBIT'));
    if (!methods || iban === null) return z.NEVER;
    return {
      iban,
      skipInvoices: values.skipInvoices,
      // In the vocabulary's order, whatever order they were ticked in.
      paymentMethods: PAYMENT_METHODS.filter((method) => methods.value.includes(method)),
    };
  });

export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** The IBAN to send ('' removes it), or null when it is refused. */
function ibanOf(ctx: z.core.$RefinementCtx, typed: string, directDebit: boolean): string | null {
  if (!normalizeIban(typed)) {
    if (!directDebit) return '';
    ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['iban'] });
    return null;
  }
  // Longer than the api takes is no IBAN of 24 characters either.
  const sized = checkField(ctx, 'iban', request.iban.unwrap(), typed, () => ({
    key: DOMAIN_VALIDATION_MESSAGES.ibanLength,
  }));
  return sized ? (checkField(ctx, 'iban', ibanLengthSchema, sized.value)?.value ?? null) : null;
}
