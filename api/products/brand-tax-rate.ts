import { type Kysely, sql } from 'kysely';
import { provinceOfPostalCode } from '../../schema/domain/provinces';
import { taxFor } from '../../schema/domain/taxes';
import type { Database } from '../db/database-schema';

/** Any peninsular postal code: the territory (IVA) of a brand whose billing address is not filled in yet. */
const PENINSULA_POSTAL_CODE = '28001';

/**
 * The tax rate (percent) a brand's prices carry on `now`: the territory of the brand's tax data, i.e. its billing
 * address in the brand settings (IGIC in the Canaries, IPSI in Ceuta and Melilla, IVA elsewhere).
 */
export async function brandTaxRate(db: Kysely<Database>, brandId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('brand_config')
    .select(sql<string | null>`settings #>> '{identity,billingAddress,postalCode}'`.as('postal_code'))
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  const postalCode = row?.postal_code ?? null;
  const known = postalCode !== null && provinceOfPostalCode(postalCode) !== undefined;
  return taxFor(known ? postalCode : PENINSULA_POSTAL_CODE, now).rate;
}
