import { SIGNUP_PATH } from '../../addresses/signup-address-link';

/** The energy study's pages, and the signup wizard's link for an offer. */
export const energyPaths = {
  study: '/energy',
  result: (id: string) => `/energy-result/${encodeURIComponent(id)}`,
};

type StudyForSignup = { postalCode: string; customerFiscalId: string | null | undefined };

/**
 * The signup wizard with the offer's product chosen (docs/energy.md "Sign up"): the energy family tab, the study's
 * postal code and province (the first two digits are the INE province), and the customer's document when known.
 */
export function signupLinkFor(productId: string, study: StudyForSignup): string {
  const params = new URLSearchParams({ product: productId, familyTab: 'ENERGY' });
  if (study.customerFiscalId) params.set('fiscalId', study.customerFiscalId);
  params.set('postalCode', study.postalCode);
  params.set('province', study.postalCode.slice(0, 2));
  return `${SIGNUP_PATH}?${params.toString()}`;
}
