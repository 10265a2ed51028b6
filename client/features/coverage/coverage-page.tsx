import { useState } from 'react';
import { type Control, FormProvider, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { canAccess } from '../../../schema/domain/roles';
import type { SignupAddress } from '../../../schema/rest/signup';
import { AddressFields } from '../../addresses/address-fields';
import { emptyAddress } from '../../addresses/empty-address';
import { signupAddressLink } from '../../addresses/signup-address-link';
import type { CheckCoverageMutation as CheckCoverageResult } from '../../generated/graphql';
import type { PageProps } from '../../routing/route-types';
import { runOperation } from '../../session/graphql-client';
import { sessionStore } from '../../session/session-store';
import { PageHeader } from '../../shell/page-header';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { CheckCoverageMutation } from './coverage-documents';
import {
  type CoverageFormOutput,
  type CoverageFormValues,
  coverageFormFieldOf,
  coverageFormSchema,
  coverageInputOf,
} from './coverage-form-schema';
import { CoverageResultPanel } from './coverage-result-panel';
import { PublicCoverageLinksPanel } from './public-coverage-links-panel';

type Checked = { address: SignupAddress; result: CheckCoverageResult['checkCoverage'] };

/** /coverage (agent): which technologies reach an address, and from there the signup of a customer living there. */
export default function CoveragePage({ route }: PageProps) {
  const { t } = useTranslation(['coverage', 'routes']);
  const [, navigate] = useLocation();
  const form = useZodForm<CoverageFormValues, CoverageFormOutput>(coverageFormSchema, {
    defaultValues: { address: emptyAddress() },
  });
  const [checked, setChecked] = useState<Checked | null>(null);
  const { user } = useSnapshot(sessionStore);
  const submit = useFormSubmit(
    form,
    async ({ address }) => {
      setChecked(null);
      const data = await runOperation(
        CheckCoverageMutation,
        { address: coverageInputOf(address) },
        'mutation',
      );
      setChecked({ address, result: data.checkCoverage });
    },
    () => undefined,
    { fieldOfApiField: coverageFormFieldOf },
  );

  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('coverage.formLabel')}
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <FormErrorSummary control={form.control} density="regular" />
          <AddressFields name="address" legend={t('coverage.addressLegend')} />
          <div className="flex items-center justify-end gap-3">
            <CheckingStatus control={form.control} />
            <FormSubmitButton control={form.control} size="lg">
              {t('coverage.check')}
            </FormSubmitButton>
          </div>
        </form>
      </FormProvider>
      {checked ? (
        <CoverageResultPanel
          result={checked.result}
          addressLabel={addressLine(checked.address)}
          onStartSignup={() => navigate(signupAddressLink(checked.address))}
        />
      ) : null}
      {canAccess(user?.role, 'admin') ? <PublicCoverageLinksPanel /> : null}
    </section>
  );
}

/** "Checking coverage…" beside the button while the check runs, announced politely. */
function CheckingStatus({ control }: { control: Control<CoverageFormValues, unknown, CoverageFormOutput> }) {
  const { t } = useTranslation('coverage');
  const { isSubmitting } = useFormState({ control });
  return (
    <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
      {isSubmitting ? t('coverage.checking') : ''}
    </p>
  );
}

function addressLine(address: SignupAddress): string {
  const street = [address.streetType, address.street, address.number, address.floor]
    .filter(Boolean)
    .join(' ');
  return `${street}, ${address.postalCode} ${address.city}`;
}
