import type { Kysely } from 'kysely';
import type { EnergyStudy } from '../../schema/domain/energy/energy-study-schema';
import type { Database } from '../db/database-schema';
import type { EnergyStudyRow } from './load-energy-study-in-scope';

type Author = { channel: string; actor: string; now: Date };

/** POST /energy-studies: the study in the caller's current channel (and its brand), as the schema normalised it. */
export async function saveEnergyStudy(
  db: Kysely<Database>,
  study: EnergyStudy,
  { channel, actor, now }: Author,
): Promise<EnergyStudyRow> {
  return db
    .insertInto('energy_studies')
    .values((eb) => ({
      brand_id: eb.selectFrom('channels').select('brand_id').where('id', '=', channel),
      channel_id: channel,
      cups: study.cups,
      postal_code: study.postalCode,
      customer_fiscal_id: study.customerFiscalId === '' ? null : study.customerFiscalId,
      tariff: study.tariff,
      billing_days: study.billingDays,
      power_kw: JSON.stringify(study.powerKw),
      consumption_kwh: JSON.stringify(study.consumptionKwh),
      energy_prices: JSON.stringify(study.energyPrices),
      power_prices: JSON.stringify(study.powerPrices),
      gas: study.gas ? JSON.stringify(study.gas) : null,
      created_by: actor,
      created_at: now,
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
