import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

export const SEPA_MANDATE_REFERENCE_MAX_LENGTH = 35;

/** A SEPA mandate reference: 1 to 35 of 0-9 A-Z a-z / - ? : ( ) . , ' + (unique per creditor: the api's job). */
export function isValidSepaMandateReference(value: string): boolean {
  return /^[0-9A-Za-z/\-?:().,'+]{1,35}$/.test(value);
}

export const sepaMandateReferenceSchema = requiredText().refine(isValidSepaMandateReference, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidSepaMandateReference,
});
