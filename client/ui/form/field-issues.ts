import type { $ZodIssue } from 'zod/v4/core';
import type { FieldMessage } from './field-message';
import { fieldMessageOfIssue } from './field-message-of-issue';

/**
 * The first message of each field among a schema's issues, keyed by the form field (`fieldOfIssue` turns a request's
 * path into the form's, as the form's resolver does): what a form would show, for code that checks values without
 * rendering the form.
 */
export function fieldIssuesOf(
  issues: readonly $ZodIssue[],
  fieldOfIssue: (path: string) => string = (path) => path,
): Record<string, FieldMessage> {
  const found: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path.map(String).join('.'));
    if (found[field]) continue;
    found[field] = fieldMessageOfIssue(issue);
  }
  return found;
}
