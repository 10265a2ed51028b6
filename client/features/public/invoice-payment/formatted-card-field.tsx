import { useId, useLayoutEffect, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { controlClass, FIELD_CLASS, LABEL_CLASS } from '../../../ui/form/field-density';
import { FormFieldMessage } from '../../../ui/form/form-field-message';
import { useFieldMessageText } from '../../../ui/form/use-field-message-text';
import { caretAfterDigits, digitsBefore } from './card-input-format';

/**
 * A card input (number or expiry) that formats as it is typed: only digits count, `format` places the spaces or
 * the slash, and the caret stays after the digit it followed, also when typing or deleting mid-number.
 */
export function FormattedCardField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  format,
  autoComplete,
  placeholder,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  format: (typed: string) => string;
  autoComplete: string;
  placeholder?: string;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !input.current || document.activeElement !== input.current) return;
    pendingCaret.current = null;
    input.current.setSelectionRange(caret, caret);
  });

  return (
    <div className={FIELD_CLASS.regular}>
      <label htmlFor={id} className={LABEL_CLASS.regular}>
        {label}
      </label>
      <input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        id={id}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        spellCheck={false}
        value={value}
        onChange={(event) => {
          const typed = event.target.value;
          const formatted = format(typed);
          const caret = event.target.selectionStart ?? typed.length;
          // Typing at the end, or a format that added or dropped digits (a padded month, a cut-off paste): the end.
          const keepsDigits = formatted.replace(/\D/g, '') === typed.replace(/\D/g, '');
          pendingCaret.current =
            caret >= typed.length || !keepsDigits
              ? formatted.length
              : caretAfterDigits(formatted, digitsBefore(typed, caret));
          field.onChange(formatted);
        }}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className={`${controlClass('regular', !!error)} font-mono tabular-nums`}
      />
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density="regular" />
    </div>
  );
}
