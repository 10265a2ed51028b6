import { faker } from '@faker-js/faker/locale/es';

const STREET_TYPES = [...(faker.definitions.location.street_suffix ?? [])].sort(
  (a, b) => b.length - a.length,
);

/**
 * faker's Spanish streets start with their own type ("Avenida Leticia"); the seed stores the type apart, so it is
 * dropped from the name. The street is still drawn once, so the rest of a seeded world does not change.
 */
export function streetWithoutType(street: string): string {
  const type = STREET_TYPES.find((suffix) => street.startsWith(`${suffix} `));
  return type ? street.slice(type.length + 1) : street;
}
