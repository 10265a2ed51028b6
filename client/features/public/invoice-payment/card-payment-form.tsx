import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../../ui/form/form-submit-button';
import { FormTextField } from '../../../ui/form/form-text-field';
import { serverErrorOf } from '../../../ui/form/server-error-mapping';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatEuros } from '../../../ui/format';
import { formatExpiry, groupCardNumber } from './card-input-format';
import { type CardPaymentValues, cardPaymentSchema } from './card-payment-schema';
import { FormattedCardField } from './formatted-card-field';
import { PayPublicInvoiceMutation } from './invoice-payment-documents';

/**
 * Refusals after which this link cannot pay any more (paid meanwhile, closed, replaced, expired, locked after too
 * many failed attempts): the page drops the form and says why, instead of inviting another try.
 */
export const LINK_CLOSING_CODES = [
  'INVOICE_ALREADY_PAID',
  'INVOICE_NOT_PAYABLE',
  'PAYMENT_LINK_INVALID',
  'PAYMENT_LINK_EXPIRED',
  'TOO_MANY_PAYMENT_ATTEMPTS',
] as const;
export type LinkClosingCode = (typeof LINK_CLOSING_CODES)[number];

function isLinkClosing(code: string): code is LinkClosingCode {
  return (LINK_CLOSING_CODES as readonly string[]).includes(code);
}

export type PaidInvoice = { number: string; totalCents: number; paidAt: string };

const EMPTY_CARD: CardPaymentValues = { holder: '', cardNumber: '', expiry: '', cvc: '' };

/**
 * The card form: holder, number (grouped as typed), expiry MM/YY and CVC, with the browser's card autofill names.
 * A declined or mistyped card keeps the form with the reason; paying twice is impossible (the button is disabled
 * while paying and the api locks the invoice).
 */
export function CardPaymentForm({
  token,
  totalCents,
  onPaid,
  onLinkClosed,
}: {
  token: string;
  totalCents: number;
  onPaid: (paid: PaidInvoice) => void;
  onLinkClosed: (code: LinkClosingCode) => void;
}) {
  const { t, i18n } = useTranslation(['invoicePayment', 'errors']);
  const form = useZodForm(cardPaymentSchema(), { defaultValues: EMPTY_CARD });
  const paid = useRef<PaidInvoice | null>(null);
  const submit = useFormSubmit(
    form,
    async (card) => {
      try {
        const answer = await runPublicOperation(PayPublicInvoiceMutation, { token, ...card }, 'mutation');
        paid.current = answer.payPublicInvoice;
      } catch (error) {
        const { code } = serverErrorOf(error);
        if (!isLinkClosing(code)) throw error;
        onLinkClosed(code);
      }
    },
    () => {
      if (paid.current) onPaid(paid.current);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h2 className="font-semibold text-lg">{t('invoicePayment.card.heading')}</h2>
      <FormErrorSummary control={form.control} density="regular" />
      <FormTextField
        control={form.control}
        name="holder"
        label={t('invoicePayment.card.holder')}
        autoComplete="cc-name"
        density="regular"
      />
      <FormattedCardField
        control={form.control}
        name="cardNumber"
        label={t('invoicePayment.card.number')}
        format={groupCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-3">
        <FormattedCardField
          control={form.control}
          name="expiry"
          label={t('invoicePayment.card.expiry')}
          format={formatExpiry}
          autoComplete="cc-exp"
          placeholder={t('invoicePayment.card.expiryPlaceholder')}
        />
        <FormTextField
          control={form.control}
          name="cvc"
          label={t('invoicePayment.card.cvc')}
          hint={t('invoicePayment.card.cvcHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          monospace
          density="regular"
        />
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('invoicePayment.card.privacy')}</p>
      <FormSubmitButton control={form.control} size="lg" fullWidth>
        {t('invoicePayment.card.pay', { amount: formatEuros(totalCents, i18n.language) })}
      </FormSubmitButton>
    </form>
  );
}
