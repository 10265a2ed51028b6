import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const STATUSES = [
  { value: 'PAID', weight: 80 },
  { value: 'PENDING', weight: 10 },
  { value: 'UNPAID', weight: 7 },
  { value: 'ERRORED', weight: 3 },
];

/** December 2025's invoice of every customer, for their first line (line k is customer k's first), at 21 % IVA. */
export const benchInvoices: BenchTableGenerator = {
  table: 'invoices',
  rows: (scale) => scale.customers,
  async insertBatch({ db }, from, to) {
    await sql`
      insert into invoices (
        id, brand_id, channel_id, number, invoice_type, family, status, customer_id, document, lines, tax_territory,
        tax_rate_basis_points, base_cents, tax_cents, total_cents, billing_cycle, due_date, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('invoice', 'k'))},
        s.brand_id,
        s.channel_id,
        'B-2025-' || lpad(k::text, 7, '0'),
        'INVOICE',
        s.family,
        ${sql.raw(benchSql.weighted(benchSql.draw('k', 1, 100), STATUSES))},
        s.customer_id,
        s.fiscal_id,
        jsonb_build_array(jsonb_build_object(
          'concept', s.product_name || ' (2025-12)', 'subscriptionId', s.id, 'amountCents', v.base, 'taxCents', v.tax
        )),
        'IVA',
        2100,
        v.base,
        v.tax,
        v.base + v.tax,
        '2025-12',
        date '2026-01-31',
        timestamptz '2026-01-01T06:00:00Z' + ${sql.raw(benchSql.draw('k', 2, 3_600_000))} * interval '1 millisecond',
        timestamptz '2026-01-01T07:00:00Z'
      from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      join subscriptions s on s.id = ${sql.raw(benchSql.uuid('subscription', 'k'))}
      cross join lateral (
        select round(s.final_price_cents * 100 / 121.0)::int as base,
          s.final_price_cents - round(s.final_price_cents * 100 / 121.0)::int as tax
      ) as v
    `.execute(db);
  },
};
