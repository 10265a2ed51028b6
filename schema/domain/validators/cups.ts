import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** The 23 control letters of the CUPS (the same alphabet as the DNI's). */
const CUPS_CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spaces and hyphens dropped, upper case: a CUPS is printed in groups on the energy bill. */
export function normalizeCups(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The supply point code of an electricity or gas supply (Código Universal del Punto de Suministro): ES, 16 digits
 * and two control letters, optionally followed by a border-point suffix (one digit and a letter). The 16 digits
 * modulo 529 give the letters: quotient and remainder by 23, each an index into the control alphabet.
 */
export function isValidCups(value: string): boolean {
  const match = /^ES(\d{16})([A-Z]{2})(\d[A-Z])?$/.exec(value);
  if (!match) return false;
  const remainder = Number(BigInt(match[1] ?? '') % 529n);
  const expected = `${CUPS_CONTROL_LETTERS[Math.floor(remainder / 23)]}${CUPS_CONTROL_LETTERS[remainder % 23]}`;
  return match[2] === expected;
}

export const cupsSchema = requiredText(normalizeCups).refine(isValidCups, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidCups,
});
