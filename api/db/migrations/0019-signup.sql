-- The signup wizard's record (docs/signup.md): the wizard state on the draft order, the identity document images
-- the verification step stores, which draft holds a reserved number, the idempotency keys of the wizard's saves and
-- the brands' SEPA mandate sequence.

-- Null for orders the wizard did not start.
alter table orders add column signup jsonb;

create table order_documents (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  kind text not null check (kind in ('FRONT', 'BACK', 'DEEDS', 'POWERS')),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'application/pdf')),
  -- base64 of at most 512 KiB
  content text not null check (length(content) <= 699052),
  created_at timestamptz(3) not null default now(),
  unique (order_id, kind)
);

-- The draft whose line holds a RESERVED number (kept on ASSIGNED: the order that assigned it).
alter table resources add column order_id uuid references orders (id);
alter table resources add constraint resources_order_status_check
  check (order_id is null or status in ('RESERVED', 'ASSIGNED'));
create index resources_order_idx on resources (order_id) where order_id is not null;

-- A wizard save is done once per caller and key; the same key again replays the answer (the order as it is).
create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  key uuid not null,
  endpoint_id text not null,
  -- sha-256 of the endpoint, the path and the parsed body
  request_hash text not null,
  order_id uuid references orders (id) on delete cascade,
  created_at timestamptz(3) not null default now(),
  primary key (user_id, key)
);

create index idempotency_keys_created_idx on idempotency_keys (created_at);

-- SEPA mandate references per brand: the brand's mandate prefix (year tokens expanded) and this number.
create table sepa_mandate_series (
  brand_id text primary key references brands (id) on delete cascade,
  next_number bigint not null check (next_number >= 1)
);
