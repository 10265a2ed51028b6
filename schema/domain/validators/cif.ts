import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizeDocumentNumber } from './document-number';
import { requiredText } from './required-text';

/** Which form the CIF control character must take, by organisation letter. */
export type CifControlForm = 'LETTER' | 'DIGIT' | 'EITHER';

/**
 * Our policy (docs/domain-rules.md "Identity documents"; a common convention, not law): P, Q, R, S, N, W need a letter control; A, B, E, H a digit;
 * C, D, F, G, J, U, V accept either. The 18 letters are the organisation letters of a CIF.
 */
export const CIF_CONTROL_FORM: Readonly<Record<string, CifControlForm>> = {
  A: 'DIGIT',
  B: 'DIGIT',
  E: 'DIGIT',
  H: 'DIGIT',
  P: 'LETTER',
  Q: 'LETTER',
  R: 'LETTER',
  S: 'LETTER',
  N: 'LETTER',
  W: 'LETTER',
  C: 'EITHER',
  D: 'EITHER',
  F: 'EITHER',
  G: 'EITHER',
  J: 'EITHER',
  U: 'EITHER',
  V: 'EITHER',
};

/** The letter form of each control value 0-9. */
export const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

function digitSum(value: number): number {
  return Math.floor(value / 10) + (value % 10);
}

/** The control value 0-9 of a CIF's 7 digits: even positions as is, odd positions doubled and digit-summed. */
export function cifControlValue(digits: string): number {
  if (!/^\d{7}$/.test(digits)) throw new RangeError('A CIF has 7 digits');
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled.
    sum += index % 2 === 0 ? digitSum(2 * digit) : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A CIF in normalised form: organisation letter, 7 digits, control digit or letter in the form its letter needs. */
export function isValidCif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, organisation = '', digits = '', control = ''] = match;
  const expected = cifControlValue(digits);
  const form = CIF_CONTROL_FORM[organisation];
  const isDigit = /\d/.test(control);
  if (form === 'DIGIT' && !isDigit) return false;
  if (form === 'LETTER' && isDigit) return false;
  return isDigit ? Number(control) === expected : CIF_CONTROL_LETTERS[expected] === control;
}

/** CIF field: normalised (upper case, no separators), then checked. */
export const cifSchema = requiredText(normalizeDocumentNumber).refine(isValidCif, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidCif,
});
