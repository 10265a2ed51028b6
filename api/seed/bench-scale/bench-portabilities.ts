import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import { BENCH_BRAND_NAMES, BENCH_REFERENCE_DATE } from './bench-scale-plan';
import type { BenchTableGenerator } from './bench-table-generator';

const ONE_YEAR_MS = 365 * 86_400_000;

const STATUSES = [
  { value: 'CONFIRMED', weight: 55 },
  { value: 'CANCELED', weight: 15 },
  { value: 'INITIATED', weight: 12 },
  { value: 'ERRORED', weight: 6 },
  { value: 'RELAUNCHED', weight: 6 },
  { value: 'PENDING_CANCELATION', weight: 3 },
  { value: 'PENDING_RELAUNCH', weight: 3 },
];

const CARRIERS = ['Movistar', 'Vodafone', 'Orange', 'MasMovil', 'Digi'];

/** One portability per ten lines, for a customer of the brand (its DNI), 70 % porting in with an ICC. */
export const benchPortabilities: BenchTableGenerator = {
  table: 'portabilities',
  rows: (scale) => Math.round(scale.subscriptions / 10),
  async insertBatch({ db, pools, dniOffset, scale }, from, to) {
    const draw = (salt: number, n: number) => benchSql.draw('k', salt, n);
    const brandName = `(case ${Object.entries(BENCH_BRAND_NAMES)
      .map(([brand, name]) => `when left(v.channel, 7) = '${brand}' then '${name}'`)
      .join(' ')} end)`;
    const carrier = benchSql.pick(benchSql.textArray(CARRIERS), CARRIERS.length, 'k', 3);
    await sql`
      insert into portabilities (
        id, brand_id, channel_id, direction, status, portability_type, change_window, customer_fiscal_id, document,
        mobile_number, icc, donor_operator, receiver_operator, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('portability', 'k'))},
        left(v.channel, 7),
        v.channel,
        case when v.inbound then 'IN' else 'OUT' end,
        v.status,
        case when ${sql.raw(draw(4, 4))} = 0 then 'PREPAID' else 'POSTPAID' end,
        case when v.status = 'INITIATED' and ${sql.raw(draw(5, 2))} = 0 then null
          else v.created + interval '5 days' end,
        v.dni,
        v.dni,
        '7' || ${sql.raw(benchSql.permuted('k', 8, 0))},
        case when v.inbound then ${sql.raw(benchSql.pick('pool.iccs', pools.iccs.length, 'k', 6))} end,
        case when v.inbound then ${sql.raw(carrier)} else ${sql.raw(brandName)} end,
        case when v.inbound then ${sql.raw(brandName)} else ${sql.raw(carrier)} end,
        v.created,
        v.created
      from (select ${pools.iccs}::text[] as iccs) as pool
      cross join generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      cross join lateral (select ((k * 5 - 1) % ${sql.lit(scale.customers)}) + 1 as i) as c
      cross join lateral (
        select
          ${sql.raw(benchSql.customerChannel('c.i'))} as channel,
          ${sql.raw(benchSql.customerDni('c.i', dniOffset))} as dni,
          ${sql.raw(draw(7, 10))} < 7 as inbound,
          ${sql.raw(benchSql.weighted(draw(8, 100), STATUSES))} as status,
          timestamptz '${sql.raw(BENCH_REFERENCE_DATE)}' - ${sql.raw(draw(9, ONE_YEAR_MS))} * interval '1 millisecond' as created
      ) as v
    `.execute(db);
  },
};
