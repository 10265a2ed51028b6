import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const TYPES = [
  { value: 'PRODUCT_CHANGE', weight: 30 },
  { value: 'SIM_CHANGE', weight: 20 },
  { value: 'TITULAR_CHANGE', weight: 10 },
  { value: 'CREATE_SHARED_GROUP', weight: 5 },
  { value: 'ADD_LINES_TO_SHARED_GROUP', weight: 8 },
  { value: 'REMOVE_LINES_FROM_SHARED_GROUP', weight: 5 },
  { value: 'ADD_MOBILE_FIXED_IP', weight: 4 },
  { value: 'ADD_MULTISIM', weight: 8 },
  { value: 'PACK_SUBSCRIPTIONS', weight: 6 },
  { value: 'UNPACK_SUBSCRIPTIONS', weight: 4 },
];
const STATUSES = [
  { value: 'COMPLETED', weight: 70 },
  { value: 'INITIATED', weight: 10 },
  { value: 'CANCELED', weight: 10 },
  { value: 'ERRORED', weight: 10 },
];

/** One process per ten lines (line 10k - 3), copying its brand, channel, fiscal id and number. */
export const benchProcesses: BenchTableGenerator = {
  table: 'processes',
  rows: (scale) => Math.floor(scale.subscriptions / 10),
  async insertBatch({ db }, from, to) {
    await sql`
      insert into processes (
        id, brand_id, channel_id, type, status, subscription_id, fiscal_id, line_number, details, cancel_reason,
        due_at, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('process', 'k'))},
        s.brand_id,
        s.channel_id,
        ${sql.raw(benchSql.weighted(benchSql.draw('k', 1, 100), TYPES))},
        v.status,
        s.id,
        s.fiscal_id,
        s.line_number,
        '{}'::jsonb,
        case when v.status = 'CANCELED' then 'Cancelado por el cliente' end,
        v.created + interval '2 days',
        v.created,
        v.created + interval '1 day'
      from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      join subscriptions s on s.id = ${sql.raw(benchSql.uuid('subscription', 'k * 10 - 3'))}
      cross join lateral (
        select
          ${sql.raw(benchSql.weighted(benchSql.draw('k', 2, 100), STATUSES))} as status,
          s.created_at + ${sql.raw(benchSql.draw('k', 3, 365 * 86_400_000))} * interval '1 millisecond' as created
      ) as v
    `.execute(db);
  },
};
