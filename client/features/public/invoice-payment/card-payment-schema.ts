import { z } from 'zod';
import { madridCalendarDate } from '../../../../schema/domain/madrid-clock';
import { luhnCheckDigit } from '../../../../schema/domain/validators/icc';
import { requiredText } from '../../../../schema/domain/validators/required-text';

/** The card form's values as typed (the number grouped in fours, the expiry as MM/YY). */
export type CardPaymentValues = { holder: string; cardNumber: string; expiry: string; cvc: string };

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** Good through the last day of its month, on the Madrid calendar, as the api judges it. */
function isPastExpiry(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const today = madridCalendarDate(now);
  const fullYear = 2000 + year;
  return fullYear < today.year || (fullYear === today.year && month < today.month);
}

/**
 * The card form's rules: the api's shapes (schema/rest/invoices.ts payInvoiceBody: 12-19 digits, MM/YY, 3-4 digit
 * CVC) plus the check digit and a future expiry, which the api also judges but counts as failed attempts of the
 * link: a typo is caught here, before it costs one of the customer's five attempts. Each rule has its own message.
 */
export function cardPaymentSchema(now: () => Date = () => new Date()) {
  return z.object({
    holder: z.string().max(100, { error: 'invoicePayment.card.holderTooLong' }).pipe(requiredText()),
    cardNumber: z
      .string()
      .pipe(requiredText(digitsOf))
      .refine((value) => /^\d{12,19}$/.test(value), {
        error: 'invoicePayment.card.numberLength',
        abort: true,
      })
      .refine(passesLuhn, { error: 'invoicePayment.card.numberInvalid' }),
    expiry: z
      .string()
      .pipe(requiredText((value) => value.replace(/\s/g, '')))
      .refine((value) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), {
        error: 'invoicePayment.card.expiryFormat',
        abort: true,
      })
      .refine((value) => !isPastExpiry(value, now()), { error: 'invoicePayment.card.expired' }),
    cvc: requiredText().refine((value) => /^\d{3,4}$/.test(value), {
      error: 'invoicePayment.card.cvcFormat',
    }),
  });
}
