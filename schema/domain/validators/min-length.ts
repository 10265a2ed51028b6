import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/**
 * Text of at least `min` characters (counted as Unicode code points), after trimming. Raises
 * `domain.validation.minLength` with params { min }.
 */
export function minLengthSchema(min: number) {
  return requiredText().check((ctx) => {
    if (Array.from(ctx.value).length < min) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.minLength,
        input: ctx.value,
        params: { min },
      });
    }
  });
}

/** The required "minimum length 4". */
export const minLength4Schema = minLengthSchema(4);
