import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Every ICCID starts with 89, the telecommunications industry identifier of ITU-T E.118. */
const ICC_INDUSTRY_PREFIX = '89';

/** ICCIDs of Spanish issuers start with 89 (telecoms) and 34 (Spain), ITU-T E.118. */
export const SPANISH_ICC_PREFIX = '8934';

/** The Luhn check digit for a run of digits (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('Luhn works on digits');
  let sum = 0;
  // Walking from the right, the digit next to the future check digit is doubled, then every other one.
  for (let index = digits.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** An ICC (SIM serial, ICCID): 19 or 20 digits starting with 89, the last a Luhn check digit over the others. */
export function isValidIcc(value: string): boolean {
  if (!/^\d{19,20}$/.test(value) || !value.startsWith(ICC_INDUSTRY_PREFIX)) return false;
  return luhnCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}

/**
 * A warning, not an error: a reseller's SIMs carry their host network's issuer, which may not be Spanish. Answers
 * the message key to show beside a valid ICC that does not start with 8934, or null.
 */
export function iccIssuerWarning(value: string): string | null {
  const icc = normalizeIcc(value);
  return isValidIcc(icc) && !icc.startsWith(SPANISH_ICC_PREFIX)
    ? DOMAIN_VALIDATION_MESSAGES.iccForeignIssuer
    : null;
}

/** ICCs are printed in groups; spaces and hyphens are dropped. */
export function normalizeIcc(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** ICC field: 19 or 20 digits starting with 89, with a Luhn check digit; 'Icc inválida' otherwise. */
export const iccSchema = requiredText(normalizeIcc).refine(isValidIcc, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidIcc,
});
