import { type Kysely, sql } from 'kysely';
import type { SubscriptionOptional } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';

/**
 * Terms for the temporal subscriptions page, on ACTIVE demo lines picked by contract number (deterministic): the
 * promotional tariff of the first "Móvil Ilimitado" lines of brand 2020001 (one already ended, the others ending
 * over the next months), a seasonal TV line, the international bonus (an add-on) of two lines, and one line term
 * each in sub-channel 2020001002 and in brand 3000003 (the channel scope shows). Fixed dates, as every demo date:
 * the seed is the same whatever day it runs, and in time every term reads as ended.
 */
const PROMOTION_ENDS = ['2026-11-20', '2026-12-05', '2026-12-20', '2027-01-31'];
const SEASONAL_END = '2027-03-31';
const BONUS_TERMS = [
  { startDate: '2026-06-01', endDate: '2026-12-15' },
  { startDate: '2026-09-01', endDate: '2027-02-28' },
];
const SUB_CHANNEL_END = '2027-06-30';
const OTHER_BRAND_END = '2027-05-31';

type Line = { id: string; optionals: SubscriptionOptional[] };

function activeLines(db: Kysely<Database>, channels: readonly string[]) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'optionals', 'product_name', 'family'])
    .where('channel_id', 'in', channels)
    .where('status', '=', 'ACTIVE')
    .orderBy('contract');
}

async function setEnd(db: Kysely<Database>, line: Line | undefined, endDate: string): Promise<number> {
  if (!line) return 0;
  await db.updateTable('subscriptions').set({ end_date: endDate }).where('id', '=', line.id).execute();
  return 1;
}

/** Inside the demo-world transaction, after the lines; answers how many terms it set. */
export async function seedDemoTemporalSubscriptions(db: Kysely<Database>): Promise<number> {
  const brand = await activeLines(db, ['2020001', '2020001001', '2020001001001']).execute();
  const promoted = brand.filter(
    (line) => line.product_name === 'Móvil Ilimitado' && line.optionals.length === 0,
  );
  let terms = 0;
  for (const [position, endDate] of PROMOTION_ENDS.entries())
    terms += await setEnd(db, promoted[position], endDate);
  terms += await setEnd(
    db,
    brand.find((line) => line.family === 'TV'),
    SEASONAL_END,
  );
  const withBonus = brand.filter((line) => line.optionals.length === 1);
  for (const [position, term] of BONUS_TERMS.entries()) {
    const line = withBonus[position];
    if (!line) continue;
    const optionals = line.optionals.map((entry) => ({ ...entry, ...term }));
    await sql`update subscriptions set optionals = ${JSON.stringify(optionals)}::jsonb where id = ${line.id}`.execute(
      db,
    );
    terms += 1;
  }
  const [sub] = await activeLines(db, ['2020001002']).limit(1).execute();
  terms += await setEnd(db, sub, SUB_CHANNEL_END);
  const [other] = await activeLines(db, ['3000003', '3000003001', '3000003002']).limit(1).execute();
  terms += await setEnd(db, other, OTHER_BRAND_END);
  return terms;
}
