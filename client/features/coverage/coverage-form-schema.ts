import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { type SignupAddress, signupAddressSchema } from '../../../schema/rest/signup';
import type { CoverageAddressInput } from '../../generated/graphql';

/** The coverage page's form: one address, checked with the signup wizard's rules (the same address goes on). */
export const coverageFormSchema = z.object({ address: signupAddressSchema });
export type CoverageFormValues = z.input<typeof coverageFormSchema>;
export type CoverageFormOutput = z.output<typeof coverageFormSchema>;

const CHECKED_FIELDS = ['postalCode', 'province', 'city', 'street', 'number'] as const;

/** The form field holding an api error's field: the check's body is the address's own fields. */
export function coverageFormFieldOf(apiField: string): FieldPath<CoverageFormValues> | undefined {
  const field = CHECKED_FIELDS.find((name) => name === apiField);
  return field ? `address.${field}` : undefined;
}

/** What the coverage check takes of an address. */
export function coverageInputOf(address: SignupAddress): CoverageAddressInput {
  const { postalCode, province, city, street, number } = address;
  return { postalCode, province, city, street, number };
}
