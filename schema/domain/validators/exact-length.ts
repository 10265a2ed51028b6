import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Text of exactly `length` characters (Unicode code points), after trimming; params { length }. */
export function exactLengthSchema(length: number) {
  return requiredText().check((ctx) => {
    if (Array.from(ctx.value).length !== length) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.exactLength,
        input: ctx.value,
        params: { length },
      });
    }
  });
}
