import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FIELD_CLASS, type FieldDensity, LABEL_CLASS, textAreaClass } from './field-density';
import { FormFieldMessage } from './form-field-message';
import { useFieldMessageText } from './use-field-message-text';

/**
 * A labelled textarea bound by name to its form, with its translated message or hint under it. Enter breaks the
 * line, as in any textarea, so the form is sent with its submit button.
 */
export function FormTextAreaField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  rows = 4,
  monospace = false,
  autoFocus = false,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Shown under the textarea while its value is not refused. */
  hint?: string | undefined;
  rows?: number;
  /** Codes and numbers, one per line, line up. */
  monospace?: boolean;
  /** The dialog's initial focus. */
  autoFocus?: boolean;
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
      <textarea
        ref={field.ref}
        id={id}
        name={field.name}
        rows={rows}
        value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        data-autofocus={autoFocus || undefined}
        spellCheck={monospace ? false : undefined}
        className={`${textAreaClass(density, !!error)} ${monospace ? 'font-mono' : ''}`}
      />
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density={density} />
    </div>
  );
}
