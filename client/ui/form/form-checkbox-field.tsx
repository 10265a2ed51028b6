import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldDensity, MESSAGE_CLASS } from './field-density';
import { useFieldMessageText } from './use-field-message-text';

/** One checkbox bound by name to a boolean of its form, its label beside it. */
export function FormCheckboxField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  className = 'flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200',
  autoFocus = false,
  tone = 'primary',
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** Where the label sits in its grid (e.g. aligned with the inputs beside it). */
  className?: string;
  /** The dialog's initial focus. */
  autoFocus?: boolean;
  /** `danger`: ticking it lets something that cannot be undone go ahead. */
  tone?: 'primary' | 'danger';
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  return (
    <div>
      <label className={className}>
        <input
          ref={field.ref}
          type="checkbox"
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          data-autofocus={autoFocus || undefined}
          className={`size-4 ${tone === 'danger' ? 'accent-red-600' : 'accent-primary-600'}`}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-message`} className={MESSAGE_CLASS[density]}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
