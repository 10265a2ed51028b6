-- The lines list (GET /subscriptions) answers each line as the contract's JSON. Building that JSON per row on every
-- read (33 fields, timestamps as text, the customer's names, the shared group's base lines) cost four times the
-- page's index scan. The database now keeps it beside the row, as of the row's last change: written by the
-- triggers below in the same transaction as any change it depends on, so a read can never see it stale.
-- docs/decisions.md ("The lines list keeps each line's JSON") has the figures and the storage it costs.
alter table subscriptions add column list_item text;

create function subscription_list_item(s subscriptions) returns text language sql stable as $$
  select row_to_json(item)::text from (select
    s.id as "subscriptionId",
    s.brand_id as "brandId",
    s.channel_id as "channelId",
    s.line_number as "lineNumber",
    s.fiscal_id as "fiscalId",
    s.customer_id as "customerId",
    c.name as "customerName",
    c.first_surname as "customerFirstSurname",
    c.second_surname as "customerLastSurname",
    s.product_id as "productId",
    s.product_name as "productName",
    s.alias as "alias",
    s.contract as "contract",
    s.status as "status",
    to_char(s.start_date, 'YYYY-MM-DD') as "startDate",
    to_char(s.end_date, 'YYYY-MM-DD') as "endDate",
    s.installation_address as "installationAddress",
    s.final_price_cents as "finalPrice",
    s.family as "family",
    s.fixed_number as "fixedNumber",
    s.icc as "icc",
    s.icc_service as "iccService",
    s.carrier as "carrier",
    s.esim as "eSim",
    s.esim_email as "eSimEmail",
    s.donor_operator as "donorOperator",
    s.technology as "technology",
    coalesce(
      (select json_agg(json_build_object(
        'productId', optional->'productId', 'name', optional->'name', 'price', optional->'priceCents'
      ) order by ordinality) from jsonb_array_elements(s.optionals) with ordinality as o (optional, ordinality)),
      '[]'::json) as "optionals",
    coalesce(
      (select json_agg(b.id order by b.id) from subscriptions b where b.shared_subscription_id = s.id), '[]'::json)
      as "baseSubscriptions",
    s.shared_subscription_id as "sharedSubscriptionId",
    s.header_subscription_id as "headerSubscriptionId",
    s.convergent_subscription_id as "convergentSubscriptionId",
    -- As Date.prototype.toISOString writes them (UTC, milliseconds), which the contract expects.
    to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created",
    to_char(s.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "modified"
  from customers c where c.id = s.customer_id) as item
$$;

-- Any insert or update of a line writes its JSON again, whatever it changed.
create function subscriptions_write_list_item() returns trigger language plpgsql as $$
begin
  new.list_item := subscription_list_item(new);
  return new;
end
$$;
create trigger subscriptions_list_item before insert or update on subscriptions
  for each row execute function subscriptions_write_list_item();

-- A head line lists its base lines: a base joining or leaving a shared group writes the head(s) again.
create function subscriptions_refresh_shared_heads() returns trigger language plpgsql as $$
declare
  old_head uuid := case when tg_op in ('UPDATE', 'DELETE') then old.shared_subscription_id end;
  new_head uuid := case when tg_op in ('UPDATE', 'INSERT') then new.shared_subscription_id end;
begin
  if old_head is distinct from new_head then
    update subscriptions set list_item = null where id in (old_head, new_head);
  end if;
  return null;
end
$$;
create trigger subscriptions_shared_heads after insert or delete or update of shared_subscription_id
  on subscriptions for each row execute function subscriptions_refresh_shared_heads();

-- A customer's names show on each of their lines.
create function customers_refresh_list_items() returns trigger language plpgsql as $$
begin
  update subscriptions set list_item = null where customer_id = new.id;
  return null;
end
$$;
create trigger customers_list_items after update of name, first_surname, second_surname on customers
  for each row when (
    old.name is distinct from new.name
    or old.first_surname is distinct from new.first_surname
    or old.second_surname is distinct from new.second_surname
  ) execute function customers_refresh_list_items();

-- Derived data is written even when a superuser switches session_replication_role to replica for a bulk load (as
-- the bench seed does to skip foreign-key checks), which would otherwise silence these triggers.
alter table subscriptions enable always trigger subscriptions_list_item;
alter table subscriptions enable always trigger subscriptions_shared_heads;
alter table customers enable always trigger customers_list_items;

-- Lines written before this migration.
update subscriptions set list_item = null;
alter table subscriptions alter column list_item set not null;
