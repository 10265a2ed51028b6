import { sql } from 'kysely';
import { benchSql } from './bench-row-sql';
import type { BenchTableGenerator } from './bench-table-generator';

const STATUSES = [
  { value: 'COMPLETED', weight: 70 },
  { value: 'CREATED', weight: 4 },
  { value: 'IN_PROGRESS', weight: 4 },
  { value: 'READY_TO_SEND', weight: 3 },
  { value: 'SENT', weight: 5 },
  { value: 'IN_DELIVERY', weight: 5 },
  { value: 'ERRORED', weight: 3 },
  { value: 'CANCELED', weight: 6 },
];

/** One shipment per ten lines (line 10k - 1) to its customer's address: its SIM, and a router for other lines. */
export const benchShipments: BenchTableGenerator = {
  table: 'shipments',
  rows: (scale) => Math.floor(scale.subscriptions / 10),
  async insertBatch({ db }, from, to) {
    await sql`
      insert into shipments (
        id, brand_id, channel_id, status, documents_pending, tracking_number, carrier, carrier_url, customer_fiscal_id,
        customer_name, street, street_number, floor, postal_code, province, city, items, created_at, changed_at
      )
      select
        ${sql.raw(benchSql.uuid('shipment', 'k'))},
        s.brand_id,
        s.channel_id,
        ${sql.raw(benchSql.weighted(benchSql.draw('k', 1, 100), STATUSES))},
        ${sql.raw(benchSql.draw('k', 2, 20))} = 0,
        'BT' || lpad(k::text, 10, '0'),
        'Correos Express',
        'https://s.correosexpress.com/search?s=BT' || lpad(k::text, 10, '0'),
        s.fiscal_id,
        trim(c.name || ' ' || coalesce(c.first_surname, '') || ' ' || coalesce(c.second_surname, '')),
        c.street,
        c.street_number,
        c.floor,
        c.postal_code,
        c.province,
        c.city,
        case when s.icc is not null
          then jsonb_build_array(jsonb_build_object('kind', 'SIM', 'description', 'Tarjeta SIM triple corte', 'serial', s.icc))
          else jsonb_build_array(jsonb_build_object('kind', 'ROUTER', 'description', 'Router wifi 6', 'serial', null))
        end,
        s.created_at + interval '1 day',
        s.created_at + interval '3 days'
      from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as k
      join subscriptions s on s.id = ${sql.raw(benchSql.uuid('subscription', 'k * 10 - 1'))}
      join customers c on c.id = s.customer_id
    `.execute(db);
  },
};
