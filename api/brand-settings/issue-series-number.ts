import { type Kysely, sql } from 'kysely';
import { renderSeriesPrefix } from '../../schema/domain/validators/series-prefix';
import type { NumberSeries } from '../db/brand-settings-tables';
import type { Database } from '../db/database-schema';
import { NUMBER_SERIES_DEFAULTS } from './number-series-defaults';

export type IssuedNumber = {
  /** The number taken from the series. */
  sequence: number;
  /** The prefix with its year tokens replaced for `issuedAt`. */
  prefix: string;
  /** What is printed on the document: prefix and number. */
  documentNumber: string;
};

/**
 * Takes the next invoice or credit-note number of a brand. The single UPDATE ... RETURNING takes the row lock,
 * so concurrent callers (also on several api instances) each get a different number and none is skipped; inside
 * a caller's transaction the number is given back if that transaction rolls back.
 */
export async function issueSeriesNumber(
  db: Kysely<Database>,
  brandId: string,
  series: NumberSeries,
  issuedAt: Date,
): Promise<IssuedNumber> {
  const defaults = NUMBER_SERIES_DEFAULTS[series];
  await db
    .insertInto('brand_number_series')
    .values({ brand_id: brandId, series, prefix: defaults.prefix, next_number: defaults.nextNumber })
    .onConflict((oc) => oc.columns(['brand_id', 'series']).doNothing())
    .execute();
  const row = await db
    .updateTable('brand_number_series')
    .set({ next_number: sql`next_number + 1`, updated_at: sql`now()` })
    .where('brand_id', '=', brandId)
    .where('series', '=', series)
    .returning(['prefix', sql<string>`next_number - 1`.as('issued')])
    .executeTakeFirstOrThrow();
  const sequence = Number(row.issued);
  const prefix = renderSeriesPrefix(row.prefix, issuedAt);
  return { sequence, prefix, documentNumber: `${prefix}${sequence}` };
}
