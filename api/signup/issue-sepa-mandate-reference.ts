import { type Kysely, sql } from 'kysely';
import { renderSeriesPrefix } from '../../schema/domain/validators/series-prefix';
import type { Database } from '../db/database-schema';

/** A brand that has not set its SEPA mandate prefix yet. */
const DEFAULT_PREFIX = 'MANDATO-YYYY-';
const MAX_REFERENCE_LENGTH = 35;

/**
 * The next SEPA mandate reference of a brand: its mandate prefix from the brand settings (YY and YYYY expanded as
 * for invoice series) and the brand's next number. The single INSERT ... ON CONFLICT DO UPDATE takes the series
 * row lock, so concurrent signups never share a number; inside the caller's transaction it is given back on
 * rollback.
 */
export async function issueSepaMandateReference(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<string> {
  const config = await db
    .selectFrom('brand_config')
    .select('settings')
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  const invoicing = config?.settings.invoicing as { sepaMandatePrefix?: unknown } | undefined;
  const prefix =
    typeof invoicing?.sepaMandatePrefix === 'string' ? invoicing.sepaMandatePrefix : DEFAULT_PREFIX;
  const row = await db
    .insertInto('sepa_mandate_series')
    .values({ brand_id: brandId, next_number: 2 })
    .onConflict((oc) =>
      oc.column('brand_id').doUpdateSet({ next_number: sql`sepa_mandate_series.next_number + 1` }),
    )
    .returning(sql<string>`next_number - 1`.as('issued'))
    .executeTakeFirstOrThrow();
  const number = String(row.issued).padStart(6, '0');
  const rendered = renderSeriesPrefix(prefix, now);
  return `${rendered.slice(0, MAX_REFERENCE_LENGTH - number.length)}${number}`;
}
