import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Most characters a service provider name (shown on the handset) may have. */
export const SPN_MAX_LENGTH = 10;

/** An SPN: 1 to 10 of letters A-Z/a-z, digits, hyphen and decimal point. */
export function isValidSpn(value: string): boolean {
  return /^[A-Za-z0-9.-]{1,10}$/.test(value);
}

export const spnSchema = requiredText().refine(isValidSpn, { error: DOMAIN_VALIDATION_MESSAGES.invalidSpn });
