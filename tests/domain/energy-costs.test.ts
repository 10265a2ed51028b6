import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareEnergyOffers,
  type EnergyOfferCandidate,
  electricityCost,
  gasCost,
} from '../../schema/domain/energy/energy-costs';
import { taxFor } from '../../schema/domain/taxes';

// The worked example of docs/energy.md: a 30-day 2.0TD bill, 4.6 kW in both power periods, 235 kWh.
const SUPPLY = {
  billingDays: 30,
  powerKw: [4.6, 4.6],
  consumptionKwh: [60, 55, 120],
  energyPrices: [0.18, 0.14, 0.11],
  powerPrices: [0.09, 0.01],
  gas: null,
};
const CURRENT = { energy: SUPPLY.energyPrices, power: SUPPLY.powerPrices };
const GAS = { billingDays: 60, consumptionKwh: 900, energyPrice: 0.07, fixedPrice: 0.3 };

describe('electricity cost', () => {
  it('prices the bill term by term: energy, power, electricity tax, then IVA on the three', () => {
    // 60 x 0.18 + 55 x 0.14 + 120 x 0.11 = 31.70; 4.6 x (0.09 + 0.01) x 30 = 13.80;
    // 45.50 x 5.11269632 % = 2.33; 21 % of 47.83 = 10.04.
    expect(electricityCost(SUPPLY, CURRENT, 30, 21)).toEqual({
      energyCents: 3170,
      fixedCents: 1380,
      specialTaxCents: 233,
      indirectTaxCents: 1004,
      totalCents: 5787,
    });
  });

  it('scales the consumption to a year and the power term to 365 days', () => {
    // 31.70 x 365 / 30 = 385.68; 4.6 x 0.10 x 365 = 167.90; 553.58 x 5.11269632 % = 28.30; 21 % of 581.88 = 122.19.
    expect(electricityCost(SUPPLY, CURRENT, 365, 21)).toEqual({
      energyCents: 38568,
      fixedCents: 16790,
      specialTaxCents: 2830,
      indirectTaxCents: 12219,
      totalCents: 70407,
    });
  });

  it('never charges the electricity tax below 1 euro per MWh', () => {
    const free = { energy: [0, 0, 0], power: [0, 0] };
    const supply = { ...SUPPLY, consumptionKwh: [400, 300, 300] };
    expect(electricityCost(supply, free, 30, 21)).toEqual({
      energyCents: 0,
      fixedCents: 0,
      specialTaxCents: 100,
      indirectTaxCents: 21,
      totalCents: 121,
    });
  });

  it('applies the territory’s indirect tax: IGIC in the Canaries', () => {
    const igic = taxFor('35001', '2026-03-10');
    expect(igic).toEqual({ territory: 'IGIC', rate: 7 });
    // 7 % of 47.83 = 3.35.
    expect(electricityCost(SUPPLY, CURRENT, 30, igic.rate).indirectTaxCents).toBe(335);
  });
});

describe('gas cost', () => {
  it('prices energy, the fixed term per day and the hydrocarbon tax of 0.00234 euros per kWh, then IVA', () => {
    // 900 x 0.07 = 63.00; 0.30 x 60 = 18.00; 900 x 0.00234 = 2.106; 21 % of 83.11 = 17.45.
    expect(gasCost(GAS, { energy: 0.07, fixed: 0.3 }, 60, 21)).toEqual({
      energyCents: 6300,
      fixedCents: 1800,
      specialTaxCents: 211,
      indirectTaxCents: 1745,
      totalCents: 10056,
    });
  });
});

const CHEAP: EnergyOfferCandidate = {
  productId: 'cheap',
  name: 'Luz Barata',
  family: 'ELECTRICITY',
  prices: { energy: [0.13, 0.13, 0.13], power: [0.07, 0.005] },
};
const DEAR: EnergyOfferCandidate = {
  productId: 'dear',
  name: 'Luz Cara',
  family: 'ELECTRICITY',
  prices: { energy: [0.25, 0.2, 0.15], power: [0.1, 0.05] },
};
const GAS_OFFER: EnergyOfferCandidate = {
  productId: 'gas',
  name: 'Gas Hogar',
  family: 'GAS',
  prices: { energy: 0.06, fixed: 0.25 },
};

describe('comparison against the current bill', () => {
  it('estimates the current bill per billing period, year and month', () => {
    const { current } = compareEnergyOffers(SUPPLY, [], 21);
    expect(current.electricity.billingPeriod.totalCents).toBe(5787);
    expect(current.electricity.annual.totalCents).toBe(70407);
    // 704.07 / 12 = 58.6725.
    expect(current.electricity.monthlyCents).toBe(5867);
    expect(current.gas).toBeNull();
  });

  it('lists electricity offers cheapest first with their saving, a dearer one as a negative saving', () => {
    const { offers } = compareEnergyOffers(SUPPLY, [DEAR, GAS_OFFER, CHEAP], 21);
    // No gas bill in the study: the gas product is not compared.
    expect(offers.map((offer) => offer.productId)).toEqual(['cheap', 'dear']);
    const [cheap, dear] = offers;
    expect(cheap?.annualSavingCents).toBe(70407 - (cheap?.annualCents ?? 0));
    expect(cheap?.annualSavingCents).toBeGreaterThan(0);
    expect(dear?.annualSavingCents).toBeLessThan(0);
    expect(cheap?.monthlySavingCents).toBe(5867 - (cheap?.monthlyCents ?? 0));
  });

  it('compares gas products against the gas bill, after the electricity ones', () => {
    const { current, offers } = compareEnergyOffers({ ...SUPPLY, gas: GAS }, [GAS_OFFER, DEAR, CHEAP], 21);
    expect(current.gas?.billingPeriod.totalCents).toBe(10056);
    expect(offers.map((offer) => offer.productId)).toEqual(['cheap', 'dear', 'gas']);
    const gas = offers[2];
    expect(gas?.annualSavingCents).toBe((current.gas?.annual.totalCents ?? 0) - (gas?.annualCents ?? 0));
  });

  it('saves nothing with the customer’s own prices, and more with any lower price (property)', () => {
    const price = fc.double({ min: 0, max: 0.5, noNaN: true }).map((value) => Math.round(value * 1e6) / 1e6);
    fc.assert(
      fc.property(
        fc.array(price, { minLength: 3, maxLength: 3 }),
        fc.array(price, { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (energy, power, period) => {
          const study = { ...SUPPLY, energyPrices: energy, powerPrices: power };
          const same: EnergyOfferCandidate = { ...CHEAP, prices: { energy, power } };
          const lower = energy.map((value, index) => (index === period ? value * 0.5 : value));
          const cheaper: EnergyOfferCandidate = {
            ...CHEAP,
            productId: 'lower',
            prices: { energy: lower, power },
          };
          const { offers } = compareEnergyOffers(study, [same, cheaper], 21);
          const byId = new Map(offers.map((offer) => [offer.productId, offer]));
          expect(byId.get('cheap')?.annualSavingCents).toBe(0);
          expect(byId.get('cheap')?.monthlySavingCents).toBe(0);
          expect(byId.get('lower')?.annualSavingCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
