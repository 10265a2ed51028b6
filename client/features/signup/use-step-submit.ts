import { type FormEvent, useRef } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { mapServerError, SERVER_ERROR, serverErrorOf } from '../../ui/form/server-error-mapping';
import { fieldPathsOf } from '../../ui/form/use-form-submit';

/** The dotted path of the first field react-hook-form refused, in the order the fields were registered. */
export function firstErrorPath(errors: FieldErrors, prefix = ''): string | null {
  for (const [name, value] of Object.entries(errors)) {
    if (!value || name === 'root') continue;
    const path = `${prefix}${name}`;
    if (typeof value === 'object' && 'message' in value && typeof value.message === 'string') return path;
    if (typeof value === 'object') {
      const nested = firstErrorPath(value as FieldErrors, `${path}.`);
      if (nested) return nested;
    }
  }
  return null;
}

/**
 * A key per distinct body: the same step sent again with the same values (a double Enter, a retry after a timeout)
 * carries the same key, so the api replays its answer instead of saving twice; changed values get a new key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * Submitting a wizard step: the step's schema first (the focus goes to the first refused field), then the save
 * with its idempotency key, then `onSaved`. An api refusal lands next to the field it names and takes the focus,
 * or in the step's alert.
 */
export function useStepSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  save: (data: Output, idempotencyKey: string) => Promise<void>,
): (event: FormEvent) => Promise<void> {
  const keyFor = useIdempotencyKey();
  const focus = (path: string) => {
    try {
      form.setFocus(path as FieldPath<Values>);
    } catch {
      // A field without a focusable element (a group): its message is still announced by the alert.
    }
  };
  const submit = form.handleSubmit(
    async (data) => {
      try {
        await save(data, keyFor(data));
      } catch (error) {
        const refused = serverErrorOf(error);
        const target = mapServerError(refused, fieldPathsOf(form.getValues()), (name, message) =>
          form.setError(name as FieldPath<Values> | typeof SERVER_ERROR, message),
        );
        if (target !== SERVER_ERROR) focus(target);
      }
    },
    (errors) => {
      const path = firstErrorPath(errors);
      if (path) focus(path);
    },
  );
  return async (event) => {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    await submit(event);
  };
}
