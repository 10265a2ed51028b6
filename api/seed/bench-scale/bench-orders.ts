import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const STATUSES = [
  { value: 'COMPLETED', weight: 60 },
  { value: 'IN_PROGRESS', weight: 6 },
  { value: 'PENDING_CONTRACT_SIGNATURE', weight: 8 },
  { value: 'PENDING_LOGISTIC', weight: 6 },
  { value: 'ERRORED', weight: 4 },
  { value: 'INITIATED', weight: 8 },
  { value: 'PRODUCT_UPDATED', weight: 4 },
  { value: 'CUSTOMER_UPDATED', weight: 4 },
];
const DRAFT_STATUSES = ['INITIATED', 'PRODUCT_UPDATED', 'CUSTOMER_UPDATED'];
const VERIFICATIONS = [
  { value: 'MANUAL', weight: 40 },
  { value: 'SMS', weight: 30 },
  { value: 'WEBCAM', weight: 20 },
  { value: 'QR', weight: 10 },
];

/** One order per five lines: the sale of line 5k, for its customer, a few days before the line was created. */
export const benchOrders: BenchTableGenerator = {
  table: 'orders',
  rows: (scale) => Math.floor(scale.subscriptions / 5),
  async insertBatch({ db }, from, to) {
    await sql`
      insert into orders (
        id, order_number, brand_id, channel_id, customer_id, customer_fiscal_id, customer_name,
        customer_first_surname, customer_second_surname, family, verification_type, status, draft, document_number,
        mobile_number, email, total_price_cents, created_by, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('order', 'k'))},
        'ORD-' || to_char(s.created_at at time zone 'UTC', 'YYYY') || '-' || lpad(k::text, 7, '0'),
        s.brand_id,
        s.channel_id,
        s.customer_id,
        s.fiscal_id,
        c.name,
        c.first_surname,
        c.second_surname,
        s.family,
        ${sql.raw(benchSql.weighted(benchSql.draw('k', 2, 100), VERIFICATIONS))},
        v.status,
        v.status in (${sql.raw(DRAFT_STATUSES.map((s) => `'${s}'`).join(', '))}),
        s.fiscal_id,
        case when s.family = 'MOBILE' then s.line_number end,
        c.email,
        s.final_price_cents,
        'bench',
        s.created_at - interval '3 days',
        s.created_at - interval '2 days'
      from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      cross join lateral (
        select ${sql.raw(benchSql.weighted(benchSql.draw('k', 1, 100), STATUSES))} as status
      ) as v
      join subscriptions s on s.id = ${sql.raw(benchSql.uuid('subscription', 'k * 5'))}
      join customers c on c.id = s.customer_id
    `.execute(db);
  },
};
