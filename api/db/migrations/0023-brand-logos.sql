-- The brand's logos (PNG files checked by the api) and the paths the session's brand info points at. A new file
-- gets a new path (its hash is in it), so browsers may keep a logo for a year.

create table brand_logos (
  brand_id text not null references brands (id) on delete cascade,
  kind text not null check (kind in ('BRAND', 'EXPANDED', 'DARK_BRAND', 'DARK_EXPANDED', 'APP', 'INVOICE', 'CONTRACT')),
  content bytea not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  byte_size integer not null check (byte_size > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  updated_at timestamptz not null default now(),
  primary key (brand_id, kind)
);
