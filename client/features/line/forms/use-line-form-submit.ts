import type { FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { mapServerError, type SERVER_ERROR, serverErrorOf } from '../../../ui/form/server-error-mapping';

/** The dotted paths of a form's values (nested objects walked, lists kept whole): the fields an api error may name. */
function fieldPathsOf(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? fieldPathsOf(value as Record<string, unknown>, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

/**
 * Submitting a line form: validate first (nothing is sent while a field is wrong), then the call, whose answer the
 * normalized cache merges into the line view and every list showing the line, then the form closes. A refused call keeps the form open with the
 * api's code next to the field it names, or in the form's alert.
 */
export function useLineFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  call: (data: Output) => Promise<unknown>,
  onDone: () => void,
  /** For a form whose fields are not the request's: the form field that holds a request field's value. */
  fieldOfRequestPath?: (path: string, values: Values) => string,
): (event: FormEvent) => Promise<void> {
  const submit = form.handleSubmit(async (data) => {
    try {
      await call(data);
    } catch (error) {
      const values = form.getValues();
      const refused = serverErrorOf(error);
      const field =
        refused.field && fieldOfRequestPath ? fieldOfRequestPath(refused.field, values) : refused.field;
      mapServerError({ ...refused, field }, fieldPathsOf(values), (name, message) =>
        form.setError(name as FieldPath<Values> | typeof SERVER_ERROR, message),
      );
      return;
    }
    onDone();
  });
  return async (event) => {
    // Enter in a field while the call runs must not send it twice (the submit button is disabled, the field is not).
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    await submit(event);
  };
}
