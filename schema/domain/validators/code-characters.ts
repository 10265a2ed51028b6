import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Code characters: ASCII letters, digits, underscore and hyphen. */
export function hasOnlyCodeCharacters(value: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value);
}

export const codeCharactersSchema = requiredText().refine(hasOnlyCodeCharacters, {
  error: DOMAIN_VALIDATION_MESSAGES.codeCharacters,
});
