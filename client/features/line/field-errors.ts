import type { z } from 'zod';

/** A field's message: an i18n key and the values it interpolates. */
export type FieldMessage = { key: string; values?: Record<string, unknown> };
export type FieldErrors = Readonly<Record<string, FieldMessage>>;

/** Parses a form's values; answers the data, or the first message of each field (by its dotted path). */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): { data: z.output<Schema>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, FieldMessage> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    if (errors[field]) continue;
    const params = (issue as { params?: Record<string, unknown> }).params;
    errors[field] = params ? { key: issue.message, values: params } : { key: issue.message };
  }
  return { data: null, errors };
}
