import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database-schema';

/** Payment terms of a brand that never saved its invoicing settings: the usual month. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

const savedTerms = z.object({ defaultPaymentTermsDays: z.number().int().min(0).max(365) });

/** The brand's default payment terms in days (brand settings, invoicing group). */
export async function brandPaymentTermsDays(db: Kysely<Database>, brandId: string): Promise<number> {
  const config = await db
    .selectFrom('brand_config')
    .select('settings')
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  const invoicing = savedTerms.safeParse(
    (config?.settings as Record<string, unknown> | undefined)?.invoicing,
  );
  return invoicing.success ? invoicing.data.defaultPaymentTermsDays : DEFAULT_PAYMENT_TERMS_DAYS;
}
