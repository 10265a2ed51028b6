import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DocumentUpload, downsizeToJpeg, uploadOf } from '../../../ui/document-file';
import { LABEL_CLASS } from '../../../ui/form/field-density';
import { FormFieldMessage } from '../../../ui/form/form-field-message';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';

const BUTTON_CLASS =
  'inline-flex h-11 items-center justify-center rounded-lg px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 aria-disabled:opacity-50';
const CAPTURE_CLASS = `${BUTTON_CLASS} bg-primary-700 text-white hover:bg-primary-800`;
const RETAKE_CLASS = `${BUTTON_CLASS} border border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800`;

/**
 * One picture taken with the agent's camera: the live picture while it is this field's turn, a capture button,
 * then the photo (a JPEG under the api's limit) with a retake button in the same place, so the focus stays on it.
 */
export function CameraCaptureField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  captureLabel,
  retakeLabel,
  fileName,
  stream,
  current,
  mirrored = false,
  onCaptured,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  captureLabel: string;
  retakeLabel: string;
  fileName: string;
  /** The camera's picture; null while it starts. */
  stream: MediaStream | null;
  /** This field's turn: the first picture not taken yet shows the camera. */
  current: boolean;
  /** A selfie previews as a mirror, as people expect to see themselves; the photo is not mirrored. */
  mirrored?: boolean;
  onCaptured: (label: string) => void;
}) {
  const { t } = useTranslation('signup');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const value = field.value as DocumentUpload | null;
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const showsCamera = !value && current && stream !== null;
  const waiting = !value && (!showsCamera || !ready || capturing);

  useEffect(() => {
    const element = video.current;
    if (!element || !showsCamera || !stream) return;
    element.srcObject = stream;
    setReady(false);
    void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [showsCamera, stream]);

  async function capture() {
    const element = video.current;
    if (!element?.videoWidth) return;
    setCapturing(true);
    try {
      const blob = await downsizeToJpeg(element, element.videoWidth, element.videoHeight);
      if (blob) {
        field.onChange(await uploadOf(blob, fileName, 'image/jpeg'));
        onCaptured(label);
      }
    } finally {
      setCapturing(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <span id={`${id}-label`} className={LABEL_CLASS.regular}>
        {label}
      </span>
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
        {value ? (
          <img
            src={`data:${value.mimeType};base64,${value.content}`}
            alt={t('signup.verification.webcam.photoOf', { label })}
            className="h-full w-full object-contain"
          />
        ) : showsCamera ? (
          <video
            ref={video}
            muted
            playsInline
            autoPlay
            onLoadedData={() => setReady(true)}
            aria-label={t('signup.verification.webcam.preview', { label })}
            className={`h-full w-full object-cover ${mirrored ? '-scale-x-100' : ''}`}
          />
        ) : (
          <p className="px-3 text-center text-slate-600 text-sm dark:text-slate-300">
            {current ? t('signup.verification.webcam.starting') : t('signup.verification.webcam.later')}
          </p>
        )}
      </div>
      {value || current ? (
        // A plain button: the form's focus on a refused field needs its element (field.ref). It is never disabled
        // (aria-disabled while the camera starts), so the focus stays on it from capture to retake and back.
        <button
          ref={field.ref}
          type="button"
          aria-disabled={waiting || undefined}
          aria-busy={capturing || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          onClick={() => {
            if (value) field.onChange(null);
            else if (!waiting) void capture();
          }}
          className={value ? RETAKE_CLASS : CAPTURE_CLASS}
        >
          {value ? retakeLabel : captureLabel}
        </button>
      ) : null}
      <FormFieldMessage id={`${id}-message`} error={error} hint={undefined} density="regular" />
    </div>
  );
}
