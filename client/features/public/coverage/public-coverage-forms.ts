import { z } from 'zod';
import { coverageCheckBody } from '../../../../schema/rest/coverage';
import {
  PUBLIC_COVERAGE_CONSENT_REQUIRED,
  publicCoverageLeadBody,
} from '../../../../schema/rest/public-coverage';
import type { CoverageAddressInput } from '../../../generated/graphql';

/** The address form: the api's own rules for the address of a coverage check. */
export const publicAddressFormSchema = z.object({ address: coverageCheckBody });
export type PublicAddressFormValues = z.input<typeof publicAddressFormSchema>;
export type PublicAddressFormOutput = z.output<typeof publicAddressFormSchema>;
export type CheckedAddress = PublicAddressFormOutput['address'];

export function emptyPublicAddress(): PublicAddressFormValues {
  return {
    address: { province: '' as CheckedAddress['province'], city: '', postalCode: '', street: '', number: '' },
  };
}

/**
 * "I want it": the api's rules for who asks, with the consent box a form starts unticked (the api takes only a
 * ticked one, refused with the same message).
 */
export const publicLeadFormSchema = publicCoverageLeadBody
  .pick({ fullName: true, documentNumber: true, phone: true, email: true })
  .extend({
    acceptConsent: z.boolean().refine((ticked) => ticked, { error: PUBLIC_COVERAGE_CONSENT_REQUIRED }),
  });
export type PublicLeadFormValues = z.input<typeof publicLeadFormSchema>;
export type PublicLeadFormOutput = z.output<typeof publicLeadFormSchema>;

/** The api's fields of an address, from the checked address's own. */
export function coverageAddressInputOf({
  postalCode,
  province,
  city,
  street,
  number,
}: CheckedAddress): CoverageAddressInput {
  return { postalCode, province, city, street, number };
}
