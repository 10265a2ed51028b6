import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { type FormSchemaSource, type ZodFormResolverOptions, zodFormResolver } from './zod-form-resolver';

type UseZodFormOptions<Values extends FieldValues> = ZodFormResolverOptions<Values> & {
  defaultValues: DefaultValues<Values>;
};

/**
 * A form validated by a zod schema (from schema/ where the api has one, so the form and the api apply the same
 * rules). Nothing is checked while the first value is typed; after a submit each change checks again, so a
 * message goes away as soon as the value is right.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: FormSchemaSource<Values, Output>,
  { defaultValues, fieldOfIssue }: UseZodFormOptions<Values>,
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    resolver: zodFormResolver(schema, fieldOfIssue ? { fieldOfIssue } : {}),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // A refused submit leaves the focus where it was, as the console's forms always did; each message is tied to
    // its field (aria-describedby) and the alert is announced.
    shouldFocusError: false,
  });
}
