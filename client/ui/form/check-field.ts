import { z } from 'zod';
import type { $RefinementCtx, $ZodIssue, $ZodType } from 'zod/v4/core';
import type { FieldMessage } from './field-message';
import { fieldMessageOfIssue } from './field-message-of-issue';

/**
 * Checks one value of a form with the api's schema for it, inside the form schema's transform, so every field is
 * checked (and every message shown) in one pass whatever the others hold. A problem is reported on `path` (the
 * form's field), worded by `wordingOf` when the form says it its own way (a bare `.max(160)` the schema leaves to
 * zod's default, or a message written for another screen), else with the schema's own key. Answers the parsed
 * value, or null when it was refused.
 */
export function checkField<Output>(
  ctx: $RefinementCtx,
  path: string,
  schema: $ZodType<Output>,
  value: unknown,
  wordingOf: (issue: $ZodIssue) => FieldMessage | undefined = () => undefined,
): { value: Output } | null {
  const result = z.safeParse(schema, value);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  if (!issue) return null;
  const wording = wordingOf(issue) ?? fieldMessageOfIssue(issue);
  const params = wording.values;
  ctx.addIssue({
    code: 'custom',
    message: wording.key,
    path: path.split('.'),
    ...(params ? { params: { ...params } } : {}),
  });
  return null;
}
