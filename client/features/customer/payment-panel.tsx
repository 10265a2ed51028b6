import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { formatIban, normalizeIban, SPANISH_IBAN_LENGTH } from '../../../schema/domain/validators/iban';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../schema/domain/vocabulary/customer';
import { actionErrorCode } from '../../actions/action-error-code';
import { startEntityAction } from '../../actions/start-entity-action';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { CUSTOMER_QUEUE_ID, SEPA_SIGNED_ACTION_ID } from './customer-entity-actions';
import { UpdateCustomerPaymentMethodMutation } from './customer-mutations';

type Props = {
  customer: CustomerDetailFieldsFragment;
  onSaved: (customer: CustomerDetailFieldsFragment) => void;
};

/**
 * The client's part of spec section 5's IBAN rule: 24 characters (spaces and case forgiven). The check digits are
 * the server's ('IBAN inválido'); an empty IBAN removes it, which direct debit does not allow.
 */
export function paymentFormErrors(input: { iban: string; methods: readonly PaymentMethod[] }): {
  iban?: string;
  methods?: string;
} {
  const iban = normalizeIban(input.iban);
  const errors: { iban?: string; methods?: string } = {};
  if (input.methods.length === 0) errors.methods = REQUIRED_MESSAGE;
  if (iban && iban.length !== SPANISH_IBAN_LENGTH) errors.iban = DOMAIN_VALIDATION_MESSAGES.ibanLength;
  else if (!iban && input.methods.includes('SEPA_DIRECT_DEBIT')) errors.iban = REQUIRED_MESSAGE;
  return errors;
}

/** IBAN, skip invoices, payment methods and the SEPA mandate (PUT /customer/paymentMethod, /customer/sepa/signed). */
export function PaymentPanel({ customer, onSaved }: Props) {
  const { t } = useTranslation(['customer', 'domain', 'validation', 'errors']);
  const [editing, setEditing] = useState(false);
  const mandate = customer.sepaMandate;
  return (
    <section
      aria-labelledby="customer-payment-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="customer-payment-title" className="font-semibold text-slate-900 dark:text-slate-50">
          {t('customer.payment.title')}
        </h2>
        {editing ? null : (
          <button type="button" onClick={() => setEditing(true)} className={SECONDARY_BUTTON}>
            {t('customer.payment.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <PaymentForm
          customer={customer}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className={TERM}>{t('customer.field.iban')}</dt>
          <dd className="font-mono" data-testid="customer-iban">
            {customer.iban ? formatIban(customer.iban) : '—'}
          </dd>
          <dt className={TERM}>{t('customer.field.paymentMethods')}</dt>
          <dd>
            {customer.paymentMethods.map((method) => t(`domain.paymentMethod.${method}`)).join(', ') || '—'}
          </dd>
          <dt className={TERM}>{t('customer.field.skipInvoices')}</dt>
          <dd>{customer.skipInvoices ? t('customer.yes') : t('customer.no')}</dd>
        </dl>
      )}
      <div className="border-slate-200 border-t pt-3 text-sm dark:border-slate-700">
        <h3 className="mb-1 font-medium text-slate-700 dark:text-slate-200">{t('customer.sepa.title')}</h3>
        {mandate ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-mono">{mandate.reference}</span>
            {mandate.signed ? (
              <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-800 text-xs dark:bg-emerald-950 dark:text-emerald-300">
                {t('customer.sepa.signedAt', { date: formatDate(mandate.signedAt, true) })}
              </span>
            ) : (
              <>
                <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-800 text-xs dark:bg-amber-950 dark:text-amber-300">
                  {t('customer.sepa.unsigned')}
                </span>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  onClick={() => void startEntityAction(SEPA_SIGNED_ACTION_ID, [customer], CUSTOMER_QUEUE_ID)}
                >
                  {t('customer.sepa.markSigned')}
                </button>
              </>
            )}
          </div>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{t('customer.sepa.none')}</p>
        )}
      </div>
    </section>
  );
}

function PaymentForm({
  customer,
  onSaved,
  onCancel,
}: Props & {
  onCancel: () => void;
}) {
  const { t } = useTranslation(['customer', 'domain', 'validation', 'errors']);
  const [iban, setIban] = useState(customer.iban ? formatIban(customer.iban) : '');
  const [skipInvoices, setSkipInvoices] = useState(customer.skipInvoices);
  const [methods, setMethods] = useState<PaymentMethod[]>([...customer.paymentMethods]);
  const [errors, setErrors] = useState<{ iban?: string; methods?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = paymentFormErrors({ iban, methods });
    setErrors(found);
    if (found.iban || found.methods) return;
    setSaving(true);
    try {
      const data = await runOperation(
        UpdateCustomerPaymentMethodMutation,
        { fiscalId: customer.fiscalId, iban: normalizeIban(iban), skipInvoices, paymentMethods: methods },
        'mutation',
      );
      showNotice('success', t('customer.payment.saved'));
      onSaved(data.updateCustomerPaymentMethod as CustomerDetailFieldsFragment);
    } catch (error) {
      if (error instanceof GraphqlOperationError && error.field === 'iban') {
        setErrors({ iban: error.code === 'INVALID_IBAN' ? 'errors.INVALID_IBAN' : error.message });
      } else {
        setFailure(t(`errors.${actionErrorCode(error)}`));
      }
    } finally {
      setSaving(false);
    }
  }

  const toggle = (method: PaymentMethod, on: boolean) => {
    setMethods((current) =>
      on
        ? PAYMENT_METHODS.filter((m) => m === method || current.includes(m))
        : current.filter((m) => m !== method),
    );
    setErrors((current) => ({ ...current, methods: undefined }));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('customer.payment.title')}
      className="space-y-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {failure ? <FormAlert message={failure} /> : null}
      <TextField
        label={t('customer.field.iban')}
        name="iban"
        value={iban}
        onChange={(event) => {
          setIban(event.target.value);
          setErrors((current) => ({ ...current, iban: undefined }));
        }}
        error={errors.iban ? t(errors.iban) : undefined}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
      />
      <fieldset>
        <legend className="mb-1 font-medium text-slate-700 text-sm dark:text-slate-200">
          {t('customer.field.paymentMethods')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
            >
              <input
                type="checkbox"
                checked={methods.includes(method)}
                onChange={(event) => toggle(method, event.target.checked)}
                className="size-4 accent-primary-600"
              />
              {t(`domain.paymentMethod.${method}`)}
            </label>
          ))}
        </div>
        {errors.methods ? (
          <p role="alert" className="text-red-600 text-sm dark:text-red-400">
            {t(errors.methods)}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={skipInvoices}
          onChange={(event) => setSkipInvoices(event.target.checked)}
          className="size-4 accent-primary-600"
        />
        {t('customer.field.skipInvoices')}
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('customer.cancel')}
        </button>
        <div>
          <SubmitButton busy={saving}>{t('customer.payment.save')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

const TERM = 'text-slate-500 dark:text-slate-400';
export const SECONDARY_BUTTON =
  'h-9 rounded-lg border border-slate-300 px-3 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
