import { type Cents, roundCents } from '../money';
import { taxCents } from '../taxes';
import type { ProductFamily } from '../vocabulary/product';
import type { ElectricityPrices, GasPrices } from './energy-product-prices';
import type { EnergyStudy, GasSupply } from './energy-study-schema';
import { DAYS_PER_YEAR, ELECTRICITY_TAX, GAS_HYDROCARBON_TAX } from './energy-taxes';

/**
 * What a supply costs over some days, in cents: the energy term (kWh x price), the fixed term (electricity: kW x
 * price x days; gas: price x days), the special tax (electricity tax, or the hydrocarbon tax on gas), and the
 * indirect tax of the territory on all three. Each term is rounded to the cent, as a bill prints it.
 */
export type CostBreakdown = {
  energyCents: Cents;
  fixedCents: Cents;
  specialTaxCents: Cents;
  indirectTaxCents: Cents;
  totalCents: Cents;
};

/** A supply's cost over its billing period (to check against the bill), over a year and per month. */
export type CostEstimate = { billingPeriod: CostBreakdown; annual: CostBreakdown; monthlyCents: Cents };

function breakdown(
  energyCents: Cents,
  fixedCents: Cents,
  specialTaxCents: Cents,
  indirectRate: number,
): CostBreakdown {
  const net = energyCents + fixedCents + specialTaxCents;
  const indirectTaxCents = taxCents(net, indirectRate);
  return { energyCents, fixedCents, specialTaxCents, indirectTaxCents, totalCents: net + indirectTaxCents };
}

type ElectricitySupply = Pick<EnergyStudy, 'billingDays' | 'powerKw' | 'consumptionKwh'>;

/**
 * The electricity cost of `days` days at the bill's daily consumption: the energy term per period, the power term
 * per period and day, the electricity tax on both (never below its minimum per MWh), and the indirect tax at
 * `indirectRate` percent on the three.
 */
export function electricityCost(
  supply: ElectricitySupply,
  prices: ElectricityPrices,
  days: number,
  indirectRate: number,
): CostBreakdown {
  const scale = days / supply.billingDays;
  let energy = 0;
  let kwh = 0;
  supply.consumptionKwh.forEach((consumed, period) => {
    energy += consumed * scale * (prices.energy[period] ?? 0) * 100;
    kwh += consumed * scale;
  });
  let fixed = 0;
  supply.powerKw.forEach((power, period) => {
    fixed += power * (prices.power[period] ?? 0) * days * 100;
  });
  const energyCents = roundCents(energy);
  const fixedCents = roundCents(fixed);
  const specialTaxCents = Math.max(
    roundCents(((energyCents + fixedCents) * ELECTRICITY_TAX.ratePercent) / 100),
    roundCents(kwh * ELECTRICITY_TAX.minimumCentsPerKwh),
  );
  return breakdown(energyCents, fixedCents, specialTaxCents, indirectRate);
}

/** The gas cost of `days` days at the bill's daily consumption: energy, fixed term, hydrocarbon tax, indirect tax. */
export function gasCost(
  supply: GasSupply,
  prices: GasPrices,
  days: number,
  indirectRate: number,
): CostBreakdown {
  const kwh = (supply.consumptionKwh * days) / supply.billingDays;
  const energyCents = roundCents(kwh * prices.energy * 100);
  const fixedCents = roundCents(prices.fixed * days * 100);
  const specialTaxCents = roundCents(kwh * GAS_HYDROCARBON_TAX.centsPerKwh);
  return breakdown(energyCents, fixedCents, specialTaxCents, indirectRate);
}

function estimate(costOver: (days: number) => CostBreakdown, billingDays: number): CostEstimate {
  const annual = costOver(DAYS_PER_YEAR);
  return {
    billingPeriod: costOver(billingDays),
    annual,
    monthlyCents: roundCents(annual.totalCents / 12),
  };
}

/** A catalogue product with the prices a study compares: electricity for the study's tariff, or gas. */
export type EnergyOfferCandidate =
  | { productId: string; name: string; family: 'ELECTRICITY'; prices: ElectricityPrices }
  | { productId: string; name: string; family: 'GAS'; prices: GasPrices };

/** One product's cost for the customer's consumption, and what it saves against what they pay now (negative: costs more). */
export type EnergyOffer = {
  productId: string;
  name: string;
  family: Extract<ProductFamily, 'ELECTRICITY' | 'GAS'>;
  annual: CostBreakdown;
  monthlyCents: Cents;
  annualCents: Cents;
  monthlySavingCents: Cents;
  annualSavingCents: Cents;
};

export type EnergyComparison = {
  current: { electricity: CostEstimate; gas: CostEstimate | null };
  /** Electricity offers first, then gas (only when the study has a gas bill); each family cheapest first. */
  offers: EnergyOffer[];
};

const FAMILY_ORDER = { ELECTRICITY: 0, GAS: 1 } as const;

/**
 * The study against the candidates (docs/energy.md "Comparison"): what the customer pays now at their current
 * prices, and each product's cost for the same consumption and contracted power, taxed alike at `indirectRate`.
 * Gas products are compared only when the study has a gas bill.
 */
export function compareEnergyOffers(
  study: Pick<
    EnergyStudy,
    'billingDays' | 'powerKw' | 'consumptionKwh' | 'energyPrices' | 'powerPrices' | 'gas'
  >,
  candidates: readonly EnergyOfferCandidate[],
  indirectRate: number,
): EnergyComparison {
  const electricity = estimate(
    (days) =>
      electricityCost(study, { energy: study.energyPrices, power: study.powerPrices }, days, indirectRate),
    study.billingDays,
  );
  const gasSupply = study.gas;
  const gas = gasSupply
    ? estimate(
        (days) =>
          gasCost(
            gasSupply,
            { energy: gasSupply.energyPrice, fixed: gasSupply.fixedPrice },
            days,
            indirectRate,
          ),
        gasSupply.billingDays,
      )
    : null;
  const offers: EnergyOffer[] = [];
  for (const candidate of candidates) {
    let annual: CostBreakdown;
    let current: CostEstimate;
    if (candidate.family === 'ELECTRICITY') {
      annual = electricityCost(study, candidate.prices, DAYS_PER_YEAR, indirectRate);
      current = electricity;
    } else {
      if (!gasSupply || !gas) continue;
      annual = gasCost(gasSupply, candidate.prices, DAYS_PER_YEAR, indirectRate);
      current = gas;
    }
    const monthlyCents = roundCents(annual.totalCents / 12);
    offers.push({
      productId: candidate.productId,
      name: candidate.name,
      family: candidate.family,
      annual,
      monthlyCents,
      annualCents: annual.totalCents,
      monthlySavingCents: current.monthlyCents - monthlyCents,
      annualSavingCents: current.annual.totalCents - annual.totalCents,
    });
  }
  offers.sort(
    (a, b) =>
      FAMILY_ORDER[a.family] - FAMILY_ORDER[b.family] ||
      a.annualCents - b.annualCents ||
      a.name.localeCompare(b.name, 'es') ||
      a.productId.localeCompare(b.productId),
  );
  return { current: { electricity, gas }, offers };
}
