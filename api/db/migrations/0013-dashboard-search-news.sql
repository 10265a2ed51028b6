-- Global search, the dashboard's news feed and the key that signs subscription-cache
-- download links.

-- Customer search matches a fragment anywhere in the full name, fiscal id or e-mail (ILIKE '%...%'). Trigram
-- indexes serve that at 200k customers, where a scan of the scope costs ~150 ms. The name expression is exactly
-- the one GET /customers and GET /search filter on, so both use the index.
create extension if not exists pg_trgm;
create index customers_full_name_trgm_idx on customers
  using gin ((name || ' ' || coalesce(first_surname, '') || ' ' || coalesce(second_surname, '')) gin_trgm_ops);
create index customers_fiscal_id_trgm_idx on customers using gin (fiscal_id gin_trgm_ops);
create index customers_email_trgm_idx on customers using gin (email gin_trgm_ops);

-- Brand announcements shown on the dashboard; brand_id null addresses every brand.
create table news (
  id uuid primary key default gen_random_uuid(),
  brand_id text references brands (id) on delete cascade,
  locale text not null default 'es' check (locale in ('es', 'ca', 'en', 'br')),
  title text not null check (length(title) between 1 and 200),
  body text not null check (length(body) between 1 and 4000),
  published_at timestamptz(3) not null,
  created_at timestamptz(3) not null default now()
);

create index news_brand_published_idx on news (brand_id, published_at desc, id);

-- Secrets every api instance shares, made once by the database: a download link signed by one instance is
-- accepted by the others behind the same load balancer. gen_random_uuid() draws from a strong random source.
create table api_signing_keys (
  purpose text primary key,
  secret text not null,
  created_at timestamptz(3) not null default now()
);

insert into api_signing_keys (purpose, secret)
values ('subscription-cache-download', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Who asked for the pending verification e-mail: a resend is limited per address and requesting user (a double
-- click or a retry loop), while two admins of the brand may each send one.
alter table email_verifications add column requested_by uuid references users (id) on delete set null;
