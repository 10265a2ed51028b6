import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const STATUSES = [
  { value: 'COMPLETED', weight: 60 },
  { value: 'SCHEDULED', weight: 15 },
  { value: 'CREATED', weight: 5 },
  { value: 'PENDING_SCHEDULE', weight: 5 },
  { value: 'CANCELED', weight: 8 },
  { value: 'FAILED', weight: 4 },
  { value: 'ERRORED', weight: 3 },
];

/** One installation per twenty lines (line 20k - 7), at its customer's address; the type follows the line. */
export const benchInstallations: BenchTableGenerator = {
  table: 'installations',
  rows: (scale) => Math.floor(scale.subscriptions / 20),
  async insertBatch({ db }, from, to) {
    await sql`
      insert into installations (
        id, brand_id, channel_id, installation_type, status, installation_date, installation_slot, fixed_number,
        street, street_number, floor, postal_code, province, city, product_id, product_name, subscription_id,
        customer_fiscal_id, created_at, changed_at
      )
      select
        ${sql.raw(benchSql.uuid('installation', 'k'))},
        s.brand_id,
        s.channel_id,
        case when s.family in ('TV', 'FIXED') then s.family else 'FIBRE' end,
        v.status,
        case when v.dated then s.created_at::date + 7 end,
        case when v.dated then (case when ${sql.raw(benchSql.draw('k', 2, 2))} = 0 then 'MORNING' else 'AFTERNOON' end) end,
        s.fixed_number,
        c.street,
        c.street_number,
        c.floor,
        c.postal_code,
        c.province,
        c.city,
        s.product_id,
        s.product_name,
        s.id,
        s.fiscal_id,
        s.created_at,
        s.created_at + interval '7 days'
      from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      cross join lateral (
        select ${sql.raw(benchSql.weighted(benchSql.draw('k', 1, 100), STATUSES))} as status
      ) as w
      cross join lateral (select w.status, w.status in ('SCHEDULED', 'COMPLETED', 'FAILED') as dated) as v
      join subscriptions s on s.id = ${sql.raw(benchSql.uuid('subscription', 'k * 20 - 7'))}
      join customers c on c.id = s.customer_id
    `.execute(db);
  },
};
