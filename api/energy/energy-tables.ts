import type { ColumnType, Generated } from 'kysely';
import type { ElectricityTariff } from '../../schema/domain/energy/electricity-tariffs';
import type { EnergyPriceTariff } from '../../schema/domain/energy/energy-product-prices';
import type { GasSupply } from '../../schema/domain/energy/energy-study-schema';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type Json<T> = ColumnType<T, string, string>;

/** Migration 0026: a catalogue product's energy prices for one tariff (or gas). */
export type EnergyProductPricesTable = {
  product_id: string;
  tariff: EnergyPriceTariff;
  energy_prices: Json<number[]>;
  fixed_prices: Json<number[]>;
  modified_at: Timestamp;
};

/** Migration 0026: a saved energy study. */
export type EnergyStudiesTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  cups: string;
  postal_code: string;
  customer_fiscal_id: string | null;
  tariff: ElectricityTariff;
  billing_days: number;
  power_kw: Json<number[]>;
  consumption_kwh: Json<number[]>;
  energy_prices: Json<number[]>;
  power_prices: Json<number[]>;
  gas: ColumnType<GasSupply | null, string | null, string | null>;
  created_by: string;
  created_at: Timestamp;
};
