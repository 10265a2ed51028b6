import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { controlClass, FIELD_CLASS, type FieldDensity, LABEL_CLASS } from '../ui/form/field-density';
import { FormFieldMessage } from '../ui/form/form-field-message';
import { useFieldMessageText } from '../ui/form/use-field-message-text';

/** A coordinate as typed ("40.4168" or, as Spanish keyboards write it, "40,4168"); NaN when it is no number. */
function parseCoordinate(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * A latitude or longitude: typed as text, kept in the form as a number (undefined when empty) for the address
 * schema's range check. Text that is no number is refused here, since the form only sees NaN.
 */
export function CoordinateField({
  name,
  label,
  hint,
  density,
}: {
  name: string;
  label: string;
  hint: string;
  density: FieldDensity;
}) {
  const { t } = useTranslation('domain');
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => (typeof field.value === 'number' ? String(field.value) : ''));
  const formError = useFieldMessageText()(fieldState.error?.message);
  const error = Number.isNaN(parseCoordinate(text)) ? t(DOMAIN_VALIDATION_MESSAGES.float) : formError;
  return (
    <div className={FIELD_CLASS[density]}>
      <label htmlFor={id} className={LABEL_CLASS[density]}>
        {label}
      </label>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseCoordinate(event.target.value));
        }}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className={`${controlClass(density, !!error)} tabular-nums`}
      />
      <FormFieldMessage id={`${id}-message`} error={error} hint={hint} density={density} />
    </div>
  );
}
