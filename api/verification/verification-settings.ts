import type { Kysely } from 'kysely';
import { brandOtherSchema } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';

/** Whether the brand has the customer sign on the verification page: its setting, yes when never saved. */
export async function brandAsksForSignature(db: Kysely<Database>, brandId: string): Promise<boolean> {
  const config = await db
    .selectFrom('brand_config')
    .select('settings')
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  const other = brandOtherSchema.safeParse((config?.settings as Record<string, unknown> | undefined)?.other);
  return other.success ? other.data.signOnVerificationPage : true;
}
