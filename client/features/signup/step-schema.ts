import { z } from 'zod';
import type { FormSchema } from '../../ui/form/zod-form-resolver';

/**
 * A step's form schema: the form's values (every field a string, as inputs hold them) turned into the request the
 * api takes, then checked by the api's own schema for that step. The issues keep the request's paths, which are the
 * form's paths too.
 */
export function stepSchema<Values, Output>(
  toRequest: (values: Values) => unknown,
  requestSchema: z.ZodType<Output>,
): FormSchema<Values, Output> {
  // preprocess types its input as unknown; the form only ever passes its own values.
  return z.preprocess((values) => toRequest(values as Values), requestSchema) as unknown as FormSchema<
    Values,
    Output
  >;
}

/** A trimmed optional text: '' is left out of the request. */
export function optionalText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
