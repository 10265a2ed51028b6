import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicVerificationQuery as PublicVerificationData } from '../../../generated/graphql';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { FormCheckboxField } from '../../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../../ui/form/form-submit-button';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { formatDate, formatEuros } from '../../../ui/format';
import { isLinkError } from './link-error-message';
import { PhotoField } from './photo-field';
import { SubmitPublicVerificationMutation } from './public-verification-documents';
import { SignaturePad } from './signature-pad';
import {
  acceptedTypes,
  EMPTY_VERIFICATION_FORM,
  PHOTO_KINDS,
  type PhotoKind,
  verificationFormSchema,
} from './verification-form-values';

export type VerificationLink = PublicVerificationData['publicVerification'];
export type VerificationOutcome = { outcome: 'RECEIVED' | 'REJECTED'; reason: string | null | undefined };

const SECTION_HEADING = 'font-semibold text-base text-slate-900 dark:text-slate-50';

/** The back camera for the document, the front one for the selfie; a company's papers may be a PDF. */
function captureOf(kind: PhotoKind): 'user' | 'environment' | undefined {
  if (kind === 'SELFIE') return 'user';
  return kind === 'FRONT' || kind === 'BACK' ? 'environment' : undefined;
}

/**
 * What the link asks of the customer: the documents, the conditions, the signature, then one submission (the button
 * is disabled while it is sent). A refusal of the link itself (expired meanwhile, used) replaces the page.
 */
export function VerificationForm({
  token,
  link,
  onResult,
  onLinkError,
}: {
  token: string;
  link: VerificationLink;
  onResult: (result: VerificationOutcome) => void;
  onLinkError: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('verification');
  const [asked] = useState(() => PHOTO_KINDS.filter((kind) => link.documentsAsked.includes(kind)));
  const [schema] = useState(() => verificationFormSchema(asked, link.signatureRequired));
  const form = useZodForm(schema, { defaultValues: EMPTY_VERIFICATION_FORM });
  const submit = useFormSubmit(
    form,
    async (data) => {
      try {
        const answer = await runPublicOperation(
          SubmitPublicVerificationMutation,
          { input: { token, ...data } },
          'mutation',
        );
        onResult(answer.submitPublicVerification);
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? String(error.code) : '';
        if (isLinkError(code)) onLinkError(code);
        else throw error;
      }
    },
    () => undefined,
    {
      // The api names a document by its place in the request; the form by its kind.
      fieldOfApiField: (field) => {
        const match = /^documents\.(\d+)/.exec(field);
        if (!match) return field as 'signature' | 'acceptConditions';
        const kind = asked[Number(match[1])];
        return kind ? `documents.${kind}` : undefined;
      },
    },
  );
  const askedItems = [...asked, ...(link.signatureRequired ? (['SIGNATURE'] as const) : [])];
  // On a phone the first refused field may be far above the button: it takes the focus (and comes into view).
  const fieldsInOrder = [
    ...asked.map((kind) => `documents.${kind}` as const),
    'acceptConditions' as const,
    'signature' as const,
  ];
  async function onSubmit(event: FormEvent) {
    await submit(event);
    const refused = fieldsInOrder.find((name) => form.getFieldState(name).error);
    if (refused) form.setFocus(refused);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-slate-700 dark:text-slate-200">
        <p>{t('verification.intro', { brand: link.brand.name })}</p>
        <ul className="list-disc space-y-1 ps-5">
          {askedItems.map((kind) => (
            <li key={kind}>{t(`verification.asked.${kind}`)}</li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="verification-contract" className="space-y-2">
        <h2 id="verification-contract" className={SECTION_HEADING}>
          {t('verification.contract.heading')}
        </h2>
        <ul className="space-y-1 text-slate-700 dark:text-slate-200">
          {link.products.map((product) => (
            <li key={product}>{product}</li>
          ))}
        </ul>
        <p className="font-medium text-slate-900 dark:text-slate-50" data-testid="verification-monthly">
          {t('verification.contract.monthly', { amount: formatEuros(link.monthlyCents, i18n.language) })}{' '}
          <span className="font-normal text-slate-600 text-sm dark:text-slate-300">
            {t('verification.contract.taxIncluded')}
          </span>
        </p>
      </section>

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="verification-documents"
        className="space-y-6"
      >
        <section className="space-y-3">
          <h2 id="verification-documents" className={SECTION_HEADING}>
            {t('verification.documents.heading')}
          </h2>
          <FormErrorSummary control={form.control} density="regular" />
          {asked.map((kind) => (
            <PhotoField
              key={kind}
              control={form.control}
              name={`documents.${kind}`}
              label={t(`verification.field.${kind}.label`)}
              hint={t(`verification.field.${kind}.hint`)}
              accept={acceptedTypes(kind).join(',')}
              capture={captureOf(kind)}
            />
          ))}
        </section>

        <section aria-labelledby="verification-conditions" className="space-y-3">
          <h2 id="verification-conditions" className={SECTION_HEADING}>
            {t('verification.conditions.heading')}
          </h2>
          <p className="text-slate-700 text-sm dark:text-slate-200">
            {t('verification.conditions.text', { brand: link.brand.name })}
          </p>
          <FormCheckboxField
            control={form.control}
            name="acceptConditions"
            label={t('verification.conditions.accept')}
            density="regular"
            className="flex min-h-11 items-center gap-3 text-slate-800 dark:text-slate-100"
          />
        </section>

        {link.signatureRequired ? <SignaturePad control={form.control} name="signature" /> : null}

        <FormSubmitButton control={form.control} size="lg" fullWidth>
          {t('verification.submit')}
        </FormSubmitButton>
        <p className="text-center text-slate-600 text-sm dark:text-slate-300">
          {t('verification.expires', { at: formatDate(link.expiresAt, true) })}
        </p>
      </form>
    </div>
  );
}
