import type { SignupAddressInput } from '../../../schema/rest/signup';

/** An address as the form holds it: every field a string. */
export type AddressFormValues = {
  streetType: string;
  street: string;
  number: string;
  floor: string;
  additionalInfo: string;
  postalCode: string;
  province: string;
  city: string;
  /** A number once picked in the coordinates search, '' while empty. */
  latitude: string | number;
  longitude: string | number;
};

export const EMPTY_ADDRESS: AddressFormValues = {
  streetType: '',
  street: '',
  number: '',
  floor: '',
  additionalInfo: '',
  postalCode: '',
  province: '',
  city: '',
  latitude: '',
  longitude: '',
};

type SavedAddress = {
  streetType?: string | null;
  street?: string | null;
  number?: string | null;
  floor?: string | null;
  additionalInfo?: string | null;
  postalCode?: string | null;
  province?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** A saved address (the order's, the customer's) back into the form. */
export function addressFormValuesOf(address: SavedAddress | null | undefined): AddressFormValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    streetType: address.streetType ?? '',
    street: address.street ?? '',
    number: address.number ?? '',
    floor: address.floor ?? '',
    additionalInfo: address.additionalInfo ?? '',
    postalCode: address.postalCode ?? '',
    province: address.province ?? '',
    city: address.city ?? '',
    latitude: address.latitude ?? '',
    longitude: address.longitude ?? '',
  };
}

function coordinate(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  // A coordinate that is not a number goes as it is, so the schema refuses it on its field.
  return Number.isNaN(number) ? (value as unknown as number) : number;
}

/** The form's address as the api takes it: blank optional fields left out, coordinates as numbers. */
export function addressRequestOf(
  values: Partial<Record<keyof AddressFormValues, string | number>>,
): SignupAddressInput {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const optional = (value: string | number | undefined) => text(value).trim() || undefined;
  const request: SignupAddressInput = {
    street: text(values.street),
    number: text(values.number),
    postalCode: text(values.postalCode).trim(),
    province: text(values.province) as SignupAddressInput['province'],
    city: text(values.city),
  };
  const streetType = optional(values.streetType);
  if (streetType) request.streetType = streetType;
  const floor = optional(values.floor);
  if (floor) request.floor = floor;
  const additionalInfo = optional(values.additionalInfo);
  if (additionalInfo) request.additionalInfo = additionalInfo;
  const latitude = coordinate(values.latitude);
  if (latitude !== undefined) request.latitude = latitude;
  const longitude = coordinate(values.longitude);
  if (longitude !== undefined) request.longitude = longitude;
  return request;
}

/** The address as one line, for summaries. */
export function addressLine(address: SavedAddress | null | undefined): string {
  if (!address) return '—';
  const street = [address.streetType, address.street, address.number].filter(Boolean).join(' ');
  return [street, address.floor, `${address.postalCode ?? ''} ${address.city ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
}
