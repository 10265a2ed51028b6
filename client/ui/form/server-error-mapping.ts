import type { ErrorOption } from 'react-hook-form';
import { isI18nKey } from './field-message';

/** Where the form-level (not per field) server error is kept in react-hook-form's errors. */
export const SERVER_ERROR = 'root.server';

/**
 * What a refused call says: the api's code and, when it named one, the request field it refused, with the rule's
 * own message key when the api gave one (an INVALID_REQUEST on `iban` says "validation.required").
 */
export type ServerError = { code: string; field?: string | undefined; messageKey?: string | undefined };

/**
 * The api's (or the gateway's) error of a failed call: its `code` (API_UNAVAILABLE or INTERNAL when the error
 * carries none) and its `field` when there is one (GraphqlOperationError carries both).
 */
export function serverErrorOf(error: unknown): ServerError {
  const carried = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof carried.code === 'string' && carried.code ? carried.code : 'INTERNAL';
  const field = typeof carried.field === 'string' && carried.field ? carried.field : undefined;
  if (!field) return { code };
  const message = typeof carried.message === 'string' ? carried.message : '';
  return isI18nKey(message) ? { code, field, messageKey: message } : { code, field };
}

/**
 * Puts a refused call's code where the user looks for it: next to the field the api refused when the form has
 * that field (worded by the rule's own key when the api gave one, else `errors.<CODE>`), otherwise in the form's
 * alert as `errors.<CODE>`. The code itself is kept as the error's type, for forms that word the alert their way.
 */
export function mapServerError<Field extends string>(
  error: ServerError,
  formFields: readonly Field[],
  setError: (name: Field | typeof SERVER_ERROR, error: ErrorOption) => void,
): Field | typeof SERVER_ERROR {
  const field = formFields.find((name) => name === error.field);
  const target = field ?? SERVER_ERROR;
  const message = field && error.messageKey ? error.messageKey : `errors.${error.code}`;
  setError(target, { type: error.code, message });
  return target;
}
