/**
 * The low-voltage access tariffs a study compares (CNMC Circular 3/2020): 2.0TD, up to 15 kW, three energy periods
 * and two power periods; 3.0TD, above 15 kW in some period, six of each.
 */
export const ELECTRICITY_TARIFFS = ['2.0TD', '3.0TD'] as const;
export type ElectricityTariff = (typeof ELECTRICITY_TARIFFS)[number];

/** How many energy (kWh) and power (kW) periods a tariff bills. */
export const TARIFF_PERIODS: Readonly<Record<ElectricityTariff, { energy: number; power: number }>> = {
  '2.0TD': { energy: 3, power: 2 },
  '3.0TD': { energy: 6, power: 6 },
};

/** 2.0TD is for supplies of at most 15 kW in every period; 3.0TD starts above it. */
export const TARIFF_20TD_MAX_POWER_KW = 15;

/** The period labels P1..Pn of a tariff's energy or power terms. */
export function tariffPeriods(tariff: ElectricityTariff, term: 'energy' | 'power'): string[] {
  return Array.from({ length: TARIFF_PERIODS[tariff][term] }, (_, index) => `P${index + 1}`);
}
