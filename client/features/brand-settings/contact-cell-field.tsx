import { useId } from 'react';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { controlClass, MESSAGE_CLASS } from '../../ui/form/field-density';
import { useFieldMessageText } from '../../ui/form/use-field-message-text';
import type { ContactsFormValues } from './contacts-form-schema';

/** A text input in a cell of the contacts table: named by its column and row (no visible label), its message under it. */
export function ContactCellField<Output>({
  control,
  name,
  label,
  type = 'text',
  inputMode,
}: {
  control: Control<ContactsFormValues, unknown, Output>;
  name: FieldPath<ContactsFormValues>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel';
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessageText()(fieldState.error?.message);
  return (
    <div className="min-w-0">
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        type={type}
        inputMode={inputMode}
        aria-label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        autoComplete="off"
        className={controlClass('compact', !!error)}
      />
      {error ? (
        <p id={`${id}-message`} className={`mt-1 ${MESSAGE_CLASS.compact}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
