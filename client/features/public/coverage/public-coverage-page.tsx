import { useCallback, useEffect, useRef, useState } from 'react';
import { type Control, FormProvider, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PageProps } from '../../../routing/route-types';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { Button } from '../../../ui/button';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../../ui/form/form-submit-button';
import { serverErrorOf } from '../../../ui/form/server-error-mapping';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { FormAlert } from '../../../ui/form-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { type PublicBrand, PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';
import { PublicAddressFields } from './public-address-fields';
import { PublicCoverageKeyContext } from './public-city-search';
import { CheckPublicCoverageMutation, PublicCoverageBrandQuery } from './public-coverage-documents';
import {
  type CheckedAddress,
  coverageAddressInputOf,
  emptyPublicAddress,
  type PublicAddressFormOutput,
  type PublicAddressFormValues,
  publicAddressFormSchema,
} from './public-coverage-forms';
import { type PublicCoverageAnswer, PublicCoverageResult } from './public-coverage-result';
import { PublicLeadForm } from './public-lead-form';

type LinkState =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string }
  | { kind: 'ready'; brand: PublicBrand };

/** Where the customer is: checking addresses, asking for the offer of the address checked, or done. */
type Step =
  | { kind: 'search'; checked: { address: CheckedAddress; answer: PublicCoverageAnswer } | null }
  | { kind: 'lead'; address: CheckedAddress; answer: PublicCoverageAnswer }
  | { kind: 'sent' };

function addressLine({ street, number, postalCode, city }: CheckedAddress): string {
  return `${street} ${number}, ${postalCode} ${city}`;
}

/**
 * /coverage/public?key=… and /coverage/public/general?key=… (the same page in the secondary colour): a customer
 * without a session checks an address against the coverage of the brand the link's key names and, where something
 * reaches it, leaves a request ("I want it") that the brand receives as a lead. A key that names no brand shows
 * why and no form.
 */
export default function PublicCoveragePage(_props: PageProps) {
  const { t } = useTranslation(['publicCoverage', 'errors']);
  const key = new URLSearchParams(useSearch()).get('key') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const request = useRef(0);
  usePublicPageTitle(t('publicCoverage.title'));

  const load = useCallback(() => {
    const id = ++request.current;
    if (!key) {
      setLink({ kind: 'failed', code: 'PUBLIC_LINK_INVALID' });
      return;
    }
    setLink({ kind: 'loading' });
    runPublicOperation(PublicCoverageBrandQuery, { key }, 'query').then(
      ({ publicCoverageBrand }) => {
        if (request.current === id) setLink({ kind: 'ready', brand: publicCoverageBrand });
      },
      (error: unknown) => {
        if (request.current === id) setLink({ kind: 'failed', code: serverErrorOf(error).code });
      },
    );
  }, [key]);

  useEffect(() => {
    load();
    return () => {
      request.current += 1;
    };
  }, [load]);

  return (
    <PublicPageFrame brand={link.kind === 'ready' ? link.brand : null} title={t('publicCoverage.title')}>
      {link.kind === 'loading' ? <PageSpinner /> : null}
      {link.kind === 'failed' ? (
        link.code === 'PUBLIC_LINK_INVALID' ? (
          <div className="space-y-2">
            <FormAlert message={t('publicCoverage.invalidLink.title')} />
            <p className="text-slate-700 dark:text-slate-200">{t('publicCoverage.invalidLink.body')}</p>
          </div>
        ) : (
          <div className="space-y-4">
            <FormAlert
              message={t(`errors.${link.code}`, { defaultValue: '' }) || t('publicCoverage.loadFailed')}
            />
            <Button variant="secondary" size="lg" onClick={load}>
              {t('publicCoverage.retry')}
            </Button>
          </div>
        )
      ) : null}
      {link.kind === 'ready' ? (
        <PublicCoverageKeyContext value={key}>
          <PublicCoverageSteps linkKey={key} brand={link.brand} />
        </PublicCoverageKeyContext>
      ) : null}
    </PublicPageFrame>
  );
}

/** The check, "I want it" and the thanks, the focus moved to each step's heading as it appears. */
function PublicCoverageSteps({ linkKey, brand }: { linkKey: string; brand: PublicBrand }) {
  const { t } = useTranslation('publicCoverage');
  const [step, setStep] = useState<Step>({ kind: 'search', checked: null });
  const form = useZodForm<PublicAddressFormValues, PublicAddressFormOutput>(publicAddressFormSchema, {
    defaultValues: emptyPublicAddress(),
  });
  const focusOnArrival = useRef<string | null>(null);
  useEffect(() => {
    const id = focusOnArrival.current;
    if (!id) return;
    focusOnArrival.current = null;
    document.getElementById(id)?.focus();
  });
  function go(next: Step, headingId: string) {
    focusOnArrival.current = headingId;
    setStep(next);
  }

  const submit = useFormSubmit(
    form,
    async ({ address }) => {
      const data = await runPublicOperation(
        CheckPublicCoverageMutation,
        { key: linkKey, address: coverageAddressInputOf(address) },
        'mutation',
      );
      go(
        { kind: 'search', checked: { address, answer: data.checkPublicCoverage } },
        'public-coverage-result',
      );
    },
    () => undefined,
  );

  if (step.kind === 'sent') {
    return (
      <section aria-labelledby="public-coverage-thanks" className="space-y-4">
        <h2
          id="public-coverage-thanks"
          tabIndex={-1}
          className="font-semibold text-lg text-slate-900 dark:text-slate-50"
        >
          {t('publicCoverage.sent.title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">
          {t('publicCoverage.sent.body', { brand: brand.name })}
        </p>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            form.reset(emptyPublicAddress());
            go({ kind: 'search', checked: null }, 'public-page-title');
          }}
        >
          {t('publicCoverage.sent.again')}
        </Button>
      </section>
    );
  }

  if (step.kind === 'lead') {
    return (
      <PublicLeadForm
        linkKey={linkKey}
        brandName={brand.name}
        address={step.address}
        addressLabel={addressLine(step.address)}
        onSent={() => go({ kind: 'sent' }, 'public-coverage-thanks')}
        onBack={() =>
          go(
            { kind: 'search', checked: { address: step.address, answer: step.answer } },
            'public-coverage-result',
          )
        }
      />
    );
  }

  const { checked } = step;
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-200">{t('publicCoverage.intro', { brand: brand.name })}</p>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormErrorSummary control={form.control} density="regular" />
          <PublicAddressFields legend={t('publicCoverage.addressLegend')} />
          <CheckingStatus control={form.control} />
          <FormSubmitButton control={form.control} size="lg" fullWidth>
            {t('publicCoverage.check')}
          </FormSubmitButton>
        </form>
      </FormProvider>
      {checked ? (
        <PublicCoverageResult
          answer={checked.answer}
          addressLabel={addressLine(checked.address)}
          onWantIt={() => go({ kind: 'lead', ...checked }, 'public-coverage-lead')}
        />
      ) : null}
    </div>
  );
}

/** "Checking coverage…" while the check runs, announced politely. */
function CheckingStatus({
  control,
}: {
  control: Control<PublicAddressFormValues, unknown, PublicAddressFormOutput>;
}) {
  const { t } = useTranslation('publicCoverage');
  const { isSubmitting } = useFormState({ control });
  return (
    <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
      {isSubmitting ? t('publicCoverage.checking') : ''}
    </p>
  );
}
