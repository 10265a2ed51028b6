import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../../schema/domain/validators/iban';
import { PAYMENT_METHODS } from '../../../schema/domain/vocabulary/customer';
import { startEntityAction } from '../../actions/start-entity-action';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormCheckboxGroup } from '../../ui/form/form-checkbox-group';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { CUSTOMER_QUEUE_ID, SEPA_SIGNED_ACTION_ID } from './customer-entity-actions';
import { UpdateCustomerPaymentMethodMutation } from './customer-mutations';
import { type PaymentFormValues, paymentFormSchema } from './payment-form-schema';

type Props = {
  customer: CustomerDetailFieldsFragment;
  onSaved: (customer: CustomerDetailFieldsFragment) => void;
};

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
  const initialValues: PaymentFormValues = {
    iban: customer.iban ? formatIban(customer.iban) : '',
    paymentMethods: [...customer.paymentMethods],
    skipInvoices: customer.skipInvoices,
  };
  const form = useZodForm(paymentFormSchema, { defaultValues: initialValues });
  const { control } = form;

  // An api refusal lands on the field it names, worded by the rule's own key when the api gives one.
  const submit = useFormSubmit(
    form,
    async (values) => {
      const data = await runOperation(
        UpdateCustomerPaymentMethodMutation,
        { fiscalId: customer.fiscalId, ...values },
        'mutation',
      );
      showNotice('success', t('customer.payment.saved'));
      onSaved(data.updateCustomerPaymentMethod as CustomerDetailFieldsFragment);
    },
    () => undefined,
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('customer.payment.title')}
      className="space-y-3"
      onKeyDown={onKeyDown}
    >
      <FormErrorSummary control={control} density="regular" />
      <FormTextField
        control={control}
        name="iban"
        label={t('customer.field.iban')}
        monospace
        density="regular"
      />
      <FormCheckboxGroup
        control={control}
        name="paymentMethods"
        legend={t('customer.field.paymentMethods')}
        options={PAYMENT_METHODS.map((method) => ({
          value: method,
          label: t(`domain.paymentMethod.${method}`),
        }))}
        density="regular"
      />
      <FormCheckboxField
        control={control}
        name="skipInvoices"
        label={t('customer.field.skipInvoices')}
        density="regular"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('customer.cancel')}
        </Button>
        <FormSubmitButton control={control} size="lg">
          {t('customer.payment.save')}
        </FormSubmitButton>
      </div>
    </form>
  );
}

const TERM = 'text-slate-500 dark:text-slate-400';
export const SECONDARY_BUTTON =
  'h-9 rounded-lg border border-slate-300 px-3 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
