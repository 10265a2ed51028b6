import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizeDocumentNumber } from './document-number';
import { spanishDocumentTypeOf } from './fiscal-id';
import { requiredText } from './required-text';

/** The business code most Spanish creditors use. */
export const DEFAULT_SEPA_BUSINESS_CODE = '000';

/** ISO 7064 mod 97 of an alphanumeric string, letters as 10 (A) to 35 (Z). */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const character of alphanumeric) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The two check digits of a Spanish creditor identifier: 98 - (NIF + "ES00" mod 97); the business code is left out. */
export function sepaCreditorCheckDigits(nif: string): string {
  return String(98 - mod97(`${nif}ES00`)).padStart(2, '0');
}

/** The SEPA creditor identifier of a Spanish creditor: ES, check digits, business code, NIF (B85626240 -> ES77000B85626240). */
export function sepaCreditorIdentifierFor(
  nif: string,
  businessCode: string = DEFAULT_SEPA_BUSINESS_CODE,
): string {
  const normalizedNif = normalizeDocumentNumber(nif);
  if (!/^[A-Z0-9]{3}$/.test(businessCode)) throw new RangeError('A business code is 3 letters or digits');
  return `ES${sepaCreditorCheckDigits(normalizedNif)}${businessCode}${normalizedNif}`;
}

/**
 * A Spanish SEPA creditor identifier in normalised form: ES, 2 check digits, 3-character business code and a NIF
 * that is itself a valid DNI, NIE or CIF (our policy: the check digits alone would accept any 9 characters).
 */
export function isValidSepaCreditorIdentifier(value: string): boolean {
  const match = /^ES(\d{2})[A-Z0-9]{3}([A-Z0-9]{9})$/.exec(value);
  if (!match) return false;
  const [, checkDigits, nif = ''] = match;
  return checkDigits === sepaCreditorCheckDigits(nif) && spanishDocumentTypeOf(nif) !== null;
}

export const sepaCreditorIdentifierSchema = requiredText((value) =>
  value.replace(/\s+/g, '').toUpperCase(),
).refine(isValidSepaCreditorIdentifier, { error: DOMAIN_VALIDATION_MESSAGES.invalidSepaCreditorId });
