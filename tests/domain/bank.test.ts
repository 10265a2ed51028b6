import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bicSchema } from '../../schema/domain/validators/bic';
import {
  formatIban,
  isValidSpanishIban,
  normalizeIban,
  spanishIbanSchema,
} from '../../schema/domain/validators/iban';
import {
  isValidSepaCreditorIdentifier,
  sepaCreditorIdentifierFor,
  sepaCreditorIdentifierSchema,
} from '../../schema/domain/validators/sepa-creditor-identifier';
import {
  isValidSepaMandateReference,
  sepaMandateReferenceSchema,
} from '../../schema/domain/validators/sepa-mandate-reference';
import {
  applySubstitution,
  digitString,
  range,
  substitutionOf,
  UPPER_ALPHANUMERIC,
} from './single-character-corruption';

// Written apart from ibantools so the property cross-checks it (the Spanish IBAN's algorithm: mod 97 and the account check digits).
const ACCOUNT_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function accountCheckDigit(tenDigits: string): number {
  const sum = ACCOUNT_WEIGHTS.reduce((total, weight, index) => total + weight * Number(tenDigits[index]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

function spanishIban(entity: string, office: string, account: string): string {
  const bban = `${entity}${office}${accountCheckDigit(`00${entity}${office}`)}${accountCheckDigit(account)}${account}`;
  // ES00 moved to the end, E = 14, S = 28.
  const remainder = BigInt(`${bban}142800`) % 97n;
  return `ES${String(98n - remainder).padStart(2, '0')}${bban}`;
}

const validIban = fc
  .tuple(digitString(4), digitString(4), digitString(10))
  .map(([entity, office, account]) => spanishIban(entity, office, account));

describe('Spanish IBAN (24 characters, mod 97 and the account check digits)', () => {
  it.each([
    ['ES9121000418450200051332', true],
    ['ES6621000418401234567891', true],
    ['ES7921000813610123456789', true],
    // Passes mod 97 alone; its account check digits are wrong.
    ['ES0212341234001234567890', false],
    ['ES9121000418450200051333', false],
    ['ES912100041845020005133', false],
    // A valid IBAN of 24 characters, but Czech.
    ['CZ6508000000192000145399', false],
    ['DE89370400440532013000', false],
  ])('%s -> %s', (iban, valid) => {
    expect(isValidSpanishIban(iban)).toBe(valid);
  });

  it('accepts spaces and lower case and answers the electronic form', () => {
    expect(spanishIbanSchema.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(normalizeIban(' es91\t2100 0418 ')).toBe('ES9121000418');
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('checks the length first, then the digits', () => {
    const short = spanishIbanSchema.safeParse('ES912100041845020005133');
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['domain.validation.ibanLength']);
    const german = spanishIbanSchema.safeParse('DE89370400440532013000');
    expect(german.error?.issues.map((issue) => issue.message)).toEqual(['domain.validation.ibanLength']);
    const wrong = spanishIbanSchema.safeParse('ES0212341234001234567890');
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['domain.validation.invalidIban']);
  });

  it('property: every generated Spanish IBAN passes', () => {
    fc.assert(fc.property(validIban, (iban) => isValidSpanishIban(iban)));
  });

  // Every one of the 24 positions, replaced by any other character of 0-9/A-Z: mod 97 (ISO 7064) detects every
  // single substitution, and a letter among the digits or anything but ES in front breaks the format.
  it('property: any single-character substitution fails', () => {
    const corrupted = validIban.chain((iban) =>
      substitutionOf(iban, range(0, 24), UPPER_ALPHANUMERIC).map((substitution) =>
        applySubstitution(iban, substitution),
      ),
    );
    fc.assert(fc.property(corrupted, (iban) => !isValidSpanishIban(iban)));
  });
});

describe('BIC', () => {
  it.each([
    ['CAIXESBBXXX', true],
    ['CAIXESBB', true],
    ['caix es bb', true],
    ['CAIXESB', false],
    ['CAIX1SBB', false],
  ])('%s -> %s', (bic, valid) => {
    expect(bicSchema.safeParse(bic).success).toBe(valid);
  });
});

describe('SEPA creditor identifier (Spain)', () => {
  it('computes the identifier of a known NIF', () => {
    expect(sepaCreditorIdentifierFor('B85626240')).toBe('ES77000B85626240');
  });

  it.each([
    ['ES77000B85626240', true],
    // The business code is outside the check digits.
    ['ES77ZZZB85626240', true],
    [sepaCreditorIdentifierFor('12345678Z'), true],
    [sepaCreditorIdentifierFor('X1234567L'), true],
    ['ES78000B85626240', false],
    ['ES7700B85626240', false],
    ['FR77000B85626240', false],
    // Right check digits over a NIF that is not a valid CIF: our policy refuses it.
    [sepaCreditorIdentifierFor('B85626241'), false],
  ])('%s -> %s', (identifier, valid) => {
    expect(isValidSepaCreditorIdentifier(identifier)).toBe(valid);
  });

  it('normalises spaces and case and reports its key', () => {
    expect(sepaCreditorIdentifierSchema.parse('es77 000 b85626240')).toBe('ES77000B85626240');
    expect(sepaCreditorIdentifierSchema.safeParse('ES78000B85626240').error?.issues[0]?.message).toBe(
      'domain.validation.invalidSepaCreditorId',
    );
  });
});

describe("SEPA mandate reference (up to 35 of 0-9 A-Z a-z / - ? : ( ) . , ' +)", () => {
  it.each([
    ['MANDATE-2026/0001', true],
    ["A(1).b,c'd+e?f:g", true],
    ['R'.repeat(35), true],
    ['R'.repeat(36), false],
    ['REF#1', false],
    ['REF 1', false],
    ['REFÑ', false],
  ])('%s -> %s', (reference, valid) => {
    expect(isValidSepaMandateReference(reference)).toBe(valid);
    expect(sepaMandateReferenceSchema.safeParse(reference).success).toBe(valid);
  });
});
