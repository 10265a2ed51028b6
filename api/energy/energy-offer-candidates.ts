import type { Kysely } from 'kysely';
import type { ElectricityTariff } from '../../schema/domain/energy/electricity-tariffs';
import type { EnergyOfferCandidate } from '../../schema/domain/energy/energy-costs';
import {
  electricityPricesOf,
  energyProductPricesSchema,
  gasPricesOf,
} from '../../schema/domain/energy/energy-product-prices';
import type { Database } from '../db/database-schema';

export type EnergyCandidates = {
  candidates: EnergyOfferCandidate[];
  /** Product descriptions by id, for the answer. */
  descriptions: ReadonlyMap<string, string | null>;
};

/**
 * The brand's ACTIVE electricity products priced for `tariff` and its ACTIVE gas products priced for gas: what the
 * signup wizard can sell and a study can compare. A product without prices for the study is left out; a price row
 * the domain's rules refuse (hand-edited data) is skipped rather than compared wrongly.
 */
export async function loadEnergyOfferCandidates(
  db: Kysely<Database>,
  brandId: string,
  tariff: ElectricityTariff,
): Promise<EnergyCandidates> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('energy_product_prices as prices', 'prices.product_id', 'products.id')
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.family',
      'prices.tariff',
      'prices.energy_prices',
      'prices.fixed_prices',
    ])
    .where('products.brand_id', '=', brandId)
    .where('products.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb.and([eb('products.family', '=', 'ELECTRICITY'), eb('prices.tariff', '=', tariff)]),
        eb.and([eb('products.family', '=', 'GAS'), eb('prices.tariff', '=', 'GAS')]),
      ]),
    )
    .orderBy('products.id')
    .execute();
  const candidates: EnergyOfferCandidate[] = [];
  const descriptions = new Map<string, string | null>();
  for (const row of rows) {
    const parsed = energyProductPricesSchema.safeParse({
      tariff: row.tariff,
      energyPrices: row.energy_prices,
      fixedPrices: row.fixed_prices,
    });
    if (!parsed.success) continue;
    descriptions.set(row.id, row.description);
    const electricity = electricityPricesOf(parsed.data, tariff);
    const gas = gasPricesOf(parsed.data);
    if (row.family === 'ELECTRICITY' && electricity) {
      candidates.push({ productId: row.id, name: row.name, family: 'ELECTRICITY', prices: electricity });
    } else if (row.family === 'GAS' && gas) {
      candidates.push({ productId: row.id, name: row.name, family: 'GAS', prices: gas });
    }
  }
  return { candidates, descriptions };
}
