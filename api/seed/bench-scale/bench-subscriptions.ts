import { sql } from 'kysely';
import { PROVINCES } from '../../../schema/domain/provinces';
import { benchSql } from './bench-row-sql';
import { BENCH_REFERENCE_DATE } from './bench-scale-plan';
import type { BenchTableGenerator } from './bench-table-generator';

const THREE_YEARS_MS = 3 * 365 * 86_400_000;
const THIRTY_DAYS_MS = 30 * 86_400_000;

const FAMILIES = [
  { value: 'MOBILE', weight: 55 },
  { value: 'FIBRE', weight: 20 },
  { value: 'CONVERGENT', weight: 10 },
  { value: 'TV', weight: 5 },
  { value: 'FIXED', weight: 10 },
];

const STATUSES = [
  { value: 'ACTIVE', weight: 65 },
  { value: 'TERMINATED', weight: 10 },
  { value: 'CANCELED', weight: 4 },
  { value: 'PENDING_PORTABILITY', weight: 4 },
  { value: 'PENDING_INSTALLATION', weight: 4 },
  { value: 'PENDING_ACTIVATION', weight: 4 },
  { value: 'PENDING_TERMINATION', weight: 3 },
  { value: 'PENDING_PRODUCT_CHANGE', weight: 2 },
  { value: 'PENDING_DOCS', weight: 2 },
  { value: 'UNKNOWN', weight: 2 },
];

const CARRIERS = ['Movistar', 'Vodafone', 'Orange', 'MasMovil', 'Digi'];

/**
 * Lines: customer `((j - 1) mod customers) + 1` holds line j (five each at bench scale), in the customer's channel.
 * Mobile numbers are a bijection of j (unique: the line lookup finds one line); fixed numbers start with the
 * customer's province prefix. Products come from the brand's active catalogue of the line's family.
 */
export const benchSubscriptions: BenchTableGenerator = {
  table: 'subscriptions',
  rows: (scale) => scale.subscriptions,
  async insertBatch({ db, pools, dniOffset, scale }, from, to) {
    const draw = (salt: number, n: number) => benchSql.draw('j', salt, n);
    const fixedPrefixes = PROVINCES.map((province) => province.fixedPrefixes[0] ?? '91');
    const provinceNames = PROVINCES.map((province) => province.name);
    await sql`
      with catalogue as (
        select
          id, brand_id, family, name, price_with_promotions_cents as price,
          row_number() over (partition by brand_id, family order by name, id) - 1 as k,
          count(*) over (partition by brand_id, family) as n
        from products
        where status = 'ACTIVE'
      )
      insert into subscriptions (
        id, brand_id, channel_id, customer_id, fiscal_id, line_number, product_id, product_name, alias, contract,
        status, start_date, end_date, installation_address, final_price_cents, family, fixed_number, icc,
        icc_service, carrier, esim, esim_email, donor_operator, technology, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('subscription', 'j'))},
        left(v.channel, 7),
        v.channel,
        ${sql.raw(benchSql.uuid('customer', 'c.i'))},
        v.dni,
        case when v.mobile then '6' || ${sql.raw(benchSql.permuted('j', 8, 0))} else v.fixed_number end,
        p.id,
        coalesce(p.name, initcap(v.family)),
        case when ${sql.raw(draw(3, 5))} = 0
          then ${sql.raw(benchSql.pick(benchSql.textArray(['Casa', 'Trabajo', 'Hijo', 'Oficina']), 4, 'j', 4))}
        end,
        'CT-B-' || lpad(j::text, 7, '0'),
        v.status,
        case when v.status not in ('PENDING_ACTIVATION', 'PENDING_INSTALLATION') then v.created::date + 5 end,
        case when v.status in ('TERMINATED', 'CANCELED') then date '2026-01-01' end,
        case when not v.mobile then
          'Calle ' || ${sql.raw(benchSql.pick('pool.streets', pools.streets.length, 'j', 5))} || ' '
          || (1 + ${sql.raw(draw(6, 150))}) || ', ' || (${sql.raw(benchSql.textArray(provinceNames))})[1 + v.province]
        end,
        coalesce(p.price, 1000),
        v.family,
        case when not v.mobile then v.fixed_number end,
        case when v.mobile then ${sql.raw(benchSql.pick('pool.iccs', pools.iccs.length, 'j', 7))} end,
        case when v.mobile then (case when ${sql.raw(draw(8, 4))} = 0 then 'DATA' else 'VOICE_AND_DATA' end) end,
        ${sql.raw(benchSql.pick(benchSql.textArray(CARRIERS), CARRIERS.length, 'j', 9))},
        v.mobile and v.esim,
        case when v.mobile and v.esim then ${sql.raw(benchSql.customerEmail('c.i'))} end,
        case when ${sql.raw(draw(10, 2))} = 0
          then ${sql.raw(benchSql.pick(benchSql.textArray(CARRIERS), CARRIERS.length, 'j', 11))}
        end,
        case when v.mobile then (case when ${sql.raw(draw(12, 2))} = 0 then '4G' else '5G' end) end,
        v.created,
        v.created + ${sql.raw(draw(13, THIRTY_DAYS_MS))} * interval '1 millisecond'
      from (
        select ${pools.streets}::text[] as streets, ${pools.iccs}::text[] as iccs
      ) as pool
      cross join generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as j
      cross join lateral (select ((j - 1) % ${sql.lit(scale.customers)}) + 1 as i) as c
      cross join lateral (
        select
          ${sql.raw(benchSql.customerChannel('c.i'))} as channel,
          ${sql.raw(benchSql.customerDni('c.i', dniOffset))} as dni,
          ${sql.raw(benchSql.customerProvince('c.i', PROVINCES.length))} as province,
          ${sql.raw(benchSql.weighted(draw(14, 100), FAMILIES))} as family,
          ${sql.raw(benchSql.weighted(draw(15, 100), STATUSES))} as status,
          ${sql.raw(draw(16, 10))} = 0 as esim,
          timestamptz '${sql.raw(BENCH_REFERENCE_DATE)}' - ${sql.raw(draw(17, THREE_YEARS_MS))} * interval '1 millisecond' as created
      ) as w
      cross join lateral (
        select
          w.*,
          w.family = 'MOBILE' as mobile,
          prefix || right(${sql.raw(benchSql.permuted('j', 8, 3))}, 9 - length(prefix)) as fixed_number
        from (select (${sql.raw(benchSql.textArray(fixedPrefixes))})[1 + w.province] as prefix) as fp
      ) as v
      left join catalogue p
        on p.brand_id = left(v.channel, 7) and p.family = v.family and p.k = ${sql.raw(draw(18, 1000))} % p.n
    `.execute(db);
  },
};
