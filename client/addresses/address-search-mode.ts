/**
 * How the agent finds the address: by street (province, then a city from the list), by coordinates, or typed by
 * hand when the search does not find it.
 */
export const ADDRESS_SEARCH_MODES = ['street', 'coordinates', 'manual'] as const;
export type AddressSearchMode = (typeof ADDRESS_SEARCH_MODES)[number];
