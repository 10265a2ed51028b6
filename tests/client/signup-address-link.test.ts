import { describe, expect, it } from 'vitest';
import { addressFromSearchParams, signupAddressLink } from '../../client/addresses/signup-address-link';

describe('the signup link of a checked address', () => {
  it('carries only the filled fields, URL-encoded, under the names the wizard reads', () => {
    const link = signupAddressLink({
      street: 'Calle de Alcalá',
      number: '12 B',
      floor: '',
      postalCode: '28014',
      province: '28',
      city: 'Madrid',
      latitude: null,
    });
    expect(link).toBe(
      '/subscriptions/v2?street=Calle+de+Alcal%C3%A1&number=12+B&postalCode=28014&province=28&city=Madrid',
    );
  });

  it('adds the coordinates when the address has them, and is the bare wizard path for an empty address', () => {
    const link = signupAddressLink({
      street: 'Gran Via',
      number: '1',
      latitude: 40.4168,
      longitude: -3.7038,
    });
    const params = new URL(link, 'http://console').searchParams;
    expect(params.get('latitude')).toBe('40.4168');
    expect(params.get('longitude')).toBe('-3.7038');
    expect(signupAddressLink({ street: '  ', floor: null })).toBe('/subscriptions/v2');
  });

  it('reads back what it wrote, characters that mean something in a URL included', () => {
    const address = {
      street: 'Plaça d’Espanya & Sants?',
      number: '3/5',
      floor: '2º 1ª #',
      postalCode: '08014',
      province: '08' as const,
      city: 'Barcelona',
      latitude: 41.375,
      longitude: 2.149,
    };
    const link = signupAddressLink(address);
    expect(addressFromSearchParams(new URL(link, 'http://console').searchParams)).toEqual(address);
  });

  it('leaves out what a hand-edited link gets wrong instead of breaking the form', () => {
    const params = new URLSearchParams(
      'street=%20Mayor%20&number=&province=99&city=Sevilla&latitude=north&longitude=200&postalCode=41001',
    );
    expect(addressFromSearchParams(params)).toEqual({
      street: 'Mayor',
      city: 'Sevilla',
      postalCode: '41001',
    });
    expect(addressFromSearchParams(new URLSearchParams())).toEqual({});
  });
});
