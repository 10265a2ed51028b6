-- Brand settings: contacts, invoice and credit-note number series, verification of the brand's
-- notification and billing e-mails, and the outbox of the messaging provider. The settings groups themselves live
-- in brand_config.settings (one jsonb document per brand, validated by the api's contract).

create table brand_contacts (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id) on delete cascade,
  position integer not null check (position >= 0),
  name text not null,
  surnames text,
  department text,
  job_title text,
  alias text,
  email text not null check (email = lower(email)),
  phone text,
  types jsonb not null check (jsonb_typeof(types) = 'array' and jsonb_array_length(types) > 0),
  unique (brand_id, position)
);

-- The rules the api checks first, kept by the database too: unique e-mails and one Online Payments contact.
create unique index brand_contacts_email_idx on brand_contacts (brand_id, email);
create unique index brand_contacts_payments_gateway_idx on brand_contacts (brand_id)
  where types @> '["paymentsGateway"]'::jsonb;

-- One row per brand and series; numbers are taken with a single UPDATE ... RETURNING so two documents never
-- share one.
create table brand_number_series (
  brand_id text not null references brands (id) on delete cascade,
  series text not null check (series in ('INVOICE', 'CREDIT_NOTE')),
  prefix text not null,
  next_number bigint not null check (next_number >= 1),
  updated_at timestamptz not null default now(),
  primary key (brand_id, series)
);

-- The latest verification of each brand e-mail; only the SHA-256 of the link's token is kept.
create table email_verifications (
  brand_id text not null references brands (id) on delete cascade,
  kind text not null check (kind in ('NOTIFICATION', 'BILLING')),
  email text not null,
  status text not null check (status in ('PENDING', 'VERIFIED')),
  token_hash text unique,
  expires_at timestamptz,
  sent_count integer not null default 0,
  requested_at timestamptz not null default now(),
  verified_at timestamptz,
  primary key (brand_id, kind)
);

-- Messages handed to the messaging provider: e-mail now, SMS later.
create table outbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('EMAIL', 'SMS')),
  recipient text not null,
  subject text,
  body text not null,
  brand_id text references brands (id) on delete cascade,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index outbox_messages_unsent_idx on outbox_messages (id) where sent_at is null;
