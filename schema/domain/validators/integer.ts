import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { numericInput } from './numeric-input';

function parseInteger(value: string): number | null {
  const trimmed = value.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A whole number, as a safe integer; "3.0" and "3,5" are not. Answers the number. */
export const integerSchema = numericInput(
  parseInteger,
  Number.isSafeInteger,
  DOMAIN_VALIDATION_MESSAGES.integer,
);
