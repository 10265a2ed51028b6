-- Installations (field-service visits) and shipments (logistics parcels), each with a status history appended in
-- the same transaction as every change. Owned by a channel and a brand; reads and writes are scoped by channel.
-- order_reference is text: orders live in another table whose rows may come later (no foreign key).

create table installations (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  installation_type text not null check (installation_type in ('FIBRE', 'SATELLITE', 'TV', 'FIXED', 'ALARM')),
  -- Satellite installations follow their own status list (docs/lifecycles.md "Installations").
  status text not null check (
    (installation_type = 'SATELLITE' and status in (
      'CREATED', 'SCHEDULED', 'COMPLETED', 'CANCELED', 'ERRORED', 'SENDING_EQUIPMENT', 'PENDING_SCHEDULE'
    ))
    or (installation_type <> 'SATELLITE' and status in (
      'CREATED', 'SCHEDULED', 'FAILED', 'COMPLETED', 'CANCELED', 'PENDING_CANCELATION', 'PENDING_RELAUNCH',
      'RELAUNCHED', 'ERRORED', 'PENDING_SCHEDULE'
    ))
  ),
  installation_date date,
  installation_slot text check (installation_slot in ('MORNING', 'AFTERNOON')),
  fixed_number text check (fixed_number is null or fixed_number ~ '^[89][0-9]{8}$'),
  street text not null,
  street_number text not null,
  floor text,
  postal_code text not null check (postal_code ~ '^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$'),
  province text not null check (province ~ '^(0[1-9]|[1-4][0-9]|5[0-2])$' and left(postal_code, 2) = province),
  city text not null,
  product_id uuid references products (id),
  product_name text not null,
  subscription_id uuid references subscriptions (id),
  order_reference text,
  customer_fiscal_id text not null,
  field_service_job_id text,
  created_at timestamptz(3) not null default now(),
  -- The change date: the last change of status, date or address.
  changed_at timestamptz(3) not null default now(),
  check ((installation_date is null) = (installation_slot is null))
);

create index installations_created_idx on installations (created_at, id);
create index installations_date_idx on installations (installation_date, id);
create index installations_status_idx on installations (status);
create index installations_fixed_number_idx on installations (fixed_number);
create index installations_fiscal_id_idx on installations (customer_fiscal_id);
create index installations_subscription_idx on installations (subscription_id);

create table installation_history (
  id bigint generated always as identity primary key,
  installation_id uuid not null references installations (id) on delete cascade,
  action text not null check (action in ('SCHEDULE', 'UPDATE', 'CANCEL', 'RELAUNCH', 'PROVIDER')),
  status_from text not null,
  status_to text not null,
  reason text,
  detail text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index installation_history_installation_idx on installation_history (installation_id, at);

create table shipments (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  status text not null check (status in (
    'CREATED', 'IN_PROGRESS', 'PICKING_COMPLETED', 'READY_TO_SEND', 'SENT', 'IN_DELIVERY', 'COMPLETED', 'ERRORED',
    'CANCELED', 'PENDING_CANCELATION', 'PENDING_RELAUNCH', 'RELAUNCHED'
  )),
  -- The order's documents (signed contract, identity) are missing: the warehouse holds the parcel (PENDING_DOCS).
  documents_pending boolean not null default false,
  tracking_number text,
  carrier text,
  carrier_url text,
  order_reference text,
  customer_fiscal_id text not null,
  customer_name text not null,
  street text not null,
  street_number text not null,
  floor text,
  postal_code text not null check (postal_code ~ '^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$'),
  province text not null check (province ~ '^(0[1-9]|[1-4][0-9]|5[0-2])$' and left(postal_code, 2) = province),
  city text not null,
  -- [{ kind, description, serial }]
  items jsonb not null default '[]'::jsonb,
  created_at timestamptz(3) not null default now(),
  changed_at timestamptz(3) not null default now()
);

create index shipments_created_idx on shipments (created_at, id);
create index shipments_status_idx on shipments (status);
create index shipments_tracking_idx on shipments (tracking_number);
create index shipments_fiscal_id_idx on shipments (customer_fiscal_id);

create table shipment_history (
  id bigint generated always as identity primary key,
  shipment_id uuid not null references shipments (id) on delete cascade,
  action text not null check (action in ('CANCEL', 'PROVIDER')),
  status_from text not null,
  status_to text not null,
  reason text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index shipment_history_shipment_idx on shipment_history (shipment_id, at);
