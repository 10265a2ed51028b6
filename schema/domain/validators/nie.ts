import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { dniControlLetter } from './dni';
import { normalizeDocumentNumber } from './document-number';
import { requiredText } from './required-text';

const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** A NIE in normalised form: X, Y or Z, 7 digits and the DNI letter of the number with X=0, Y=1, Z=2. */
export function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  return dniControlLetter(`${NIE_PREFIX_DIGIT[prefix]}${digits}`) === letter;
}

/** NIE field: normalised (upper case, no separators), then checked. */
export const nieSchema = requiredText(normalizeDocumentNumber).refine(isValidNie, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidNie,
});
