import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signupReviewSchema, type VerificationDocumentKind } from '../../../../schema/rest/signup';
import { useGraphqlQuery } from '../../../server-state/use-graphql-query';
import { runOperation } from '../../../session/graphql-client';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextAreaField } from '../../../ui/form/form-text-area-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ReviewSignupVerificationMutation, SignupVerificationDocumentQuery } from '../signup-documents';
import { StepFrame, type StepProps } from '../step-frame';
import { optionalText, stepSchema } from '../step-schema';
import { useStepSubmit } from '../use-step-submit';

type ReviewValues = { decision: 'ACCEPT' | 'REJECT'; reason: string };

const reviewFormSchema = stepSchema<ReviewValues, z.output<typeof signupReviewSchema>>(
  (values) => ({ decision: values.decision, reason: optionalText(values.reason) }),
  signupReviewSchema,
);

/**
 * Verification review: what was captured (both sides, the selfie, a company's deeds and powers, the customer's
 * signature), with the identity check's outcome, side by side with the customer's data; the agent accepts or rejects.
 */
export function ReviewStep({ order, onSaved, onDirtyChange, onBack }: StepProps) {
  const { t } = useTranslation('signup');
  const [initial] = useState<ReviewValues>({ decision: 'ACCEPT', reason: '' });
  const form = useZodForm(reviewFormSchema, { defaultValues: initial });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const verification = order.signup?.verification;
  const documents = verification?.documents ?? [];
  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const saved = await runOperation(
      ReviewSignupVerificationMutation,
      { id: order.id, idempotencyKey, input: { decision: data.decision, reason: data.reason ?? null } },
      'mutation',
    );
    onSaved(saved.reviewSignupVerification);
  });
  return (
    <StepFrame
      form={form}
      title={t('signup.step.VERIFICATION_REVIEW')}
      description={t('signup.review.description', {
        name: [order.customerName, order.customerFirstSurname, order.customerSecondSurname]
          .filter(Boolean)
          .join(' '),
        document: order.customerFiscalId,
      })}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      {verification?.check?.outcome === 'PASSED' ? (
        <p className="rounded-md bg-green-50 px-3 py-2 text-green-900 text-sm dark:bg-green-950 dark:text-green-100">
          {t('signup.review.checkPassed')}
          {verification.signed ? ` ${t('signup.review.signed')}` : ''}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {documents.map((document) => (
          <CapturedDocument key={document.kind} orderId={order.id} kind={document.kind} />
        ))}
      </div>
      <FormRadioGroup
        control={form.control}
        name="decision"
        legend={t('signup.review.decision')}
        options={[
          { value: 'ACCEPT', label: t('signup.review.accept') },
          { value: 'REJECT', label: t('signup.review.reject') },
        ]}
      />
      {decision === 'REJECT' ? (
        <FormTextAreaField control={form.control} name="reason" label={t('signup.review.reason')} />
      ) : null}
    </StepFrame>
  );
}

function CapturedDocument({ orderId, kind }: { orderId: string; kind: VerificationDocumentKind }) {
  const { t } = useTranslation('signup');
  const { data, loading } = useGraphqlQuery(
    SignupVerificationDocumentQuery,
    { orderId, kind },
    'cache-first',
  );
  const document = data?.verificationDocument;
  return (
    <figure className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
      {loading ? (
        <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : document?.mimeType.startsWith('image/') ? (
        <img
          src={`data:${document.mimeType};base64,${document.content}`}
          alt={t(`signup.verification.${kind}`)}
          className={`max-h-64 w-full rounded object-contain ${kind === 'SIGNATURE' ? 'bg-white' : ''}`}
        />
      ) : document ? (
        <a
          href={`data:${document.mimeType};base64,${document.content}`}
          download={`${kind.toLowerCase()}.pdf`}
          className="text-primary-700 underline dark:text-primary-300"
        >
          {t('signup.review.openPdf')}
        </a>
      ) : null}
      <figcaption className="mt-1 text-slate-600 text-xs dark:text-slate-400">
        {t(`signup.verification.${kind}`)}
      </figcaption>
    </figure>
  );
}
