import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { controlClass, FIELD_CLASS, type FieldDensity, LABEL_CLASS } from './field-density';
import { FormFieldMessage } from './form-field-message';
import { useFieldMessageText } from './use-field-message-text';

export type FormTextFieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Shown under the input while its value is not refused. */
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  placeholder?: string | undefined;
  /** The dialog's initial focus. */
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  /** Codes (an IBAN) read in a monospaced font, with no spelling marks. */
  monospace?: boolean;
  density?: FieldDensity;
  /** A control drawn inside the input's right edge (e.g. show/hide password). */
  trailing?: (inputId: string) => ReactNode;
};

/** A labelled text input bound by name to its form, with its translated message or hint under it. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  type = 'text',
  placeholder,
  autoFocus = false,
  autoComplete = 'off',
  inputMode,
  monospace = false,
  density = 'compact',
  trailing,
}: FormTextFieldProps<Values, Output>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const describedBy = error || hint ? `${id}-message` : undefined;
  return (
    <div className={FIELD_CLASS[density]}>
      <label htmlFor={id} className={LABEL_CLASS[density]}>
        {label}
      </label>
      <div className={trailing ? 'relative' : undefined}>
        <input
          ref={field.ref}
          id={id}
          name={field.name}
          type={type}
          value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocus || undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          spellCheck={monospace ? false : undefined}
          className={`${controlClass(density, !!error)} ${trailing ? 'pr-11' : ''} ${monospace ? 'font-mono' : ''}`}
        />
        {trailing?.(id)}
      </div>
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density={density} />
    </div>
  );
}
