import type { SignupAddress } from '../../schema/rest/signup';
import type { SignupRecord } from '../db/order-tables';

export type SavedAddress = SignupRecord['address'];

/** An address of the wizard as the state keeps it: every field present, null when not given. */
export function toSavedAddress(address: SignupAddress): SavedAddress {
  return {
    streetType: address.streetType ?? null,
    street: address.street,
    number: address.number,
    floor: address.floor ?? null,
    additionalInfo: address.additionalInfo ?? null,
    postalCode: address.postalCode,
    province: address.province,
    city: address.city,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

/** One line of text, as a subscription's installation address shows it. */
export function addressText(address: SavedAddress): string {
  const street = [address.streetType, address.street, address.number].filter(Boolean).join(' ');
  const detail = [address.floor, address.additionalInfo].filter(Boolean).join(' ');
  return [street, detail, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ');
}
