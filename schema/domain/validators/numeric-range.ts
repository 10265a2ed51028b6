import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { floatSchema } from './float';

/**
 * A number between `min` and `max`, both inclusive. Out of range raises
 * `domain.validation.outOfRange` with params { min, max } for the translation.
 */
export function numericRangeSchema(min: number, max: number) {
  if (!(min <= max)) throw new RangeError('numericRangeSchema needs min <= max');
  return floatSchema.pipe(
    z.number().check((ctx) => {
      if (ctx.value < min || ctx.value > max) {
        ctx.issues.push({
          code: 'custom',
          message: DOMAIN_VALIDATION_MESSAGES.outOfRange,
          input: ctx.value,
          params: { min, max },
        });
      }
    }),
  );
}
