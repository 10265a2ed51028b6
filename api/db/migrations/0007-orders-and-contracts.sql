-- Orders (the sales the signup wizard builds and launches) with their contracted products and status history, and
-- the contracts sent for e-signature with theirs. Orders are owned by a channel and a brand; reads and writes are
-- scoped by channel. History rows are appended in the same transaction as every change (docs/lifecycles.md).

-- Order numbers per brand and calendar year (ORD-YYYY-000123): one UPDATE ... RETURNING takes the row lock, so
-- concurrent launches on several api instances never share or skip a number.
create table order_number_series (
  brand_id text not null references brands (id) on delete cascade,
  year integer not null check (year between 2000 and 9999),
  next_number bigint not null check (next_number >= 1),
  primary key (brand_id, year)
);

create table orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null check (order_number ~ '^ORD-[0-9]{4}-[0-9]{6,}$'),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  customer_id uuid not null references customers (id),
  customer_fiscal_id text not null,
  customer_name text not null,
  customer_first_surname text,
  customer_second_surname text,
  family text not null check (family in (
    'MOBILE', 'FIBRE', 'SATELLITE', 'TV', 'CONVERGENT', 'INTERNATIONAL', 'FIXED', 'CUSTOM', 'ELECTRICITY', 'GAS',
    'LOGISTICS', 'SPAIN_HOLIDAYS', 'M2M', 'PROMO', 'PBX'
  )),
  verification_type text not null check (verification_type in ('WEBCAM', 'MANUAL', 'SMS', 'QR')),
  status text not null check (status in (
    'INITIATED', 'LINES_UPDATED', 'SHIPPING_ADDRESS_ADDED', 'PRODUCT_UPDATED', 'VERIFICATION_REQUESTED',
    'VERIFICATION_COMPLETED', 'VERIFICATION_ERRORED', 'IN_PROGRESS', 'CUSTOMER_UPDATED', 'PAYMENT_UPDATED',
    'PENDING_PROVIDER', 'PENDING_MIGRATION', 'PENDING_CONTRACT_SIGNATURE', 'PENDING_LOGISTIC', 'SIGNATURE_COMPLETED',
    'COMPLETED', 'ERRORED', 'PAYMENT_COMPLETED', 'PENDING_PAYMENT', 'PROMOCODE_ADDED', 'SIGNATURE_CANCELED',
    'LOGISTIC_COMPLETED'
  )),
  -- A draft has not been launched yet: the wizard may still change it, and only drafts can be deleted.
  draft boolean not null default true,
  document_number text not null,
  mobile_number text check (mobile_number is null or mobile_number ~ '^[67][0-9]{8}$'),
  email text,
  total_price_cents integer not null check (total_price_cents >= 0),
  created_by text not null,
  -- DELETE /draft-order marks the draft: its history stays, and every read leaves it out.
  deleted_at timestamptz(3),
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  unique (brand_id, order_number),
  check (not draft or status in (
    'INITIATED', 'LINES_UPDATED', 'SHIPPING_ADDRESS_ADDED', 'PRODUCT_UPDATED', 'VERIFICATION_REQUESTED',
    'VERIFICATION_COMPLETED', 'VERIFICATION_ERRORED', 'CUSTOMER_UPDATED', 'PAYMENT_UPDATED', 'PROMOCODE_ADDED'
  )),
  check (deleted_at is null or draft)
);

-- Keyset pagination by creation, as for customers: (created, id) for wide scopes, (channel, created, id) for one.
create index orders_created_idx on orders (created_at, id);
create index orders_channel_created_idx on orders (channel_id, created_at, id);
create index orders_customer_idx on orders (customer_id);
create index orders_order_number_idx on orders (order_number);
create index orders_mobile_number_idx on orders (mobile_number);

create table order_products (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  position integer not null check (position >= 1),
  product_id uuid references products (id),
  name text not null,
  family text not null check (family in (
    'MOBILE', 'FIBRE', 'SATELLITE', 'TV', 'CONVERGENT', 'INTERNATIONAL', 'FIXED', 'CUSTOM', 'ELECTRICITY', 'GAS',
    'LOGISTICS', 'SPAIN_HOLIDAYS', 'M2M', 'PROMO', 'PBX'
  )),
  price_cents integer not null check (price_cents >= 0),
  -- { lineNumber, icc, fixedNumber, esim, portability: { donorOperator, type } }
  options jsonb not null default '{}'::jsonb,
  unique (order_id, position)
);

create table order_history (
  id bigint generated always as identity primary key,
  order_id uuid not null references orders (id) on delete cascade,
  action text not null check (action in (
    'CONTINUE', 'LAUNCH', 'RELAUNCH', 'DELETE', 'CANCEL_CONTRACT_SIGNATURE', 'CREATE', 'UPDATE', 'CONTRACT_SENT',
    'CONTRACT_SIGNED', 'CONTRACT_FAILED', 'CONTRACT_UPLOADED'
  )),
  -- Null only for CREATE.
  status_from text,
  status_to text not null,
  reason text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index order_history_order_idx on order_history (order_id, at);

create table contracts (
  id uuid primary key default gen_random_uuid(),
  -- Creation order: the newest contract is the order's current one, even when two share a timestamp.
  seq bigint generated always as identity,
  order_id uuid not null references orders (id) on delete cascade,
  status text not null check (status in ('PENDING', 'SENDED', 'VIEWED', 'ERRORED', 'COMPLETED', 'EXPIRED')),
  envelope_id text,
  -- The contract as generated for the order (POST /contract/annex, or at launch): what the customer signs.
  document_html text not null,
  -- A signed PDF uploaded by hand, base64, capped at 64 KiB of PDF (87,384 base64 characters).
  signed_document text check (signed_document is null or length(signed_document) <= 87384),
  uploaded boolean not null default false,
  sent_at timestamptz(3),
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  check (not uploaded or (status = 'COMPLETED' and signed_document is not null))
);

create index contracts_order_idx on contracts (order_id, seq);
-- The sweep asks the e-signature provider about the envelopes still out for signature.
create index contracts_out_for_signature_idx on contracts (sent_at) where status in ('SENDED', 'VIEWED');

create table contract_history (
  id bigint generated always as identity primary key,
  contract_id uuid not null references contracts (id) on delete cascade,
  action text not null check (action in (
    'CREATE', 'REGENERATE', 'SEND', 'VIEW', 'SIGN', 'FAIL', 'EXPIRE', 'VOID', 'UPLOAD'
  )),
  status_from text,
  status_to text not null,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index contract_history_contract_idx on contract_history (contract_id, at);
