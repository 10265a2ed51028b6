import { faker } from '@faker-js/faker/locale/es';
import { composeIBAN } from 'ibantools';
import { isValidSpanishIban } from '../../../schema/domain/validators/iban';
import { isValidIcc, luhnCheckDigit, SPANISH_ICC_PREFIX } from '../../../schema/domain/validators/icc';
import { streetWithoutType } from '../street-name';

/**
 * Values that are costly or awkward to compute in SQL, made once in JavaScript with the domain helpers and picked
 * by index in SQL: check-digit values (IBAN, ICC) and Spanish names. Deterministic: faker's `es` locale, fixed seed.
 */
export type BenchValuePools = {
  ibans: string[];
  iccs: string[];
  firstNames: string[];
  surnames: string[];
  streets: string[];
  cities: string[];
};

const SEED = 3014;
const CHECK_DIGIT_POOL_SIZE = 4096;
const NAME_POOL_SIZE = 400;

/** The two check digits of a Spanish account code (CCC): over 00+bank+branch, then over the account number. */
function cccControlDigit(tenDigits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(tenDigits[index]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

function digits(count: number): string {
  return faker.string.numeric({ length: count, allowLeadingZeros: true });
}

function benchIban(): string {
  const bankAndBranch = digits(8);
  const account = digits(10);
  const bban = `${bankAndBranch}${cccControlDigit(`00${bankAndBranch}`)}${cccControlDigit(account)}${account}`;
  const iban = composeIBAN({ countryCode: 'ES', bban });
  if (!iban || !isValidSpanishIban(iban)) throw new Error(`bench IBAN ${iban} is not valid`);
  return iban;
}

function benchIcc(): string {
  const body = `${SPANISH_ICC_PREFIX}${digits(14)}`;
  const icc = `${body}${luhnCheckDigit(body)}`;
  if (!isValidIcc(icc)) throw new Error(`bench ICC ${icc} is not valid`);
  return icc;
}

/** Distinct values from `make` until there are `size`. */
function distinct(size: number, make: () => string): string[] {
  const values = new Set<string>();
  for (let attempts = 0; values.size < size && attempts < size * 20; attempts += 1) values.add(make());
  return [...values];
}

export function createBenchValuePools(): BenchValuePools {
  faker.seed(SEED);
  return {
    ibans: distinct(CHECK_DIGIT_POOL_SIZE, benchIban),
    iccs: distinct(CHECK_DIGIT_POOL_SIZE, benchIcc),
    firstNames: distinct(NAME_POOL_SIZE, () => faker.person.firstName()),
    surnames: distinct(NAME_POOL_SIZE, () => faker.person.lastName()),
    streets: distinct(NAME_POOL_SIZE, () => streetWithoutType(faker.location.street())),
    cities: distinct(NAME_POOL_SIZE, () => faker.location.city()),
  };
}
