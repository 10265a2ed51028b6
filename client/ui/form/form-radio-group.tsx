import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldDensity, MESSAGE_CLASS } from './field-density';
import { useFieldMessageText } from './use-field-message-text';

const LAYOUTS = {
  inline: {
    legend: 'font-medium text-slate-700 text-xs dark:text-slate-200',
    options: 'flex flex-wrap gap-x-4 gap-y-1',
    option: 'flex items-center gap-1.5 text-slate-700 text-sm dark:text-slate-200',
  },
  list: {
    legend: 'font-medium text-slate-700 text-sm dark:text-slate-200',
    options: 'mt-2 flex flex-col gap-1',
    option:
      'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 text-sm hover:bg-slate-50 has-[:checked]:bg-primary-50 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-[:checked]:bg-primary-900/40',
  },
} as const;

/** A group of radio buttons with a legend, bound by name to its form; arrow keys move within the group. */
export function FormRadioGroup<Values extends FieldValues, Output>({
  control,
  name,
  legend,
  options,
  autoFocus = false,
  layout = 'inline',
  density = 'compact',
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The dialog's initial focus goes to the first option. */
  autoFocus?: boolean;
  /** `inline`: short options side by side; `list`: one option a row, the picked one highlighted (a reason). */
  layout?: 'inline' | 'list';
  density?: FieldDensity;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-message` : undefined}>
      <legend className={LAYOUTS[layout].legend}>{legend}</legend>
      <div className={LAYOUTS[layout].options}>
        {options.map((option, index) => (
          <label key={option.value} className={LAYOUTS[layout].option}>
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
