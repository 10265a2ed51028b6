import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DocumentUpload, readDocumentFile } from '../../../ui/document-file';
import { LABEL_CLASS } from '../../../ui/form/field-density';
import { FormFieldMessage } from '../../../ui/form/form-field-message';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';

/**
 * One document the customer sends from the phone: a file input that opens the camera on phones (`capture`: the
 * back camera for the document, the front one for the selfie), a preview, and the photo scaled down to a JPEG when
 * it is over the api's limit (phone photos are several megabytes).
 */
export function PhotoField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  accept,
  capture,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  hint: string;
  accept: string;
  capture: 'user' | 'environment' | undefined;
}) {
  const { t } = useTranslation('verification');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const [reading, setReading] = useState(false);
  const value = field.value as DocumentUpload | null;
  return (
    <div className="space-y-1.5 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <label htmlFor={id} className={LABEL_CLASS.regular}>
        {label}
      </label>
      <p id={`${id}-hint`} className="text-slate-600 text-sm dark:text-slate-300">
        {hint}
      </p>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type="file"
        accept={accept}
        capture={capture}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error || value ? ` ${id}-message` : ''}`}
        onBlur={field.onBlur}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return field.onChange(null);
          setReading(true);
          try {
            field.onChange(await readDocumentFile(file));
          } finally {
            setReading(false);
          }
        }}
        className="block w-full text-slate-700 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-medium file:text-slate-800 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      {reading ? (
        <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
          {t('verification.field.reading')}
        </p>
      ) : null}
      {value?.mimeType.startsWith('image/') ? (
        <img
          src={`data:${value.mimeType};base64,${value.content}`}
          alt={t('verification.field.preview', { label })}
          className="max-h-48 rounded border border-slate-200 dark:border-slate-700"
        />
      ) : null}
      <FormFieldMessage
        id={`${id}-message`}
        error={error}
        hint={value ? t('verification.field.chosen', { name: value.fileName }) : undefined}
        density="regular"
      />
    </div>
  );
}
