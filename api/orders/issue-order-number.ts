import { type Kysely, sql } from 'kysely';
import { madridWallClock } from '../../schema/domain/madrid-clock';
import type { Database } from '../db/database-schema';

/** How an order number reads: ORD-2026-000123 (at least six digits, per brand and Madrid calendar year). */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes the brand's next order number of the year. One INSERT ... ON CONFLICT DO UPDATE ... RETURNING takes the
 * series row lock, so concurrent callers (also on several api instances) each get a different number and none is
 * skipped; inside a caller's transaction the number is given back if that transaction rolls back.
 */
export async function issueOrderNumber(db: Kysely<Database>, brandId: string, now: Date): Promise<string> {
  const { year } = madridWallClock(now);
  const row = await db
    .insertInto('order_number_series')
    .values({ brand_id: brandId, year, next_number: 2 })
    .onConflict((oc) =>
      oc.columns(['brand_id', 'year']).doUpdateSet({ next_number: sql`order_number_series.next_number + 1` }),
    )
    .returning(sql<string>`next_number - 1`.as('issued'))
    .executeTakeFirstOrThrow();
  return formatOrderNumber(year, Number(row.issued));
}
