import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { encodeFieldMessage } from './field-message';
import { fieldMessageOfIssue } from './field-message-of-issue';

/** A zod schema (classic or mini) whose input is the form's values. */
export type FormSchema<Values, Output> = $ZodType<Output, Values> & {
  safeParseAsync(
    data: unknown,
  ): Promise<{ success: true; data: Output } | { success: false; error: { issues: readonly $ZodIssue[] } }>;
};

/**
 * A schema, or how to fetch it on the first check: the login page's forms keep zod out of the page's first bytes
 * (it loads at the visitor's first intent, and a submit waits for it if it has not arrived).
 */
export type FormSchemaSource<Values, Output> =
  | FormSchema<Values, Output>
  | (() => Promise<FormSchema<Values, Output>>);

export type ZodFormResolverOptions<Values> = {
  /**
   * The form field an issue belongs to, when the schema validates a request built from the form's values and
   * an issue's path names the request's field rather than the form's (default: the issue's dotted path).
   */
  fieldOfIssue?: (path: string, values: Values) => string;
};

/**
 * react-hook-form resolver over a zod schema whose messages are i18n keys. @hookform/resolvers' zodResolver keeps
 * only an issue's message; this one keeps the issue's `params` too (the shared validators put the values their
 * messages interpolate there, e.g. { min, max }), so "El valor debe estar entre 8 y 63" still reads right, and
 * words a rule the schema left to zod's English default (fieldMessageOfIssue).
 * The first issue of each field wins, as zodResolver's default does.
 */
export function zodFormResolver<Values extends FieldValues, Output>(
  source: FormSchemaSource<Values, Output>,
  { fieldOfIssue }: ZodFormResolverOptions<Values> = {},
): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const schema = typeof source === 'function' ? await source() : source;
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = fieldOfIssue ? fieldOfIssue(path, values) : path;
      if (errors[field]) continue;
      errors[field] = { type: issue.code, message: encodeFieldMessage(fieldMessageOfIssue(issue)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
