import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../validation-messages';

/**
 * A required text field: wrong type, missing or empty (after `normalize`) reports `validation.required` and stops,
 * so the field's own rule only ever sees a non-empty normalised string.
 */
export function requiredText(normalize: (value: string) => string = (value) => value.trim()) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .overwrite(normalize)
    .min(1, { error: REQUIRED_MESSAGE, abort: true });
}
