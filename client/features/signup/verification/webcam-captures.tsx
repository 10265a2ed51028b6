import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentUploadField } from '../steps/document-upload-field';
import { CameraCaptureField } from './camera-capture-field';
import { useCamera } from './use-camera';
import type { CapturedKind, VerificationValues } from './verification-values';

const CAMERA_KINDS = ['FRONT', 'BACK', 'SELFIE'] as const;
const IMAGE_TYPES = 'image/jpeg,image/png';

/**
 * The webcam method: the agent's camera takes both sides of the document and the customer's selfie, one after the
 * other (the first one missing shows the camera). Without a camera, or when the browser refuses it, the same
 * pictures are uploaded as files; the agent may also choose files at any time. A company's deeds and powers are
 * always files.
 */
export function WebcamCaptures<Output>({
  control,
  company,
}: {
  control: Control<VerificationValues, unknown, Output>;
  company: boolean;
}) {
  const { t } = useTranslation('signup');
  const [mode, setMode] = useState<'camera' | 'upload'>('camera');
  const [announcement, setAnnouncement] = useState('');
  const documents = useWatch({ control: control, name: 'documents' });
  const missing = CAMERA_KINDS.find((kind) => !documents[kind]) ?? null;
  const { camera, retry } = useCamera(mode === 'camera' && missing !== null);
  const unavailable = camera.status === 'unavailable' ? camera.reason : null;
  const useFiles = mode === 'upload' || unavailable !== null;
  const label = (kind: CapturedKind) => t(`signup.verification.${kind}`);

  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {unavailable && mode === 'camera' ? (
        <div
          role="alert"
          className="space-y-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{t(`signup.verification.webcam.unavailable.${unavailable}`)}</p>
          <p>{t('signup.verification.webcam.uploadInstead')}</p>
          {unavailable === 'DENIED' ? (
            <button
              type="button"
              onClick={retry}
              className="font-medium text-amber-900 underline dark:text-amber-100"
            >
              {t('signup.verification.webcam.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {useFiles ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {CAMERA_KINDS.map((kind) => (
            <DocumentUploadField
              key={kind}
              control={control}
              name={`documents.${kind}`}
              label={label(kind)}
              accept={kind === 'SELFIE' ? IMAGE_TYPES : undefined}
            />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {CAMERA_KINDS.map((kind) => (
            <CameraCaptureField
              key={kind}
              control={control}
              name={`documents.${kind}`}
              label={label(kind)}
              captureLabel={t(`signup.verification.webcam.capture.${kind}`)}
              retakeLabel={t(`signup.verification.webcam.retake.${kind}`)}
              fileName={`${kind.toLowerCase()}.jpg`}
              stream={camera.status === 'live' ? camera.stream : null}
              current={kind === missing}
              mirrored={kind === 'SELFIE'}
              onCaptured={(captured) =>
                setAnnouncement(t('signup.verification.webcam.captured', { label: captured }))
              }
            />
          ))}
        </div>
      )}
      {!unavailable ? (
        <button
          type="button"
          onClick={() => setMode(mode === 'camera' ? 'upload' : 'camera')}
          className="text-primary-700 text-sm underline dark:text-primary-300"
        >
          {mode === 'camera'
            ? t('signup.verification.webcam.switchToUpload')
            : t('signup.verification.webcam.switchToCamera')}
        </button>
      ) : null}
      {company ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DocumentUploadField control={control} name="documents.DEEDS" label={label('DEEDS')} />
          <DocumentUploadField control={control} name="documents.POWERS" label={label('POWERS')} />
        </div>
      ) : null}
    </div>
  );
}
