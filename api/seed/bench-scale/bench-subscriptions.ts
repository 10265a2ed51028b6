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
 * A line's list JSON (migration 0015's `subscription_list_item`, made ASCII by 0018's `json_text_ascii`) over the
 * generated row `g` and its customer `c`: the bulk seed writes it with the row instead of letting the per-row trigger
 * compute it (tests/api/bench-seed.test.ts compares the two). Written as `row_to_json` writes it (the same keys in the
 * same order, each value as `to_json` writes it, no spaces), so that only the fields that can hold characters outside
 * ASCII (`true` below: names, products, addresses) go through the escaping, not the whole text. A bench line has no
 * optionals, and no line names it as its shared head (none has a `shared_subscription_id`), so both arrays are empty.
 */
const LIST_ITEM_FIELDS: ReadonlyArray<[key: string, value: string, text?: true]> = [
  ['subscriptionId', 'g.id'],
  ['brandId', 'g.brand_id'],
  ['channelId', 'g.channel_id'],
  ['lineNumber', 'g.line_number'],
  ['fiscalId', 'g.fiscal_id'],
  ['customerId', 'g.customer_id'],
  ['customerName', 'c.name', true],
  ['customerFirstSurname', 'c.first_surname', true],
  ['customerLastSurname', 'c.second_surname', true],
  ['productId', 'g.product_id'],
  ['productName', 'g.product_name', true],
  ['alias', 'g.alias', true],
  ['contract', 'g.contract'],
  ['status', 'g.status'],
  ['startDate', "to_char(g.start_date, 'YYYY-MM-DD')"],
  ['endDate', "to_char(g.end_date, 'YYYY-MM-DD')"],
  ['installationAddress', 'g.installation_address', true],
  ['finalPrice', 'g.final_price_cents'],
  ['family', 'g.family'],
  ['fixedNumber', 'g.fixed_number'],
  ['icc', 'g.icc'],
  ['iccService', 'g.icc_service'],
  ['carrier', 'g.carrier'],
  ['eSim', 'g.esim'],
  ['eSimEmail', 'g.esim_email'],
  ['donorOperator', 'g.donor_operator'],
  ['technology', 'g.technology'],
  ['optionals', "'[]'::json"],
  ['baseSubscriptions', "'[]'::json"],
  ['sharedSubscriptionId', 'null::uuid'],
  ['headerSubscriptionId', 'null::uuid'],
  ['convergentSubscriptionId', 'null::uuid'],
  ['created', `to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
  ['modified', `to_char(g.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
];

/** The list JSON as SQL text, its text fields' characters outside ASCII escaped by `escapeText`. */
function listItemJson(escapeText: (json: string) => string): string {
  const members = LIST_ITEM_FIELDS.map(([key, value, text]) => {
    const json = `coalesce(to_json(${value})::text, 'null')`;
    return `'${key === 'subscriptionId' ? '{' : ','}"${key}":' || ${text ? escapeText(json) : json}`;
  });
  return `${members.join(' || ')} || '}'`;
}

/**
 * `json` (SQL text of JSON) with each character outside ASCII found in `knownText` replaced by its JSON escape, as
 * `json_text_ascii` (migration 0018) writes it: `\\u` and four lowercase hex digits. A character it does not know
 * (none in the bench world: its names, streets, provinces and products are the known text) is still escaped by that
 * function, which the seed calls on any list JSON left with one.
 */
function escapeKnownCharacters(json: string, knownText: string): string {
  const characters = [...new Set(knownText)].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code > 0x7f && code < 0x10000;
  });
  return characters
    .sort()
    .reduce(
      (text, c) => `replace(${text}, '${c}', '\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}')`,
      json,
    );
}

/**
 * Lines: customer `((j - 1) mod customers) + 1` holds line j (five each at bench scale), in the customer's channel.
 * Mobile numbers are a bijection of j (unique: the line lookup finds one line); fixed numbers start with the
 * customer's province prefix. Products come from the brand's active catalogue of the line's family.
 */
export const benchSubscriptions: BenchTableGenerator = {
  table: 'subscriptions',
  rows: (scale) => scale.subscriptions,
  // The rows carry their list JSON; no bench line is anyone's shared head, so there is no head to refresh.
  bulkSkipsTriggers: ['subscriptions_list_item', 'subscriptions_shared_heads'],
  async insertBatch({ db, pools, dniOffset, scale }, from, to) {
    const draw = (salt: number, n: number) => benchSql.draw('j', salt, n);
    const fixedPrefixes = PROVINCES.map((province) => province.fixedPrefixes[0] ?? '91');
    const provinceNames = PROVINCES.map((province) => province.name);
    const { rows: products } = await sql<{ names: string | null }>`
      select string_agg(name, ' ') as names from products
    `.execute(db);
    const knownText = [
      ...pools.firstNames,
      ...pools.surnames,
      ...pools.streets,
      ...provinceNames,
      products[0]?.names ?? '',
    ].join(' ');
    await sql`
      with catalogue as (
        select
          id, brand_id, family, name, price_with_promotions_cents as price,
          row_number() over (partition by brand_id, family order by name, id) - 1 as k,
          count(*) over (partition by brand_id, family) as n
        from products
        where status = 'ACTIVE'
      ),
      generated as materialized (
        select
          j,
          ${sql.raw(benchSql.uuid('subscription', 'j'))} as id,
          left(v.channel, 7) as brand_id,
          v.channel as channel_id,
          ${sql.raw(benchSql.uuid('customer', 'c.i'))} as customer_id,
          v.dni as fiscal_id,
          case when v.mobile then '6' || ${sql.raw(benchSql.permuted('j', 8, 0))} else v.fixed_number end
            as line_number,
          p.id as product_id,
          coalesce(p.name, initcap(v.family)) as product_name,
          case when ${sql.raw(draw(3, 5))} = 0
            then ${sql.raw(benchSql.pick(benchSql.textArray(['Casa', 'Trabajo', 'Hijo', 'Oficina']), 4, 'j', 4))}
          end as alias,
          'CT-B-' || lpad(j::text, 7, '0') as contract,
          v.status,
          case when v.status not in ('PENDING_ACTIVATION', 'PENDING_INSTALLATION') then v.created::date + 5 end
            as start_date,
          case when v.status in ('TERMINATED', 'CANCELED') then date '2026-01-01' end as end_date,
          case when not v.mobile then
            'Calle ' || ${sql.raw(benchSql.pick('pool.streets', pools.streets.length, 'j', 5))} || ' '
            || (1 + ${sql.raw(draw(6, 150))}) || ', ' || (${sql.raw(benchSql.textArray(provinceNames))})[1 + v.province]
          end as installation_address,
          coalesce(p.price, 1000) as final_price_cents,
          v.family,
          case when not v.mobile then v.fixed_number end as fixed_number,
          case when v.mobile then ${sql.raw(benchSql.pick('pool.iccs', pools.iccs.length, 'j', 7))} end as icc,
          case when v.mobile then (case when ${sql.raw(draw(8, 4))} = 0 then 'DATA' else 'VOICE_AND_DATA' end) end
            as icc_service,
          ${sql.raw(benchSql.pick(benchSql.textArray(CARRIERS), CARRIERS.length, 'j', 9))} as carrier,
          v.mobile and v.esim as esim,
          case when v.mobile and v.esim then ${sql.raw(benchSql.customerEmail('c.i'))} end as esim_email,
          case when ${sql.raw(draw(10, 2))} = 0
            then ${sql.raw(benchSql.pick(benchSql.textArray(CARRIERS), CARRIERS.length, 'j', 11))}
          end as donor_operator,
          case when v.mobile then (case when ${sql.raw(draw(12, 2))} = 0 then '4G' else '5G' end) end as technology,
          v.created as created_at,
          v.created + ${sql.raw(draw(13, THIRTY_DAYS_MS))} * interval '1 millisecond' as modified_at
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
            timestamptz '${sql.raw(BENCH_REFERENCE_DATE)}'
              - ${sql.raw(draw(17, THREE_YEARS_MS))} * interval '1 millisecond' as created
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
      )
      insert into subscriptions (
        id, brand_id, channel_id, customer_id, fiscal_id, line_number, product_id, product_name, alias, contract,
        status, start_date, end_date, installation_address, final_price_cents, family, fixed_number, icc,
        icc_service, carrier, esim, esim_email, donor_operator, technology, created_at, modified_at, list_item
      )
      select
        g.id, g.brand_id, g.channel_id, g.customer_id, g.fiscal_id, g.line_number, g.product_id, g.product_name,
        g.alias, g.contract, g.status, g.start_date, g.end_date, g.installation_address, g.final_price_cents,
        g.family, g.fixed_number, g.icc, g.icc_service, g.carrier, g.esim, g.esim_email, g.donor_operator,
        g.technology, g.created_at, g.modified_at,
        -- More bytes than characters (UTF-8): a character outside ASCII is left, which the function escapes.
        case when octet_length(json.text) <> char_length(json.text) then json_text_ascii(json.text) else json.text end
      from generated g
      join customers c on c.id = g.customer_id
      cross join lateral (
        select ${sql.raw(listItemJson((json) => escapeKnownCharacters(json, knownText)))} as text
      ) as json
      -- In index order, as before the join to the customers: the heap keeps the lines in the order they were made.
      order by g.j
    `.execute(db);
  },
};
