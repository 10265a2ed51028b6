import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../../schema/domain/validation-messages';
import { signupVerificationSchema, type VerificationDocumentKind } from '../../../../schema/rest/signup';
import { runOperation } from '../../../session/graphql-client';
import type { DocumentUpload } from '../../../ui/document-file';
import { useZodForm } from '../../../ui/form/use-zod-form';
import type { FormSchema } from '../../../ui/form/zod-form-resolver';
import { SaveSignupVerificationMutation } from '../signup-documents';
import { StepFrame, type StepProps } from '../step-frame';
import { useStepSubmit } from '../use-step-submit';
import { DocumentUploadField } from './document-upload-field';

const KINDS = ['FRONT', 'BACK', 'DEEDS', 'POWERS'] as const;
type Kind = (typeof KINDS)[number];
type VerificationValues = { documents: Record<Kind, DocumentUpload | null> };

const uploadSchema = z
  .object({ fileName: z.string(), mimeType: z.string(), content: z.string() })
  .nullable()
  .refine((upload) => upload !== null, { error: REQUIRED_MESSAGE });

/** Each required document checked on its own field, then the request checked by the api's schema. */
function verificationSchema(
  company: boolean,
): FormSchema<VerificationValues, z.output<typeof signupVerificationSchema>> {
  const kinds: readonly Kind[] = company ? KINDS : ['FRONT', 'BACK'];
  const required = Object.fromEntries(kinds.map((kind) => [kind, uploadSchema]));
  return z
    .object({ documents: z.object(required).passthrough() })
    .transform((values) => ({
      documents: kinds.flatMap(
        (kind): { kind: VerificationDocumentKind; mimeType: string; content: string }[] => {
          const upload = (values.documents as Record<string, DocumentUpload | null>)[kind];
          return upload ? [{ kind, mimeType: upload.mimeType, content: upload.content }] : [];
        },
      ),
    }))
    .pipe(signupVerificationSchema) as unknown as FormSchema<
    VerificationValues,
    z.output<typeof signupVerificationSchema>
  >;
}

/**
 * Document verification: both sides of the identity document (and, for a company, the deeds and the notarial
 * powers), uploaded by the agent whatever method the intro chose; the customer's own capture by webcam, SMS or QR
 * link comes with the public verification pages.
 */
export function VerificationStep({ order, onSaved, onDirtyChange, onBack }: StepProps) {
  const { t } = useTranslation('signup');
  const company = order.signup?.customerType === 'COMPANY';
  const [schema] = useState(() => verificationSchema(company));
  const form = useZodForm(schema, {
    defaultValues: { documents: { FRONT: null, BACK: null, DEEDS: null, POWERS: null } },
  });
  const verification = order.signup?.verification;
  const submit = useStepSubmit(form, async (data, idempotencyKey) => {
    const saved = await runOperation(
      SaveSignupVerificationMutation,
      { id: order.id, idempotencyKey, input: data },
      'mutation',
    );
    onSaved(saved.saveSignupVerification);
  });
  return (
    <StepFrame
      form={form}
      title={t('signup.step.DOCUMENT_VERIFICATION')}
      description={
        <>
          <p>
            {t('signup.verification.description', {
              method: t(`signup.verificationType.${order.verificationType}`),
            })}
          </p>
          {verification?.status === 'ERRORED' ? (
            <p
              role="alert"
              className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-800 dark:bg-amber-950 dark:text-amber-200"
            >
              {t('signup.verification.rejected', { reason: verification.reason ?? '' })}
            </p>
          ) : null}
        </>
      }
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      onBack={onBack}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentUploadField
          control={form.control}
          name="documents.FRONT"
          label={t('signup.verification.FRONT')}
        />
        <DocumentUploadField
          control={form.control}
          name="documents.BACK"
          label={t('signup.verification.BACK')}
        />
        {company ? (
          <>
            <DocumentUploadField
              control={form.control}
              name="documents.DEEDS"
              label={t('signup.verification.DEEDS')}
            />
            <DocumentUploadField
              control={form.control}
              name="documents.POWERS"
              label={t('signup.verification.POWERS')}
            />
          </>
        ) : null}
      </div>
    </StepFrame>
  );
}
