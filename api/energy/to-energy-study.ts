import type { Kysely } from 'kysely';
import { compareEnergyOffers } from '../../schema/domain/energy/energy-costs';
import { ELECTRICITY_TAX } from '../../schema/domain/energy/energy-taxes';
import { taxFor } from '../../schema/domain/taxes';
import type { EnergyStudyDetail, EnergyStudySummary } from '../../schema/rest/energy';
import type { Database } from '../db/database-schema';
import { loadEnergyOfferCandidates } from './energy-offer-candidates';
import type { EnergyStudyRow } from './load-energy-study-in-scope';

export function toEnergyStudySummary(row: EnergyStudyRow): EnergyStudySummary {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    cups: row.cups,
    postalCode: row.postal_code,
    customerFiscalId: row.customer_fiscal_id,
    tariff: row.tariff,
    createdBy: row.created_by,
    created: row.created_at.toISOString(),
  };
}

/**
 * A stored study with its comparison, computed now (docs/energy.md "Comparison"): the brand's products and prices
 * as they are today, and the indirect tax of the supply's postal code today.
 */
export async function toEnergyStudyDetail(
  db: Kysely<Database>,
  row: EnergyStudyRow,
  now: Date,
): Promise<EnergyStudyDetail> {
  const study = {
    billingDays: row.billing_days,
    powerKw: row.power_kw,
    consumptionKwh: row.consumption_kwh,
    energyPrices: row.energy_prices,
    powerPrices: row.power_prices,
    gas: row.gas,
  };
  const tax = taxFor(row.postal_code, now);
  const { candidates, descriptions } = await loadEnergyOfferCandidates(db, row.brand_id, row.tariff);
  const comparison = compareEnergyOffers(study, candidates, tax.rate);
  return {
    ...toEnergyStudySummary(row),
    ...study,
    comparison: {
      taxTerritory: tax.territory,
      taxRate: tax.rate,
      electricityTaxRate: ELECTRICITY_TAX.ratePercent,
      current: comparison.current,
      offers: comparison.offers.map((offer) => ({
        ...offer,
        description: descriptions.get(offer.productId) ?? null,
      })),
    },
  };
}
