import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FINANCIAL_RISK_QUERY_COST,
  financialRiskQueryCharge,
  financialRiskQueryCostSchema,
} from '../../schema/domain/financial-risk-query-cost';
import { divideRoundingHalfAwayFromZero, eurosToCents, roundCents } from '../../schema/domain/money';
import {
  type DatedTaxRate,
  grossCents,
  TAX_RATES,
  taxCents,
  taxFor,
  taxTerritoryOf,
} from '../../schema/domain/taxes';

describe('tax territory and rate by service postal code', () => {
  it.each([
    ['28001', 'IVA', 21],
    ['08220', 'IVA', 21],
    ['07001', 'IVA', 21],
    ['35001', 'IGIC', 7],
    ['38001', 'IGIC', 7],
    ['51001', 'IPSI_CEUTA', 10],
    ['52001', 'IPSI_MELILLA', 8],
  ] as const)('%s -> %s %i%%', (postalCode, territory, rate) => {
    expect(taxFor(postalCode, '2026-05-20')).toEqual({ territory, rate });
    expect(taxTerritoryOf(postalCode)).toBe(territory);
  });

  it('refuses what is not a Spanish postal code', () => {
    expect(() => taxFor('53001', '2026-05-20')).toThrow(RangeError);
    expect(() => taxFor('2800', '2026-05-20')).toThrow(RangeError);
  });

  it('applies the rate in force on the date (IVA 18% until 31 August 2012)', () => {
    expect(taxFor('28001', '2012-08-31')).toEqual({ territory: 'IVA', rate: 18 });
    expect(taxFor('28001', '2012-09-01')).toEqual({ territory: 'IVA', rate: 21 });
    expect(() => taxFor('28001', '2010-06-30')).toThrow(/No IVA rate/);
  });

  it('reads an instant on the Madrid calendar', () => {
    // 22:30 UTC on 31 August 2012 is already 1 September in Madrid.
    expect(taxFor('28001', new Date('2012-08-31T22:30:00Z')).rate).toBe(21);
    expect(taxFor('28001', new Date('2012-08-31T21:59:00Z')).rate).toBe(18);
  });

  it('takes a corrected rate as a new dated row, without touching past dates', () => {
    const corrected: DatedTaxRate[] = [
      ...TAX_RATES,
      { territory: 'IPSI_CEUTA', rate: 9, validFrom: '2027-01-01', source: 'hypothetical ordinance' },
    ];
    expect(taxFor('51001', '2026-12-31', corrected).rate).toBe(10);
    expect(taxFor('51001', '2027-01-01', corrected).rate).toBe(9);
    expect(taxFor('52001', '2027-01-01', corrected).rate).toBe(8);
  });
});

describe('money in integer cents', () => {
  it.each([
    [100.5, 101],
    [-100.5, -101],
    [100.49, 100],
    [0.5, 1],
    [-0.5, -1],
    [0.4999999, 0],
  ])('roundCents(%d) = %d', (amount, cents) => {
    expect(roundCents(amount)).toBe(cents);
  });

  it('converts euros without binary surprises', () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
  });

  it('divides integers exactly, half away from zero', () => {
    expect(divideRoundingHalfAwayFromZero(5, 10)).toBe(1);
    expect(divideRoundingHalfAwayFromZero(4, 10)).toBe(0);
    expect(divideRoundingHalfAwayFromZero(-5, 10)).toBe(-1);
    expect(divideRoundingHalfAwayFromZero(15, 10)).toBe(2);
  });

  it.each([
    [100, 21, 21, 121],
    [1999, 21, 420, 2419],
    [250, 7, 18, 268],
    [-250, 7, -18, -268],
    [5, 10, 1, 6],
    [4, 10, 0, 4],
    [300, 8, 24, 324],
  ])('%i cents at %i%%: tax %i, gross %i', (net, rate, tax, gross) => {
    expect(taxCents(net, rate)).toBe(tax);
    expect(grossCents(net, rate)).toBe(gross);
  });

  it('refuses fractional cents as input', () => {
    expect(() => taxCents(10.5, 21)).toThrow(RangeError);
  });
});

describe('financial-risk query cost (brand configuration)', () => {
  it('offers the two variants (1 or 3 euros) as net cents', () => {
    expect(financialRiskQueryCostSchema.parse(100)).toBe(100);
    expect(financialRiskQueryCostSchema.parse(300)).toBe(300);
    expect(financialRiskQueryCostSchema.safeParse(200).error?.issues[0]?.message).toBe(
      'domain.validation.invalidOption',
    );
    expect(DEFAULT_FINANCIAL_RISK_QUERY_COST).toBe(100);
  });

  const at = new Date('2026-05-20T10:00:00Z');

  it.each([
    [100, '28001', 'IVA', 21, 121],
    [300, '28001', 'IVA', 63, 363],
    [300, '35001', 'IGIC', 21, 321],
    [100, '51001', 'IPSI_CEUTA', 10, 110],
    [300, '52001', 'IPSI_MELILLA', 24, 324],
  ] as const)('%i cents billed to %s: %s tax %i, total %i', (cost, postalCode, territory, tax, total) => {
    expect(
      financialRiskQueryCharge(cost, { resultReturned: true, billingPostalCode: postalCode, at }),
    ).toMatchObject({
      charged: true,
      netCents: cost,
      taxCents: tax,
      totalCents: total,
      territory,
    });
  });

  it('charges nothing when the bureau returns no result', () => {
    expect(financialRiskQueryCharge(300, { resultReturned: false, billingPostalCode: '28001', at })).toEqual({
      charged: false,
      netCents: 0,
      taxCents: 0,
      totalCents: 0,
      territory: 'IVA',
      rate: 21,
    });
  });
});
