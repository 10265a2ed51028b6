-- Leads with their consent, the product catalogue's change history, and the brand's number and SIM inventory
-- (resources), each with a history appended in the same transaction as every change. Products themselves are in
-- 0004 with every field the catalogue needs.

create table leads (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  customer_name text not null,
  customer_document text,
  phone text not null check (phone ~ '^[6789][0-9]{8}$'),
  sell_type text not null check (sell_type in ('INTERNAL_SALE', 'PROVIDER_SALE')),
  status text not null default 'CREATED' check (status in ('CREATED', 'SENT', 'PENDING', 'WON', 'LOST')),
  commission_cents integer not null default 0 check (commission_cents >= 0),
  lead_date date not null,
  consent_full_name text,
  consent_document text,
  consent_date date,
  -- a PNG data URL, capped by the contract
  consent_signature text,
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  check (
    (consent_full_name is null and consent_document is null and consent_date is null and consent_signature is null)
    or (consent_full_name is not null and consent_document is not null and consent_date is not null
      and consent_signature is not null)
  )
);

create index leads_created_idx on leads (created_at, id);
create index leads_channel_created_idx on leads (channel_id, created_at, id);
create index leads_phone_idx on leads (phone);

create table lead_history (
  id bigint generated always as identity primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  action text not null check (action in ('CREATE', 'UPDATE', 'CHANGE_STATUS')),
  status_from text,
  status_to text not null,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index lead_history_lead_idx on lead_history (lead_id, at);

create table product_history (
  id bigint generated always as identity primary key,
  product_id uuid not null references products (id) on delete cascade,
  action text not null check (action in ('CREATE', 'UPDATE', 'CHANGE_STATUS')),
  status_from text,
  status_to text not null,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index product_history_product_idx on product_history (product_id, at);
create index subscriptions_product_idx on subscriptions (product_id) where product_id is not null;

create table resources (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  kind text not null check (kind in ('MSISDN', 'FIXED_NUMBER', 'SIM', 'ESIM')),
  value text not null,
  status text not null default 'AVAILABLE'
    check (status in ('AVAILABLE', 'RESERVED', 'ASSIGNED', 'QUARANTINE', 'RETIRED')),
  subscription_id uuid references subscriptions (id),
  reserved_until timestamptz(3),
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  -- a number or an ICC exists once nationwide, whichever brand holds it
  unique (value),
  check (
    (kind = 'MSISDN' and value ~ '^[67][0-9]{8}$')
    or (kind = 'FIXED_NUMBER' and value ~ '^[89][0-9]{8}$')
    or (kind in ('SIM', 'ESIM') and value ~ '^[0-9]{19,20}$')
  ),
  check ((status = 'RESERVED') = (reserved_until is not null)),
  check (status <> 'ASSIGNED' or subscription_id is not null)
);

create index resources_channel_value_idx on resources (channel_id, value, id);
create index resources_value_idx on resources (value, id);
create index resources_free_idx on resources (brand_id, kind, status, value);

create table resource_history (
  id bigint generated always as identity primary key,
  resource_id uuid not null references resources (id) on delete cascade,
  action text not null check (action in ('CREATE', 'CHANGE_STATUS', 'RESERVE', 'ASSIGN_CHANNEL')),
  status_from text,
  status_to text not null,
  channel_from text,
  channel_to text,
  subscription_id uuid,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index resource_history_resource_idx on resource_history (resource_id, at);
