-- The dashboard's counters and charts read counts the database keeps up to date, per channel and Madrid day,
-- instead of counting lines, orders and portabilities at every request: at 1M lines an exact count of the live base
-- took ~40 ms on PostgreSQL and several times that on PGlite, and a fortnight's trend multiplies any range count by
-- fourteen. Statement-level triggers with transition tables add each statement's changes in one aggregated upsert
-- (a bulk load of 100k lines writes a few hundred count rows, not 100k), in the same transaction as the change.
-- docs/decisions.md ("Dashboard counts kept by the database") lists what each metric counts and why.

-- metric: what is counted (below); day: the Madrid calendar day the row counts on, null for the snapshot metrics
-- (lines now); status and dimension: the breakdowns each metric keeps ('' when it has none).
create table dashboard_counts (
  metric text not null,
  channel_id text not null,
  day date,
  status text not null default '',
  dimension text not null default '',
  count bigint not null,
  amount_cents bigint not null
);

-- Every read names the metric and a day range (or the null day), then filters the caller's channels.
create unique index dashboard_counts_key_idx
  on dashboard_counts (metric, day, channel_id, status, dimension) nulls not distinct;

-- The rows a statement changed, each with +1 (new) or -1 (old), as SQL text over the trigger's transition tables.
create function dashboard_changed_rows(operation text) returns text language sql immutable as $$
  select case operation
    when 'INSERT' then 'select 1 as sign, r.* from new_rows r'
    when 'DELETE' then 'select -1 as sign, r.* from old_rows r'
    else 'select 1 as sign, r.* from new_rows r union all select -1 as sign, r.* from old_rows r'
  end
$$;

-- The upsert that adds a set of signed counts (columns metric, channel_id, day, status, dimension, sign, amount).
create function dashboard_upsert_sql(changed text, counts text) returns text language sql immutable as $$
  select format($sql$
    with changed as materialized (%s)
    insert into dashboard_counts as c (metric, channel_id, day, status, dimension, count, amount_cents)
    select metric, channel_id, day, status, dimension, sum(sign), sum(amount)
    from (%s) as counted
    group by metric, channel_id, day, status, dimension
    having sum(sign) <> 0 or sum(amount) <> 0
    on conflict (metric, day, channel_id, status, dimension) do update
      set count = c.count + excluded.count, amount_cents = c.amount_cents + excluded.amount_cents
  $sql$, changed, counts)
$$;

-- Lines. activations: by start date and family, amount the monthly price; terminations: TERMINATED or CANCELED
-- lines by end date and family; lines: every line now, by status and family; product_lines: ACTIVE lines now by
-- product.
create function dashboard_subscriptions_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select 'activations' as metric, channel_id, start_date as day, '' as status, family as dimension, sign,
      sign * final_price_cents::bigint as amount
    from changed where start_date is not null
    union all
    select 'terminations', channel_id, end_date, '', family, sign, sign * final_price_cents::bigint
    from changed where status in ('TERMINATED', 'CANCELED') and end_date is not null
    union all
    select 'lines', channel_id, null, status, family, sign, sign * final_price_cents::bigint
    from changed
    union all
    select 'product_lines', channel_id, null, '', product_id::text, sign, sign * final_price_cents::bigint
    from changed where status = 'ACTIVE' and product_id is not null
  $counts$)
$$;

-- Portabilities by the Madrid day they were requested: port_ins by donor operator, port_outs by receiving operator;
-- and the backlog of requests still INITIATED, by the day they were requested.
create function dashboard_portabilities_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select case direction when 'IN' then 'port_ins' else 'port_outs' end as metric, channel_id,
      (created_at at time zone 'Europe/Madrid')::date as day, '' as status,
      case direction when 'IN' then donor_operator else receiver_operator end as dimension, sign, 0 as amount
    from changed
    union all
    select 'backlog', channel_id, (created_at at time zone 'Europe/Madrid')::date, status,
      case direction when 'IN' then 'port-ins' else 'port-outs' end, sign, 0
    from changed where status = 'INITIATED'
  $counts$)
$$;

-- Processes (the Events card) by the Madrid day they started, by type; the backlog of those still INITIATED.
create function dashboard_processes_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select 'events' as metric, channel_id, (created_at at time zone 'Europe/Madrid')::date as day, '' as status,
      type as dimension, sign, 0 as amount
    from changed
    union all
    select 'backlog', channel_id, (created_at at time zone 'Europe/Madrid')::date, status, 'processes', sign, 0
    from changed where status = 'INITIATED'
  $counts$)
$$;

-- Orders (deleted drafts left out) by the Madrid day they were created, by current status and family: the funnel of
-- each period's orders; the backlog of orders waiting for the customer's signature.
create function dashboard_orders_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select 'orders' as metric, channel_id, (created_at at time zone 'Europe/Madrid')::date as day, status,
      family as dimension, sign, sign * total_price_cents::bigint as amount
    from changed where deleted_at is null
    union all
    select 'backlog', channel_id, (created_at at time zone 'Europe/Madrid')::date, status, 'orders', sign, 0
    from changed where deleted_at is null and status = 'PENDING_CONTRACT_SIGNATURE'
  $counts$)
$$;

-- Installations created and not yet scheduled; shipments created and not yet picked up by the warehouse.
create function dashboard_installations_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select 'backlog' as metric, channel_id, (created_at at time zone 'Europe/Madrid')::date as day, status,
      'installations' as dimension, sign, 0 as amount
    from changed where status = 'CREATED'
  $counts$)
$$;

create function dashboard_shipments_sql(changed text) returns text language sql immutable as $$
  select dashboard_upsert_sql(changed, $counts$
    select 'backlog' as metric, channel_id, (created_at at time zone 'Europe/Madrid')::date as day, status,
      'shipments' as dimension, sign, 0 as amount
    from changed where status = 'CREATED'
  $counts$)
$$;

-- One trigger function for every counted table: it runs the table's SQL over its transition tables (which only
-- this function's own statements can see, so the SQL is built by the functions above and executed here).
create function dashboard_count_changes() returns trigger language plpgsql as $$
declare
  statement text;
begin
  execute format('select dashboard_%s_sql($1)', tg_table_name) into statement using dashboard_changed_rows(tg_op);
  execute statement;
  return null;
end
$$;

create trigger subscriptions_dashboard_insert after insert on subscriptions
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger subscriptions_dashboard_update after update on subscriptions
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger subscriptions_dashboard_delete after delete on subscriptions
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

create trigger portabilities_dashboard_insert after insert on portabilities
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger portabilities_dashboard_update after update on portabilities
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger portabilities_dashboard_delete after delete on portabilities
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

create trigger processes_dashboard_insert after insert on processes
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger processes_dashboard_update after update on processes
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger processes_dashboard_delete after delete on processes
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

create trigger orders_dashboard_insert after insert on orders
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger orders_dashboard_update after update on orders
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger orders_dashboard_delete after delete on orders
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

create trigger installations_dashboard_insert after insert on installations
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger installations_dashboard_update after update on installations
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger installations_dashboard_delete after delete on installations
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

create trigger shipments_dashboard_insert after insert on shipments
  referencing new table as new_rows for each statement execute function dashboard_count_changes();
create trigger shipments_dashboard_update after update on shipments
  referencing new table as new_rows old table as old_rows for each statement execute function dashboard_count_changes();
create trigger shipments_dashboard_delete after delete on shipments
  referencing old table as old_rows for each statement execute function dashboard_count_changes();

-- Sales: an order counts once, on the Madrid day of its first LAUNCH (a relaunch, or a launch retried after a
-- failure, is not a new sale), in its channel: sales by family with the order's total, product_sales by product
-- with each contracted product's price, and promotion_sales for the products sold with a promotion. History rows
-- are only ever appended (launched orders are never deleted), so only inserts are counted. A LAUNCH row written with
-- an earlier instant than the order's known first one moves the sale to that day.
create function dashboard_count_launches() returns trigger language plpgsql as $$
begin
  with launched as (
    select distinct order_id from new_rows where action = 'LAUNCH'
  ),
  firsts as (
    select l.order_id,
      (select min(h.at) from order_history h
        where h.order_id = l.order_id and h.action = 'LAUNCH'
          and h.id not in (select n.id from new_rows n)) as before_at,
      (select min(h.at) from order_history h where h.order_id = l.order_id and h.action = 'LAUNCH') as after_at
    from launched l
  ),
  moves as (
    select order_id, (before_at at time zone 'Europe/Madrid')::date as day, -1 as sign
    from firsts where before_at is not null and after_at < before_at
      and (before_at at time zone 'Europe/Madrid')::date <> (after_at at time zone 'Europe/Madrid')::date
    union all
    select order_id, (after_at at time zone 'Europe/Madrid')::date, 1
    from firsts where before_at is null or (after_at < before_at
      and (before_at at time zone 'Europe/Madrid')::date <> (after_at at time zone 'Europe/Madrid')::date)
  )
  insert into dashboard_counts as c (metric, channel_id, day, status, dimension, count, amount_cents)
  select metric, channel_id, day, '', dimension, sum(sign), sum(amount)
  from (
    select 'sales' as metric, o.channel_id, m.day, o.family as dimension, m.sign,
      m.sign * o.total_price_cents::bigint as amount
    from moves m join orders o on o.id = m.order_id
    union all
    select 'product_sales', o.channel_id, m.day, coalesce(p.product_id::text, ''), m.sign,
      m.sign * p.price_cents::bigint
    from moves m join orders o on o.id = m.order_id join order_products p on p.order_id = m.order_id
    union all
    select 'promotion_sales', o.channel_id, m.day, p.product_id::text, m.sign, m.sign * p.price_cents::bigint
    from moves m join orders o on o.id = m.order_id join order_products p on p.order_id = m.order_id
      join products catalogue on catalogue.id = p.product_id
    where jsonb_array_length(catalogue.promotions) > 0
  ) as counted
  group by metric, channel_id, day, dimension
  having sum(sign) <> 0 or sum(amount) <> 0
  on conflict (metric, day, channel_id, status, dimension) do update
    set count = c.count + excluded.count, amount_cents = c.amount_cents + excluded.amount_cents;
  return null;
end
$$;

create trigger order_history_dashboard_insert after insert on order_history
  referencing new table as new_rows for each statement execute function dashboard_count_launches();

-- Counted also while a superuser bulk-loads with session_replication_role = replica (the bench seed does).
alter table subscriptions enable always trigger subscriptions_dashboard_insert;
alter table subscriptions enable always trigger subscriptions_dashboard_update;
alter table subscriptions enable always trigger subscriptions_dashboard_delete;
alter table portabilities enable always trigger portabilities_dashboard_insert;
alter table portabilities enable always trigger portabilities_dashboard_update;
alter table portabilities enable always trigger portabilities_dashboard_delete;
alter table processes enable always trigger processes_dashboard_insert;
alter table processes enable always trigger processes_dashboard_update;
alter table processes enable always trigger processes_dashboard_delete;
alter table orders enable always trigger orders_dashboard_insert;
alter table orders enable always trigger orders_dashboard_update;
alter table orders enable always trigger orders_dashboard_delete;
alter table installations enable always trigger installations_dashboard_insert;
alter table installations enable always trigger installations_dashboard_update;
alter table installations enable always trigger installations_dashboard_delete;
alter table shipments enable always trigger shipments_dashboard_insert;
alter table shipments enable always trigger shipments_dashboard_update;
alter table shipments enable always trigger shipments_dashboard_delete;
alter table order_history enable always trigger order_history_dashboard_insert;

-- Counts every row again from the tables (what the triggers keep up to date): for rows written before this migration,
-- and to check the triggers (tests/api/dashboard-counts.test.ts compares the two).
create function dashboard_recount() returns void language plpgsql as $$
declare
  counted text;
  statement text;
begin
  delete from dashboard_counts;
  foreach counted in array array['subscriptions', 'portabilities', 'processes', 'orders', 'installations', 'shipments']
  loop
    execute format('select dashboard_%s_sql($1)', counted) into statement
      using format('select 1 as sign, r.* from %I r', counted);
    execute statement;
  end loop;
  with firsts as (
    select order_id, min(at) as at from order_history where action = 'LAUNCH' group by order_id
  ),
  moves as (select order_id, (at at time zone 'Europe/Madrid')::date as day, 1 as sign from firsts)
  insert into dashboard_counts (metric, channel_id, day, status, dimension, count, amount_cents)
  select metric, channel_id, day, '', dimension, sum(sign), sum(amount)
  from (
    select 'sales' as metric, o.channel_id, m.day, o.family as dimension, m.sign,
      o.total_price_cents::bigint as amount
    from moves m join orders o on o.id = m.order_id
    union all
    select 'product_sales', o.channel_id, m.day, coalesce(p.product_id::text, ''), m.sign, p.price_cents::bigint
    from moves m join orders o on o.id = m.order_id join order_products p on p.order_id = m.order_id
    union all
    select 'promotion_sales', o.channel_id, m.day, p.product_id::text, m.sign, p.price_cents::bigint
    from moves m join orders o on o.id = m.order_id join order_products p on p.order_id = m.order_id
      join products catalogue on catalogue.id = p.product_id
    where jsonb_array_length(catalogue.promotions) > 0
  ) as counted
  group by metric, channel_id, day, dimension;
end
$$;

-- Rows written before this migration.
select dashboard_recount();
