import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldDensity, MESSAGE_CLASS } from './field-density';
import { useFieldMessageText } from './use-field-message-text';

/** Checkboxes under a legend, bound by name to a list of the picked values (in the order they were picked). */
export function FormCheckboxGroup<Values extends FieldValues, Output>({
  control,
  name,
  legend,
  options,
  empty,
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  /** Shown instead of the boxes when there is nothing to pick. */
  empty?: ReactNode;
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const picked: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string) =>
    field.onChange(picked.includes(value) ? picked.filter((other) => other !== value) : [...picked, value]);
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="font-medium text-slate-700 text-xs dark:text-slate-200">{legend}</legend>
      {options.length === 0
        ? empty
        : options.map((option, index) => (
            <label
              key={option.value}
              className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200"
            >
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                value={option.value}
                checked={picked.includes(option.value)}
                onChange={() => toggle(option.value)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                className="accent-primary-600"
              />
              {option.label}
            </label>
          ))}
      {error ? (
        <p id={`${id}-message`} className={MESSAGE_CLASS[density]}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
