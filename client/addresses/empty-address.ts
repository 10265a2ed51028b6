import type { SignupAddressInput } from '../../schema/rest/signup';

/**
 * An address form's starting values: every text field empty (so react-hook-form tracks them from the start), no
 * province and no coordinates, overlaid with what is already known (`addressFromSearchParams` of a signup link).
 */
export function emptyAddress(known: Partial<SignupAddressInput> = {}): Partial<SignupAddressInput> {
  return {
    streetType: '',
    street: '',
    number: '',
    floor: '',
    additionalInfo: '',
    postalCode: '',
    city: '',
    ...known,
  };
}
