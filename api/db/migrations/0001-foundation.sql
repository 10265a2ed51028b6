-- Foundation: brands, their channel trees, users and brand configuration.
-- The operator is brand '0' and owns channel '0', the root of every channel tree.

create table brands (
  id text primary key,
  name text not null,
  logo_url text,
  expanded_logo_url text,
  dark_mode_logo_url text,
  dark_mode_expanded_logo_url text,
  generate_customer_invoices boolean not null default false,
  has_max_sales boolean not null default false,
  max_sales integer check (max_sales is null or max_sales >= 0),
  super_admin_email text check (super_admin_email is null or super_admin_email = lower(super_admin_email)),
  created_at timestamptz not null default now()
);

create index brands_name_idx on brands (name);

create table brand_config (
  brand_id text primary key references brands (id) on delete cascade,
  settings jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);

create table channels (
  id text primary key,
  parent_id text references channels (id),
  brand_id text not null references brands (id),
  name text not null,
  sub_channel_number integer,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'BLOCKED')),
  created_at timestamptz not null default now(),
  -- Only the operator channel is a root.
  check ((parent_id is null) = (id = '0')),
  check (parent_id is null or parent_id <> id)
);

create index channels_parent_id_idx on channels (parent_id);
create index channels_brand_id_idx on channels (brand_id);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  full_name text not null,
  role text check (role in ('ADMIN', 'MANAGER', 'AGENT', 'USER', 'CLIENT')),
  channel_id text not null references channels (id),
  original_channel_id text not null references channels (id),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'BLOCKED')),
  super_admin boolean not null default false,
  avatar text,
  pool_username text,
  created_at timestamptz not null default now(),
  role_assigned_at timestamptz
);

create index users_channel_id_idx on users (channel_id);
create index users_original_channel_id_idx on users (original_channel_id);
