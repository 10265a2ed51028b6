import { type Kysely, sql } from 'kysely';
import { PROVINCES } from '../../../schema/domain/provinces';
import type { Database } from '../../db/database-schema';
import { benchSql, DNI_MULTIPLIER } from './bench-row-sql';
import { BENCH_REFERENCE_DATE } from './bench-scale-plan';
import type { BenchTableGenerator } from './bench-table-generator';

const THREE_YEARS_MS = 3 * 365 * 86_400_000;
const DNI_MODULUS = 100_000_000n;

/** The inverse of `a` modulo `m` (extended Euclid); `a` and `m` coprime. */
function modularInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/**
 * The smallest offset for which no bench customer's DNI digits (`index * DNI_MULTIPLIER + offset mod 10^8`,
 * index 1..customers) equal those of a DNI already in the database (the demo customers'): fiscal ids are unique
 * per brand. Deterministic, since the demo seed is.
 */
export async function chooseDniOffset(db: Kysely<Database>, customers: number): Promise<number> {
  const { rows } = await sql<{ fiscal_id: string }>`
    select fiscal_id from customers where fiscal_id ~ '^[0-9]{8}[A-Z]$'
  `.execute(db);
  const taken = rows.map((row) => BigInt(row.fiscal_id.slice(0, 8)));
  const inverse = modularInverse(BigInt(DNI_MULTIPLIER), DNI_MODULUS);
  for (let offset = 0n; ; offset += 1n) {
    const collides = taken.some((digits) => {
      const index =
        (((((digits - offset) % DNI_MODULUS) + DNI_MODULUS) % DNI_MODULUS) * inverse) % DNI_MODULUS;
      return index >= 1n && index <= BigInt(customers);
    });
    if (!collides) return Number(offset);
  }
}

/** Residential and freelance customers with valid DNIs, Spanish names, an address in a province, 2/3 paying by IBAN. */
export const benchCustomers: BenchTableGenerator = {
  table: 'customers',
  rows: (scale) => scale.customers,
  async insertBatch({ db, pools, dniOffset }, from, to) {
    const draw = (salt: number, n: number) => benchSql.draw('i', salt, n);
    const provinceCodes = PROVINCES.map((province) => province.code);
    await sql`
      insert into customers (
        id, brand_id, channel_id, fiscal_id, document_type, customer_type, name, first_surname, second_surname,
        birth_date, email, contact_phone, street_type, street, street_number, floor, postal_code, province, city,
        detailed_invoice, iban, skip_invoices, payment_methods, sepa_mandate_reference, sepa_mandate_signed,
        sepa_mandate_signed_at, created_at, modified_at
      )
      select
        ${sql.raw(benchSql.uuid('customer', 'i'))},
        left(v.channel, 7),
        v.channel,
        v.dni,
        'DNI',
        case when ${sql.raw(draw(2, 100))} < 85 then 'RESIDENTIAL' else 'FREELANCE' end,
        ${sql.raw(benchSql.pick('pool.first_names', pools.firstNames.length, 'i', 3))},
        ${sql.raw(benchSql.pick('pool.surnames', pools.surnames.length, 'i', 4))},
        ${sql.raw(benchSql.pick('pool.surnames', pools.surnames.length, 'i', 5))},
        date '1941-01-01' + ${sql.raw(draw(6, 22_000))}::int,
        ${sql.raw(benchSql.customerEmail('i'))},
        '6' || ${sql.raw(benchSql.permuted('i', 8, 1))},
        ${sql.raw(benchSql.pick(benchSql.textArray(['Calle', 'Avenida', 'Plaza', 'Paseo']), 4, 'i', 8))},
        ${sql.raw(benchSql.pick('pool.streets', pools.streets.length, 'i', 9))},
        (1 + ${sql.raw(draw(10, 150))})::text,
        case when ${sql.raw(draw(11, 4))} = 0 then 'Bajo' else (1 + ${sql.raw(draw(12, 8))})::text || 'º' end,
        v.province || lpad(${sql.raw(draw(13, 1000))}::text, 3, '0'),
        v.province,
        ${sql.raw(benchSql.pick('pool.cities', pools.cities.length, 'i', 14))},
        ${sql.raw(draw(15, 2))} = 0,
        case when v.debit then ${sql.raw(benchSql.pick('pool.ibans', pools.ibans.length, 'i', 16))} end,
        ${sql.raw(draw(17, 10))} = 0,
        (case when v.debit then '["SEPA_DIRECT_DEBIT"]' else '["CASH"]' end)::jsonb,
        case when v.debit then 'M' || v.dni || '-B' || i end,
        v.debit and v.signed,
        case when v.debit and v.signed then v.created end,
        v.created,
        v.created
      from (
        select
          ${pools.firstNames}::text[] as first_names,
          ${pools.surnames}::text[] as surnames,
          ${pools.streets}::text[] as streets,
          ${pools.cities}::text[] as cities,
          ${pools.ibans}::text[] as ibans
      ) as pool
      cross join generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as i
      cross join lateral (
        select
          ${sql.raw(benchSql.customerChannel('i'))} as channel,
          ${sql.raw(benchSql.customerDni('i', dniOffset))} as dni,
          (${sql.raw(benchSql.textArray(provinceCodes))})[1 + ${sql.raw(benchSql.customerProvince('i', provinceCodes.length))}] as province,
          ${sql.raw(draw(18, 3))} > 0 as debit,
          ${sql.raw(draw(19, 2))} = 0 as signed,
          timestamptz '${sql.raw(BENCH_REFERENCE_DATE)}' - ${sql.raw(draw(20, THREE_YEARS_MS))} * interval '1 millisecond' as created
      ) as v
    `.execute(db);
  },
};
