import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FIELD_CLASS, type FieldDensity, LABEL_CLASS } from './field-density';
import { FormFieldMessage } from './form-field-message';
import { useFieldMessageText } from './use-field-message-text';

/** A labelled file input bound by name to its form; the value is the chosen File, or null. */
export function FormFileField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  accept,
  hint,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** The types offered by the browser's picker (e.g. "application/pdf,image/*"); the schema still decides. */
  accept?: string;
  hint?: string | undefined;
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  return (
    <div className={FIELD_CLASS[density]}>
      <label htmlFor={id} className={LABEL_CLASS[density]}>
        {label}
      </label>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type="file"
        accept={accept}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className="block w-full text-slate-700 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-medium file:text-slate-700 hover:file:bg-slate-200 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-200 dark:hover:file:bg-slate-700"
      />
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density={density} />
    </div>
  );
}
