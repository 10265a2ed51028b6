import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatIban } from '../../../../schema/domain/validators/iban';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../schema/domain/vocabulary/customer';
import { signupPaymentSchema } from '../../../../schema/rest/signup';
import { runOperation } from '../../../session/graphql-client';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { SaveSignupPaymentMutation } from '../signup-documents';
import { StepFrame, type StepProps } from '../step-frame';
import { optionalText, stepSchema } from '../step-schema';
import { useStepSubmit } from '../use-step-submit';

type PaymentValues = { paymentMethod: PaymentMethod; iban: string };

const paymentFormSchema = stepSchema<PaymentValues, z.output<typeof signupPaymentSchema>>(
  (values) => ({
    paymentMethod: values.paymentMethod,
    iban: values.paymentMethod === 'SEPA_DIRECT_DEBIT' ? optionalText(values.iban) : undefined,
  }),
  signupPaymentSchema,
);

/** Payment data: SEPA direct debit with the customer's IBAN (checked by the api) and its mandate, or cash. */
export function PaymentStep({ order, onSaved, onDirtyChange, onBack }: StepProps) {
  const { t } = useTranslation(['signup', 'domain']);
  const saved = order.signup?.payment;
  const [initial] = useState<PaymentValues>(() => ({
    paymentMethod: saved?.paymentMethod ?? 'SEPA_DIRECT_DEBIT',
    iban: saved?.iban ? formatIban(saved.iban) : '',
  }));
  const form = useZodForm(paymentFormSchema, { defaultValues: initial });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const answer = await runOperation(
      SaveSignupPaymentMutation,
      { id: order.id, idempotencyKey, input: { paymentMethod: data.paymentMethod, iban: data.iban ?? null } },
      'mutation',
    );
    onSaved(answer.saveSignupPayment);
  });
  return (
    <StepFrame
      form={form}
      title={t('signup.step.PAYMENT_DATA')}
      description={t('signup.payment.description')}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      <FormRadioGroup
        control={form.control}
        name="paymentMethod"
        legend={t('signup.payment.method')}
        options={PAYMENT_METHODS.map((value) => ({ value, label: t(`domain.paymentMethod.${value}`) }))}
      />
      {method === 'SEPA_DIRECT_DEBIT' ? (
        <div className="sm:w-2/3">
          <FormTextField
            control={form.control}
            name="iban"
            label={t('signup.payment.iban')}
            placeholder="ES00 0000 0000 0000 0000 0000"
            monospace
            density="regular"
            hint={
              saved?.mandateReference
                ? t('signup.payment.mandate', { reference: saved.mandateReference })
                : t('signup.payment.mandateOnSave')
            }
          />
        </div>
      ) : null}
    </StepFrame>
  );
}
