import { isProvinceCode } from '../../schema/domain/provinces';
import type { SignupAddressInput } from '../../schema/rest/signup';

/** The signup wizard's route, whose intro address is prefilled from these query parameters. */
export const SIGNUP_PATH = '/subscriptions/v2';

const TEXT_PARAMS = ['street', 'number', 'floor', 'postalCode', 'province', 'city'] as const;
const COORDINATE_PARAMS = ['latitude', 'longitude'] as const;

/** The query parameters an address travels in, in the order the link writes them. */
export const SIGNUP_ADDRESS_PARAMS = [...TEXT_PARAMS, ...COORDINATE_PARAMS] as const;
type SignupAddressParam = (typeof SIGNUP_ADDRESS_PARAMS)[number];

/** What a link can carry: the form's values (strings, '' when empty) or the parsed address (null when empty). */
export type AddressLinkValues = Readonly<Partial<Record<SignupAddressParam, string | number | null>>>;

const COORDINATE_LIMIT: Record<(typeof COORDINATE_PARAMS)[number], number> = { latitude: 90, longitude: 180 };

/**
 * The signup wizard's URL with the address as query parameters: only the filled ones, URL-encoded, coordinates as
 * plain decimal numbers. `addressFromSearchParams` reads it back.
 */
export function signupAddressLink(address: AddressLinkValues): string {
  const params = new URLSearchParams();
  for (const name of SIGNUP_ADDRESS_PARAMS) {
    const value = address[name];
    if (typeof value === 'number') {
      if (Number.isFinite(value)) params.set(name, String(value));
    } else if (typeof value === 'string' && value.trim() !== '') {
      params.set(name, value.trim());
    }
  }
  const query = params.toString();
  return query ? `${SIGNUP_PATH}?${query}` : SIGNUP_PATH;
}

/**
 * The address a signup link carries, as the wizard's form takes it: the filled parameters only; a province that is
 * no INE code and a coordinate that is no number in range are left out (a hand-edited URL must not break the form).
 */
export function addressFromSearchParams(params: URLSearchParams): Partial<SignupAddressInput> {
  const address: Partial<SignupAddressInput> = {};
  for (const name of TEXT_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'province') {
      if (isProvinceCode(value)) address.province = value;
    } else {
      address[name] = value;
    }
  }
  for (const name of COORDINATE_PARAMS) {
    const text = params.get(name)?.trim();
    if (!text) continue;
    const value = Number(text);
    if (Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMIT[name]) address[name] = value;
  }
  return address;
}
