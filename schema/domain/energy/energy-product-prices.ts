import { z } from 'zod';
import { ELECTRICITY_TARIFFS, type ElectricityTariff, TARIFF_PERIODS } from './electricity-tariffs';
import { gasFixedPriceSchema, unitPriceSchema } from './energy-study-schema';

/** What a catalogue product's energy prices are given for: an electricity access tariff, or gas. */
export const ENERGY_PRICE_TARIFFS = [...ELECTRICITY_TARIFFS, 'GAS'] as const;
export type EnergyPriceTariff = (typeof ENERGY_PRICE_TARIFFS)[number];

/** An electricity product's prices for one tariff: euros per kWh per energy period, per kW and day per power period. */
export type ElectricityPrices = { energy: readonly number[]; power: readonly number[] };
/** A gas product's prices: euros per kWh, and the fixed term in euros per day. */
export type GasPrices = { energy: number; fixed: number };

/**
 * One row of a product's energy prices (table energy_product_prices, docs/energy.md): for an electricity tariff,
 * as many prices as the tariff has periods; for gas, one energy price and one fixed price per day.
 */
export const energyProductPricesSchema = z
  .object({
    tariff: z.enum(ENERGY_PRICE_TARIFFS),
    energyPrices: z.array(unitPriceSchema).min(1).max(6),
    fixedPrices: z.array(gasFixedPriceSchema).min(1).max(6),
  })
  .check((ctx) => {
    const { tariff, energyPrices, fixedPrices } = ctx.value;
    const expected = tariff === 'GAS' ? { energy: 1, power: 1 } : TARIFF_PERIODS[tariff];
    if (energyPrices.length !== expected.energy || fixedPrices.length !== expected.power) {
      ctx.issues.push({
        code: 'custom',
        message: `${tariff} prices need ${expected.energy} energy and ${expected.power} fixed prices`,
        input: ctx.value,
      });
    }
  });
export type EnergyProductPrices = z.output<typeof energyProductPricesSchema>;

/** The electricity prices of a row for `tariff`, or null when the row is for another tariff or for gas. */
export function electricityPricesOf(
  row: EnergyProductPrices,
  tariff: ElectricityTariff,
): ElectricityPrices | null {
  return row.tariff === tariff ? { energy: row.energyPrices, power: row.fixedPrices } : null;
}

/** The gas prices of a row, or null for an electricity row. */
export function gasPricesOf(row: EnergyProductPrices): GasPrices | null {
  if (row.tariff !== 'GAS') return null;
  return { energy: row.energyPrices[0] ?? 0, fixed: row.fixedPrices[0] ?? 0 };
}
