import { type FieldDensity, HINT_CLASS, MESSAGE_CLASS } from './field-density';

/**
 * The line under a field: its (translated) error when there is one, else its hint. The id is the one the field's
 * `aria-describedby` names.
 */
export function FormFieldMessage({
  id,
  error,
  hint,
  density,
}: {
  id: string;
  error: string | undefined;
  hint?: string | undefined;
  density: FieldDensity;
}) {
  if (error) {
    return (
      <p id={id} className={MESSAGE_CLASS[density]}>
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className={HINT_CLASS[density]}>
        {hint}
      </p>
    );
  }
  return null;
}
