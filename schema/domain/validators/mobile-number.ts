import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizePhoneNumber } from './phone-number';
import { requiredText } from './required-text';

/** A mobile number: 9 digits starting with 6 or 7. */
export function isValidMobileNumber(value: string): boolean {
  return /^[67]\d{8}$/.test(value);
}

export const mobileNumberSchema = requiredText(normalizePhoneNumber).refine(isValidMobileNumber, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidMobile,
});
