import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Letters only, of any script and with accents (Ñ, Ç, À, ...); no spaces, digits or punctuation. */
export function isAlphabetic(value: string): boolean {
  return /^[\p{L}\p{M}]+$/u.test(value);
}

export const alphabeticSchema = requiredText().refine(isAlphabetic, {
  error: DOMAIN_VALIDATION_MESSAGES.alphabetic,
});
