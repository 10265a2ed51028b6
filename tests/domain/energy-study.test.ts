import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TARIFF_PERIODS, tariffPeriods } from '../../schema/domain/energy/electricity-tariffs';
import { energyProductPricesSchema } from '../../schema/domain/energy/energy-product-prices';
import { energyStudySchema } from '../../schema/domain/energy/energy-study-schema';
import { cupsSchema, isValidCups } from '../../schema/domain/validators/cups';
import { applySubstitution, DIGITS, digitString, range, substitutionOf } from './single-character-corruption';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The control letters of 16 digits, written out apart from the validator: quotient and remainder of mod 529 by 23. */
function controlLetters(digits: string): string {
  const remainder = Number(BigInt(digits) % 529n);
  return `${LETTERS[Math.floor(remainder / 23)]}${LETTERS[remainder % 23]}`;
}

describe('CUPS (ES + 16 digits + 2 control letters, optional border point)', () => {
  it.each([
    // docs/domain-rules.md: 1234123456789012 mod 529 = 305 = 13 x 23 + 6, letters 13 (J) and 6 (Y).
    ['ES1234123456789012JY', true],
    ['ES0021000000000000RC', true],
    ['ES0291000000000001DN', true],
    ['ES0291000000000001DN0F', true],
    ['ES1234123456789012JY1P', true],
    ['ES0031405525830002GQ', true],
    ['ES1234123456789012JX', false],
    ['ES1234123456789012YJ', false],
    ['ES0021000000000000RC0', false],
    ['ES0021000000000000RCF0', false],
    ['ES002100000000000RC', false],
    ['PT0021000000000000RC', false],
    ['ES0021000000000000R', false],
  ])('%s -> %s', (cups, valid) => {
    expect(isValidCups(cups)).toBe(valid);
  });

  it('reads a CUPS as printed on a bill (groups, hyphens, lower case) and names the rule by its key', () => {
    expect(cupsSchema.parse('es 0021 0000-0000 0000 rc 0f')).toBe('ES0021000000000000RC0F');
    expect(cupsSchema.safeParse('ES0021000000000000RX').error?.issues[0]?.message).toBe(
      'domain.validation.invalidCups',
    );
    expect(cupsSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('accepts the control letters of any 16 digits, and catches any one digit changed', () => {
    fc.assert(
      fc.property(
        digitString(16).chain((digits) =>
          fc.tuple(fc.constant(digits), substitutionOf(digits, range(0, 16), DIGITS)),
        ),
        ([digits, substitution]) => {
          expect(isValidCups(`ES${digits}${controlLetters(digits)}`)).toBe(true);
          // A one-digit change moves the number by d x 10^k, never a multiple of 529 = 23^2: always caught.
          const changed = applySubstitution(digits, substitution);
          expect(isValidCups(`ES${changed}${controlLetters(digits)}`)).toBe(false);
        },
      ),
    );
  });
});

describe('access tariffs and their periods', () => {
  it('bills 2.0TD in three energy and two power periods, 3.0TD in six of each', () => {
    expect(TARIFF_PERIODS['2.0TD']).toEqual({ energy: 3, power: 2 });
    expect(TARIFF_PERIODS['3.0TD']).toEqual({ energy: 6, power: 6 });
    expect(tariffPeriods('2.0TD', 'energy')).toEqual(['P1', 'P2', 'P3']);
    expect(tariffPeriods('2.0TD', 'power')).toEqual(['P1', 'P2']);
    expect(tariffPeriods('3.0TD', 'power')).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });

  it('keeps a product’s prices to its tariff’s periods (gas: one energy and one fixed price)', () => {
    expect(
      energyProductPricesSchema.safeParse({
        tariff: '2.0TD',
        energyPrices: [0.2, 0.15, 0.1],
        fixedPrices: [0.09, 0.01],
      }).success,
    ).toBe(true);
    expect(
      energyProductPricesSchema.safeParse({ tariff: '2.0TD', energyPrices: [0.2], fixedPrices: [0.09, 0.01] })
        .success,
    ).toBe(false);
    expect(
      energyProductPricesSchema.safeParse({ tariff: 'GAS', energyPrices: [0.07], fixedPrices: [0.3] })
        .success,
    ).toBe(true);
  });
});

const STUDY = {
  cups: 'ES0021000000000000RC',
  postalCode: '28013',
  customerFiscalId: '',
  tariff: '2.0TD',
  billingDays: '30',
  powerKw: ['4,6', '4.6'],
  consumptionKwh: ['60', '55', '120'],
  energyPrices: ['0,18', '0.14', '0.11'],
  powerPrices: ['0.09', '0.01'],
  gas: null,
};

function issuesOf(input: unknown): [string, string, unknown][] {
  const result = energyStudySchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
    (issue as { params?: unknown }).params,
  ]);
}

describe('the energy study’s input (one schema for the form and the api)', () => {
  it('takes the form’s text (decimal comma) and the api’s numbers alike', () => {
    const fromForm = energyStudySchema.parse(STUDY);
    expect(fromForm).toMatchObject({
      billingDays: 30,
      powerKw: [4.6, 4.6],
      energyPrices: [0.18, 0.14, 0.11],
    });
    expect(
      energyStudySchema.parse({
        ...STUDY,
        billingDays: 30,
        powerKw: [4.6, 4.6],
        consumptionKwh: [60, 55, 120],
        energyPrices: [0.18, 0.14, 0.11],
        powerPrices: [0.09, 0.01],
      }),
    ).toEqual(fromForm);
    expect(energyStudySchema.parse({ ...STUDY, customerFiscalId: '12.345.678-z' }).customerFiscalId).toBe(
      '12345678Z',
    );
  });

  it('refuses each field by its rule, on its own path', () => {
    expect(
      issuesOf({
        ...STUDY,
        cups: 'ES0021000000000000RX',
        postalCode: '53001',
        customerFiscalId: '12345678A',
        billingDays: '30,5',
        powerKw: ['0', '4.6001'],
        consumptionKwh: ['-1', '1.234', 'many'],
      }),
    ).toEqual([
      ['cups', 'domain.validation.invalidCups', undefined],
      ['postalCode', 'domain.validation.invalidPostalCode', undefined],
      ['customerFiscalId', 'domain.validation.invalidDocument', undefined],
      ['billingDays', 'domain.validation.integer', undefined],
      ['powerKw.0', 'domain.validation.outOfRange', { min: 0.1, max: 1000 }],
      ['powerKw.1', 'energy.validation.decimals', { max: 3 }],
      ['consumptionKwh.0', 'domain.validation.outOfRange', { min: 0, max: 1_000_000 }],
      ['consumptionKwh.1', 'energy.validation.decimals', { max: 2 }],
      ['consumptionKwh.2', 'domain.validation.float', undefined],
    ]);
    expect(issuesOf({ ...STUDY, energyPrices: ['0.1234567', '', '6'] })).toEqual([
      ['energyPrices.0', 'energy.validation.decimals', { max: 6 }],
      ['energyPrices.1', 'validation.required', undefined],
      ['energyPrices.2', 'domain.validation.outOfRange', { min: 0, max: 5 }],
    ]);
  });

  it('needs as many values as the tariff has periods', () => {
    expect(issuesOf({ ...STUDY, tariff: '3.0TD' })).toEqual([
      ['powerKw', 'energy.validation.periodCount', { count: 6 }],
      ['powerPrices', 'energy.validation.periodCount', { count: 6 }],
      ['consumptionKwh', 'energy.validation.periodCount', { count: 6 }],
      ['energyPrices', 'energy.validation.periodCount', { count: 6 }],
    ]);
  });

  it('keeps 2.0TD at 15 kW or less, and 3.0TD above 15 kW with no period below the one before', () => {
    expect(issuesOf({ ...STUDY, powerKw: ['15', '15.001'] })).toEqual([
      ['powerKw.1', 'energy.validation.power20TdMax', { max: 15 }],
    ]);
    const six = (values: string[]) => ({
      ...STUDY,
      tariff: '3.0TD',
      powerKw: values,
      powerPrices: Array(6).fill('0.05'),
      consumptionKwh: Array(6).fill('100'),
      energyPrices: Array(6).fill('0.12'),
    });
    expect(issuesOf(six(['20', '20', '25', '25', '25', '30']))).toEqual([]);
    expect(issuesOf(six(['20', '18', '25', '25', '25', '30']))).toEqual([
      ['powerKw.1', 'energy.validation.powerOrder', { previous: 1 }],
    ]);
    expect(issuesOf(six(['10', '10', '12', '12', '15', '15']))).toEqual([
      ['powerKw.5', 'energy.validation.power30TdMin', { min: 15 }],
    ]);
  });

  it('checks the gas bill when there is one', () => {
    const gas = { billingDays: '60', consumptionKwh: '900', energyPrice: '0,07', fixedPrice: '0.30' };
    expect(energyStudySchema.parse({ ...STUDY, gas }).gas).toEqual({
      billingDays: 60,
      consumptionKwh: 900,
      energyPrice: 0.07,
      fixedPrice: 0.3,
    });
    expect(issuesOf({ ...STUDY, gas: { ...gas, fixedPrice: '51' } })).toEqual([
      ['gas.fixedPrice', 'domain.validation.outOfRange', { min: 0, max: 50 }],
    ]);
  });
});
