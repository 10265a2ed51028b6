import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldDensity, MESSAGE_CLASS } from './field-density';
import { useFieldMessageText } from './use-field-message-text';

/** A group of radio buttons with a legend, bound by name to its form; arrow keys move within the group. */
export function FormRadioGroup<Values extends FieldValues, Output>({
  control,
  name,
  legend,
  options,
  autoFocus = false,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The dialog's initial focus goes to the first option. */
  autoFocus?: boolean;
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="font-medium text-slate-700 text-xs dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex items-center gap-1.5 text-slate-700 text-sm dark:text-slate-200"
          >
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={`${field.name}-${id}`}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              data-autofocus={(autoFocus && index === 0) || undefined}
              className="accent-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-message`} className={MESSAGE_CLASS[density]}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
