import { useTranslation } from 'react-i18next';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { Button } from '../../../ui/button';
import { FormCheckboxField } from '../../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../../ui/form/form-submit-button';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { RequestPublicCoverageLeadMutation } from './public-coverage-documents';
import {
  type CheckedAddress,
  coverageAddressInputOf,
  type PublicLeadFormOutput,
  type PublicLeadFormValues,
  publicLeadFormSchema,
} from './public-coverage-forms';

/**
 * "I want it": who asks (full name, document, phone, optional e-mail) and the consent to be contacted, for the
 * address just checked. The api records the consent with today's date; nothing about the lead comes back.
 */
export function PublicLeadForm({
  linkKey,
  brandName,
  address,
  addressLabel,
  onSent,
  onBack,
}: {
  linkKey: string;
  brandName: string;
  address: CheckedAddress;
  addressLabel: string;
  onSent: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('publicCoverage');
  const form = useZodForm<PublicLeadFormValues, PublicLeadFormOutput>(publicLeadFormSchema, {
    defaultValues: { fullName: '', documentNumber: '', phone: '', email: '', acceptConsent: false },
  });
  const submit = useFormSubmit(
    form,
    (lead) =>
      runPublicOperation(
        RequestPublicCoverageLeadMutation,
        {
          input: {
            key: linkKey,
            address: coverageAddressInputOf(address),
            fullName: lead.fullName,
            documentNumber: lead.documentNumber,
            phone: lead.phone,
            email: lead.email || null,
            acceptConsent: lead.acceptConsent,
          },
        },
        'mutation',
      ),
    onSent,
  );
  const { control } = form;
  return (
    <section aria-labelledby="public-coverage-lead" className="space-y-4">
      <div>
        <h2
          id="public-coverage-lead"
          tabIndex={-1}
          className="font-semibold text-lg text-slate-900 dark:text-slate-50"
        >
          {t('publicCoverage.lead.title')}
        </h2>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {t('publicCoverage.lead.intro', { brand: brandName, address: addressLabel })}
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormErrorSummary control={control} density="regular" />
        <FormTextField
          control={control}
          name="fullName"
          label={t('publicCoverage.lead.fullName')}
          autoComplete="name"
          density="regular"
        />
        <FormTextField
          control={control}
          name="documentNumber"
          label={t('publicCoverage.lead.documentNumber')}
          hint={t('publicCoverage.lead.documentHint')}
          density="regular"
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('publicCoverage.lead.phone')}
          autoComplete="tel"
          inputMode="tel"
          density="regular"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('publicCoverage.lead.email')}
          hint={t('publicCoverage.lead.emailHint')}
          autoComplete="email"
          inputMode="email"
          density="regular"
        />
        <FormCheckboxField
          control={control}
          name="acceptConsent"
          label={t('publicCoverage.lead.consent', { brand: brandName })}
          className="flex items-start gap-3 text-slate-700 text-sm dark:text-slate-200 [&>input]:mt-0.5 [&>input]:shrink-0"
          density="regular"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onBack}>
            {t('publicCoverage.lead.back')}
          </Button>
          <FormSubmitButton control={control} size="lg">
            {t('publicCoverage.lead.submit')}
          </FormSubmitButton>
        </div>
      </form>
    </section>
  );
}
