import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Length of a Spanish IBAN: ES, 2 check digits, 20-digit account code (EEEE OOOO DD NNNNNNNNNN). */
export const SPANISH_IBAN_LENGTH = 24;

/**
 * IBAN input as people type or paste it ("es91 2100 0418 ...", "ES91-2100-0418-...") to its electronic form
 * (ES9121000418...): spaces and hyphens dropped.
 */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * A Spanish IBAN in electronic form: ES + 22 digits, mod 97 over the rearranged IBAN and the two check digits of the
 * Spanish account code (ibantools runs both; mod 97 alone accepts ES0212341234001234567890).
 */
export function isValidSpanishIban(value: string): boolean {
  return /^ES\d{22}$/.test(value) && isValidIBAN(value);
}

/** The IBAN in groups of four, for display. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value;
}

/** Spanish IBAN field: spaces, hyphens and case forgiven, the length checked first, then the check digits. */
export const spanishIbanSchema = requiredText(normalizeIban)
  .length(SPANISH_IBAN_LENGTH, { error: DOMAIN_VALIDATION_MESSAGES.ibanLength, abort: true })
  .refine(isValidSpanishIban, { error: DOMAIN_VALIDATION_MESSAGES.invalidIban });
