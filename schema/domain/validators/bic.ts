import { isValidBIC } from 'ibantools';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** A BIC (8 or 11 characters: bank, country, location, optional branch), as the brand's collection account needs. */
export const bicSchema = requiredText((value) => value.replace(/\s+/g, '').toUpperCase()).refine(isValidBIC, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidBic,
});
