import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const STATUSES = [
  { value: 'CREATED', weight: 30 },
  { value: 'SENT', weight: 20 },
  { value: 'PENDING', weight: 15 },
  { value: 'WON', weight: 20 },
  { value: 'LOST', weight: 15 },
];

/** One lead per twenty lines, in a customer's channel (customer 3k), mostly of people not yet customers. */
export const benchLeads: BenchTableGenerator = {
  table: 'leads',
  rows: (scale) => Math.floor(scale.subscriptions / 20),
  async insertBatch({ db, pools, scale }, from, to) {
    await sql`
      insert into leads (
        id, brand_id, channel_id, customer_name, customer_document, phone, sell_type, status, commission_cents,
        lead_date, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('lead', 'k'))},
        left(v.channel, 7),
        v.channel,
        ${sql.raw(benchSql.pick('pool.first_names', pools.firstNames.length, 'k', 1))} || ' '
          || ${sql.raw(benchSql.pick('pool.surnames', pools.surnames.length, 'k', 2))},
        null,
        '6' || ${sql.raw(benchSql.permuted('k', 8, 5))},
        case when ${sql.raw(benchSql.draw('k', 3, 4))} = 0 then 'PROVIDER_SALE' else 'INTERNAL_SALE' end,
        ${sql.raw(benchSql.weighted(benchSql.draw('k', 4, 100), STATUSES))},
        ${sql.raw(benchSql.draw('k', 5, 50))} * 100,
        v.created::date,
        v.created,
        v.created
      from (
        select ${pools.firstNames}::text[] as first_names, ${pools.surnames}::text[] as surnames
      ) as pool
      cross join generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      cross join lateral (
        select
          ${sql.raw(benchSql.customerChannel(`(((k * 3 - 1) % ${scale.customers}) + 1)`))} as channel,
          timestamptz '2026-01-01' - ${sql.raw(benchSql.draw('k', 6, 365 * 86_400_000))} * interval '1 millisecond' as created
      ) as v
    `.execute(db);
  },
};
