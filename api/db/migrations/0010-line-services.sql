-- The service state of a line as the line view shows it and the network provider holds it: TV status, active mode,
-- wifi, SPN, line password, the last fibre line test, and the MultiSIM cards hanging from a mobile line.
-- One row per subscription, created by its first line action; a line without a row has the defaults below.
-- Passwords (wifi and line) are never stored: the network provider receives them and only the change time is kept.

create table line_services (
  subscription_id uuid primary key references subscriptions (id),
  tv_status text not null default 'ACTIVE' check (tv_status in ('ACTIVE', 'BLOCKED')),
  active_mode boolean not null default false,
  wifi_ssid text check (wifi_ssid is null or length(wifi_ssid) between 1 and 32),
  wifi_password_changed_at timestamptz(3),
  -- null: the brand's SPN (contract settings) is shown on the handset.
  spn text check (spn is null or spn ~ '^[A-Za-z0-9.-]{1,10}$'),
  line_password_changed_at timestamptz(3),
  -- { result, synced, downstreamMbps, upstreamMbps, attenuationDb }
  fibre_check jsonb,
  fibre_checked_at timestamptz(3),
  modified_at timestamptz(3) not null default now(),
  check ((fibre_check is null) = (fibre_checked_at is null))
);

-- A MultiSIM card is requested through an ADD_MULTISIM process; it is in service once that process completes.
create table line_multisim_cards (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references subscriptions (id),
  type text not null check (type in ('DATA', 'VOICE', 'VOICE_AND_DATA')),
  icc text not null unique check (icc ~ '^[0-9]{19,20}$'),
  process_id uuid not null references processes (id),
  created_at timestamptz(3) not null default now()
);

create index line_multisim_cards_subscription_idx on line_multisim_cards (subscription_id, created_at);

-- The termination sweep walks lines waiting for their end date.
create index subscriptions_pending_termination_idx on subscriptions (end_date) where status = 'PENDING_TERMINATION';
