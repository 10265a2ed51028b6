import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from './zod-form-resolver';

type UseZodFormOptions<Values extends FieldValues> = {
  defaultValues: DefaultValues<Values>;
  /** See zodFormResolver: maps an issue of a request schema onto the form field that holds its value. */
  fieldOfIssue?: (path: string, values: Values) => string;
};

/**
 * A form validated by a zod schema (from schema/ where the api has one, so the form and the api apply the same
 * rules). Nothing is checked while the first value is typed; after a submit each change checks again, so a
 * message goes away as soon as the value is right.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  { defaultValues, fieldOfIssue }: UseZodFormOptions<Values>,
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    resolver: zodFormResolver(schema, fieldOfIssue ? { fieldOfIssue } : {}),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
