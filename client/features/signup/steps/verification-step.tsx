import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { runOperation } from '../../../session/graphql-client';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { SaveSignupVerificationMutation } from '../signup-documents';
import { StepFrame, type StepProps } from '../step-frame';
import { useStepSubmit } from '../use-step-submit';
import { LinkVerification } from '../verification/link-verification';
import { VerificationOutcomeNotice } from '../verification/verification-outcome-notice';
import {
  type CapturedKind,
  EMPTY_DOCUMENTS,
  kindsFor,
  verificationSchema,
} from '../verification/verification-values';
import { WebcamCaptures } from '../verification/webcam-captures';
import { DocumentUploadField } from './document-upload-field';

type VerificationStepProps = StepProps & {
  /** The order read again without leaving the step (a link was sent). */
  onOrderChanged: (order: SignupOrderFieldsFragment) => void;
  /** To the intro, where the method is chosen. */
  onChangeMethod: () => void;
};

/**
 * Document verification, by the method the intro chose: MANUAL, the agent uploads the document; WEBCAM, the agent's
 * camera takes the document and a selfie; SMS and QR, the customer sends them from the phone through a one-time
 * link while the wizard waits. Every method's documents go through the identity check.
 */
export function VerificationStep(props: VerificationStepProps) {
  const { order } = props;
  if (order.verificationType === 'SMS' || order.verificationType === 'QR') {
    return (
      <LinkVerification
        order={order}
        method={order.verificationType}
        onOrderChanged={props.onOrderChanged}
        onBack={props.onBack}
        onChangeMethod={props.onChangeMethod}
      />
    );
  }
  return <DocumentsVerification {...props} method={order.verificationType} />;
}

function DocumentsVerification({
  order,
  method,
  onSaved,
  onDirtyChange,
  onBack,
}: StepProps & { method: 'MANUAL' | 'WEBCAM' }) {
  const { t } = useTranslation('signup');
  const company = order.signup?.customerType === 'COMPANY';
  const [kinds] = useState(() => kindsFor(method, company));
  const [schema] = useState(() => verificationSchema(kinds));
  const form = useZodForm(schema, { defaultValues: { documents: EMPTY_DOCUMENTS } });
  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const saved = await runOperation(
      SaveSignupVerificationMutation,
      { id: order.id, idempotencyKey, input: data },
      'mutation',
    );
    onSaved(saved.saveSignupVerification);
  });
  const label = (kind: CapturedKind) => t(`signup.verification.${kind}`);
  return (
    <StepFrame
      form={form}
      title={t('signup.step.DOCUMENT_VERIFICATION')}
      description={
        <>
          <p>
            {t(`signup.verification.${method === 'WEBCAM' ? 'webcam.description' : 'description'}`, {
              method: t(`signup.verificationType.${method}`),
            })}
          </p>
          <VerificationOutcomeNotice verification={order.signup?.verification} />
        </>
      }
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      {method === 'WEBCAM' ? (
        <WebcamCaptures control={form.control} company={company} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {kinds.map((kind) => (
            <DocumentUploadField
              key={kind}
              control={form.control}
              name={`documents.${kind}`}
              label={label(kind)}
            />
          ))}
        </div>
      )}
    </StepFrame>
  );
}
