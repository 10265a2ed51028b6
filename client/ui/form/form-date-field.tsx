import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A date typed as the api and the shared validators take it, DD/MM/YYYY (a native date picker would hand over
 * YYYY-MM-DD and hide the format the validators' messages speak of). `format` is shown as the placeholder or hint.
 */
export function FormDateField<Values extends FieldValues, Output>({
  format,
  showFormatAs = 'placeholder',
  ...field
}: Omit<FormTextFieldProps<Values, Output>, 'type' | 'inputMode' | 'placeholder'> & {
  format: string;
  showFormatAs?: 'placeholder' | 'hint';
}) {
  return showFormatAs === 'hint' ? (
    <FormTextField {...field} hint={field.hint ?? format} />
  ) : (
    <FormTextField {...field} placeholder={format} />
  );
}
