import type { FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { mapServerError, type SERVER_ERROR, serverErrorOf } from './server-error-mapping';

/** The dotted paths of a form's values (nested objects and lists walked): the fields an api error may name. */
export function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null) return prefix ? [prefix.slice(0, -1)] : [];
  const entries = Array.isArray(values)
    ? values.map((value, index) => [String(index), value] as const)
    : Object.entries(values);
  const paths = entries.flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && !(value instanceof Blob)
      ? [`${prefix}${name}`, ...fieldPathsOf(value, `${prefix}${name}.`)]
      : [`${prefix}${name}`],
  );
  return paths;
}

type FormSubmitOptions<Values extends FieldValues> = {
  /**
   * The form field an api error's `field` lands on, when the request names it otherwise than the form does
   * (`consent.fullName` for the form's `consentFullName`); default: the same path.
   */
  fieldOfApiField?: (apiField: string) => FieldPath<Values> | undefined;
};

/**
 * Submitting a dialog's form: validate first (nothing is sent while a field is wrong), then the call, then
 * `onDone`. A refused call keeps the form open with the api's code next to the field it names, or in the form's
 * alert.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  call: (data: Output) => Promise<unknown>,
  onDone: () => void,
  { fieldOfApiField }: FormSubmitOptions<Values> = {},
): (event: FormEvent) => Promise<void> {
  const submit = form.handleSubmit(async (data) => {
    try {
      await call(data);
    } catch (error) {
      const refused = serverErrorOf(error);
      const field = refused.field ? (fieldOfApiField?.(refused.field) ?? refused.field) : undefined;
      mapServerError({ ...refused, field }, fieldPathsOf(form.getValues()), (name, message) =>
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
