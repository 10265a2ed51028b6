-- Portabilities (number porting in and out) and their status history, appended in the same transaction as every
-- change. Owned by a channel and a brand; reads and writes are scoped by channel.

create table portabilities (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  direction text not null check (direction in ('IN', 'OUT')),
  status text not null check (
    status in ('INITIATED', 'CONFIRMED', 'CANCELED', 'RELAUNCHED', 'PENDING_CANCELATION', 'PENDING_RELAUNCH', 'ERRORED')
  ),
  portability_type text not null check (portability_type in ('PREPAID', 'POSTPAID')),
  change_window timestamptz(3),
  customer_fiscal_id text not null,
  document text not null,
  mobile_number text not null check (mobile_number ~ '^[67][0-9]{8}$'),
  icc text check (icc is null or icc ~ '^[0-9]{19,20}$'),
  donor_operator text not null,
  receiver_operator text not null,
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now()
);

create index portabilities_created_idx on portabilities (created_at, id);
create index portabilities_mobile_number_idx on portabilities (mobile_number);

create table portability_history (
  id bigint generated always as identity primary key,
  portability_id uuid not null references portabilities (id) on delete cascade,
  action text not null check (action in ('CANCEL', 'RELAUNCH')),
  status_from text not null,
  status_to text not null,
  reason text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index portability_history_portability_idx on portability_history (portability_id, at);
