import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizeDocumentNumber } from './document-number';
import { requiredText } from './required-text';

/** Our bounds for a passport or other foreign document number: no check digit we could verify, so a sane shape. */
export const PASSPORT_MIN_LENGTH = 3;
export const PASSPORT_MAX_LENGTH = 20;

/** A passport/other document number in normalised form: 3 to 20 letters (A-Z) and digits. */
export function isValidPassport(value: string): boolean {
  return new RegExp(`^[A-Z0-9]{${PASSPORT_MIN_LENGTH},${PASSPORT_MAX_LENGTH}}$`).test(value);
}

export const passportSchema = requiredText(normalizeDocumentNumber).refine(isValidPassport, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidPassport,
});
