import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DocumentUpload, readDocumentFile } from '../../../ui/document-file';
import { FIELD_CLASS, LABEL_CLASS } from '../../../ui/form/field-density';
import { FormFieldMessage } from '../../../ui/form/form-field-message';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';

/** A file input whose value is the document read for upload (base64), with a preview of an image. */
export function DocumentUploadField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  accept = 'image/jpeg,image/png,application/pdf',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** The types the picker offers (a selfie is an image); the api checks the content. */
  accept?: string | undefined;
}) {
  const { t } = useTranslation('signup');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const [reading, setReading] = useState(false);
  const value = field.value as DocumentUpload | null;
  return (
    <div className={FIELD_CLASS.regular}>
      <label htmlFor={id} className={LABEL_CLASS.regular}>
        {label}
      </label>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || value ? `${id}-message` : undefined}
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
        className="block w-full text-slate-700 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      {reading ? <p className="text-slate-500 text-xs">{t('signup.verification.reading')}</p> : null}
      {value?.mimeType.startsWith('image/') ? (
        <img
          src={`data:${value.mimeType};base64,${value.content}`}
          alt={t('signup.verification.preview', { name: value.fileName })}
          className="mt-1 max-h-32 rounded border border-slate-200 dark:border-slate-700"
        />
      ) : null}
      <FormFieldMessage
        id={`${id}-message`}
        error={error}
        hint={value ? value.fileName : undefined}
        density="regular"
      />
    </div>
  );
}
