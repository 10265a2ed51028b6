/** A Madrid address as the gateway answers it (no street type, floor or coordinates). */
export const MADRID_ADDRESS = {
  streetType: null,
  street: 'Gran Vía',
  number: '12',
  floor: null,
  additionalInfo: null,
  postalCode: '28013',
  province: '28',
  city: 'Madrid',
  latitude: null,
  longitude: null,
};
