import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedPrefixesOf, PROVINCES, provinceByCode } from '../../schema/domain/provinces';
import {
  fixedNumberForProvinceSchema,
  fixedNumberIsInProvince,
  fixedNumberSchema,
  fixedNumberWithProvinceSchema,
  isValidFixedNumber,
} from '../../schema/domain/validators/fixed-number';
import { iccIssuerWarning, iccSchema, isValidIcc, luhnCheckDigit } from '../../schema/domain/validators/icc';
import { isValidMobileNumber, mobileNumberSchema } from '../../schema/domain/validators/mobile-number';
import { applySubstitution, DIGITS, digitString, range, substitutionOf } from './single-character-corruption';

describe('ICC (19-20 digits, Luhn check digit)', () => {
  it('computes the textbook Luhn digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it.each([
    ['8934011234567890128', true],
    ['89340712345678901234', true],
    ['8934040000123456786', true],
    ['8934039876543210983', true],
    ['89441000001234567897', true],
    ['8934011234567890127', false],
    ['89340712345678901235', false],
    ['893401123456789012', false],
    ['893407123456789012340', false],
    ['893401123456789012A', false],
  ])('%s -> %s', (icc, valid) => {
    expect(isValidIcc(icc)).toBe(valid);
  });

  it("reports 'Icc inválida' by key and drops the spaces of printed ICCs", () => {
    expect(iccSchema.parse('8934 0112 3456 7890 128')).toBe('8934011234567890128');
    expect(iccSchema.safeParse('8934011234567890127').error?.issues[0]?.message).toBe(
      'domain.validation.invalidIcc',
    );
  });

  it('warns, without refusing, when the issuer is not Spanish', () => {
    expect(iccSchema.safeParse('89441000001234567897').success).toBe(true);
    expect(iccIssuerWarning('89441000001234567897')).toBe('domain.validation.iccForeignIssuer');
    expect(iccIssuerWarning('8934011234567890128')).toBeNull();
    // An invalid ICC gets the error, not the warning.
    expect(iccIssuerWarning('89441000001234567890')).toBeNull();
  });

  const validIcc = fc
    .tuple(fc.integer({ min: 12, max: 13 }), fc.constantFrom('01', '03', '04', '07'))
    .chain(([length, issuer]) => digitString(length).map((rest) => `8934${issuer}${rest}`))
    .map((payload) => `${payload}${luhnCheckDigit(payload)}`);

  it('property: every generated Spanish ICC passes', () => {
    fc.assert(fc.property(validIcc, (icc) => isValidIcc(icc) && (icc.length === 19 || icc.length === 20)));
  });

  // Every position, replaced by any other decimal digit: Luhn catches every single-digit substitution (doubling is
  // a permutation of 0-9). Non-digits break the format and are not what this property is about.
  it('property: any single-digit substitution fails', () => {
    const corrupted = validIcc.chain((icc) =>
      substitutionOf(icc, range(0, icc.length), DIGITS).map((substitution) =>
        applySubstitution(icc, substitution),
      ),
    );
    fc.assert(fc.property(corrupted, (icc) => !isValidIcc(icc)));
  });

  // Luhn's one blind spot among adjacent transpositions is 09 <-> 90; every other swap of different digits fails.
  it('property: swapping two different adjacent digits fails, except 0 and 9', () => {
    const swapped = validIcc
      .chain((icc) => fc.tuple(fc.constant(icc), fc.integer({ min: 0, max: icc.length - 2 })))
      .filter(([icc, index]) => icc[index] !== icc[index + 1] && `${icc[index]}${icc[index + 1]}` !== '09')
      .filter(([icc, index]) => `${icc[index]}${icc[index + 1]}` !== '90')
      .map(([icc, index]) => `${icc.slice(0, index)}${icc[index + 1]}${icc[index]}${icc.slice(index + 2)}`);
    fc.assert(fc.property(swapped, (icc) => !isValidIcc(icc)));
  });
});

describe('mobile numbers (9 digits starting with 6 or 7)', () => {
  it.each([
    ['612345678', true],
    ['712345678', true],
    ['812345678', false],
    ['512345678', false],
    ['61234567', false],
    ['6123456789', false],
  ])('%s -> %s', (number, valid) => {
    expect(isValidMobileNumber(number)).toBe(valid);
  });

  it('accepts the Spanish country code and separators, nothing else', () => {
    expect(mobileNumberSchema.parse('+34 612 34 56 78')).toBe('612345678');
    expect(mobileNumberSchema.parse('0034-612-345-678')).toBe('612345678');
    expect(mobileNumberSchema.safeParse('+33612345678').error?.issues[0]?.message).toBe(
      'domain.validation.invalidMobile',
    );
  });
});

describe('fixed numbers (9 digits starting with 8 or 9; the coverage province prefix when known)', () => {
  it.each([
    ['912345678', true],
    ['812345678', true],
    ['800123456', true],
    ['612345678', false],
    ['91234567', false],
  ])('%s -> %s', (number, valid) => {
    expect(isValidFixedNumber(number)).toBe(valid);
  });

  it.each([
    ['912345678', '28', true],
    ['912345678', '08', false],
    ['815123456', '28', true],
    ['934567890', '08', true],
    ['834567890', '08', true],
    ['934567890', '28', false],
    ['971123456', '07', true],
    ['971123456', '28', false],
    ['944123456', '48', true],
    ['946123456', '48', true],
    ['960123456', '46', true],
    ['963123456', '46', true],
    ['964123456', '46', false],
    ['845123456', '01', true],
    ['956123456', '11', true],
    ['956123456', '51', true],
    ['952123456', '29', true],
    ['952123456', '52', true],
    ['951123456', '52', false],
    ['928123456', '35', true],
    ['922123456', '38', true],
    ['922123456', '35', false],
  ] as const)('%s in province %s -> %s', (number, province, valid) => {
    expect(fixedNumberIsInProvince(number, province)).toBe(valid);
    expect(fixedNumberForProvinceSchema(province).safeParse(number).success).toBe(valid);
  });

  it('applies only the general rule when no province is defined', () => {
    expect(fixedNumberForProvinceSchema(undefined).safeParse('934567890').success).toBe(true);
    expect(fixedNumberSchema.safeParse('612345678').error?.issues[0]?.message).toBe(
      'domain.validation.invalidFixed',
    );
  });

  it('reports a prefix from another province on fixedNumber', () => {
    const result = fixedNumberWithProvinceSchema.safeParse({ fixedNumber: '912345678', province: '08' });
    expect(result.error?.issues).toMatchObject([
      { path: ['fixedNumber'], message: 'domain.validation.fixedNotInProvince' },
    ]);
    expect(
      fixedNumberWithProvinceSchema.safeParse({ fixedNumber: '912345678', province: null }).success,
    ).toBe(true);
  });
});

describe('province table', () => {
  it('has the 52 INE provinces in code order', () => {
    expect(PROVINCES.map((province) => province.code)).toEqual(
      Array.from({ length: 52 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    expect(provinceByCode('28')?.name).toBe('Madrid');
    expect(provinceByCode('08')?.name).toBe('Barcelona');
    expect(provinceByCode('53')).toBeUndefined();
  });

  it('gives every province geographic 9xx prefixes and their 8xx mirrors', () => {
    for (const province of PROVINCES) {
      expect(province.fixedPrefixes.length, province.name).toBeGreaterThan(0);
      for (const prefix of province.fixedPrefixes) expect(prefix).toMatch(/^9[1-8]\d?$/);
    }
    expect(fixedPrefixesOf(provinceByCode('28')!)).toEqual(['91', '81']);
    expect(fixedPrefixesOf(provinceByCode('46')!)).toEqual([
      '960',
      '961',
      '962',
      '963',
      '860',
      '861',
      '862',
      '863',
    ]);
  });

  it('shares a prefix only where the numbering plan does (Ceuta with Cádiz, Melilla with Málaga)', () => {
    const owners = new Map<string, string[]>();
    for (const province of PROVINCES) {
      for (const prefix of province.fixedPrefixes)
        owners.set(prefix, [...(owners.get(prefix) ?? []), province.code]);
    }
    const shared = [...owners].filter(([, codes]) => codes.length > 1);
    expect(shared).toEqual([
      ['956', ['11', '51']],
      ['952', ['29', '52']],
    ]);
  });
});
