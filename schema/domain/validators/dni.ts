import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizeDocumentNumber } from './document-number';
import { requiredText } from './required-text';

/** The mod-23 control letter table of the DNI, shared by NIE and the K/L/M personal numbers. */
export const DNI_CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The control letter for a DNI number (or NIE/K/L/M number already reduced to digits). */
export function dniControlLetter(digits: string): string {
  if (!/^\d{1,8}$/.test(digits)) throw new RangeError('A DNI number is 1 to 8 digits');
  return DNI_CONTROL_LETTERS[Number(digits) % 23] as string;
}

/**
 * A DNI in normalised form: 8 digits and the mod-23 letter (12345678Z), or a K, L or M personal number
 * (Spaniards without a DNI: under-14s abroad, foreigners pending a NIE, ...) whose 7 digits use the same table.
 */
export function isValidDni(value: string): boolean {
  const match = /^(?:(\d{8})|[KLM](\d{7}))([A-Z])$/.exec(value);
  if (!match) return false;
  const digits = match[1] ?? match[2] ?? '';
  return dniControlLetter(digits) === match[3];
}

/** DNI field: normalised (upper case, no separators), then checked. */
export const dniSchema = requiredText(normalizeDocumentNumber).refine(isValidDni, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidDni,
});
