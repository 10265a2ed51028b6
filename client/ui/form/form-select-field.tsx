import { useEffect, useId, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { controlClass, FIELD_CLASS, type FieldDensity, LABEL_CLASS } from './field-density';
import { FormFieldMessage } from './form-field-message';
import { useFieldMessageText } from './use-field-message-text';

/** A labelled native select (keyboard friendly, no popover) bound by name to its form. */
export function FormSelectField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  autoFocus = false,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty option ("Choose..."): the value stays '' until one is picked. */
  placeholder?: string | undefined;
  hint?: string | undefined;
  autoFocus?: boolean;
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const select = useRef<HTMLSelectElement | null>(null);
  // A select whose options were still loading when the dialog opened missed the dialog's initial focus.
  useEffect(() => {
    if (autoFocus) select.current?.focus();
  }, [autoFocus]);
  return (
    <div className={FIELD_CLASS[density]}>
      <label htmlFor={id} className={LABEL_CLASS[density]}>
        {label}
      </label>
      <select
        ref={(element) => {
          select.current = element;
          field.ref(element);
        }}
        id={id}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        data-autofocus={autoFocus || undefined}
        className={controlClass(density, !!error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density={density} />
    </div>
  );
}
