import type { FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '../../../ui/form/use-form-submit';

/**
 * Submitting a line form: the shared submit (validate, call, the api's refusal on the field it names), whose answer
 * the normalized cache merges into the line view and every list showing the line; then the form closes.
 */
export function useLineFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  call: (data: Output) => Promise<unknown>,
  onDone: () => void,
  /** For a form whose fields are not the request's: the form field that holds a request field's value. */
  fieldOfRequestPath?: (path: string, values: Values) => string,
): (event: FormEvent) => Promise<void> {
  return useFormSubmit(form, call, onDone, {
    fieldOfApiField: (apiField) =>
      (fieldOfRequestPath ? fieldOfRequestPath(apiField, form.getValues()) : apiField) as FieldPath<Values>,
  });
}
