-- Customers (with company extras, payment methods and SEPA mandate), their custom documents, the product catalogue
-- and subscriptions (lines). Every row is owned by a channel and a brand; reads and writes are scoped by channel.
-- Timestamps keep milliseconds only, so a cursor carrying a JavaScript date points at exactly one row.

create table customers (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  fiscal_id text not null check (fiscal_id = upper(fiscal_id) and fiscal_id <> ''),
  document_type text not null check (document_type in ('DNI', 'NIE', 'CIF', 'PASSPORT')),
  customer_type text not null check (customer_type in ('RESIDENTIAL', 'COMPANY', 'FREELANCE')),
  name text not null,
  first_surname text,
  second_surname text,
  birth_date date,
  email text,
  contact_phone text,
  street_type text,
  street text,
  street_number text,
  floor text,
  additional_info text,
  postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$'),
  province text check (province is null or province ~ '^[0-9]{2}$'),
  city text,
  detailed_invoice boolean not null default false,
  iban text check (iban is null or iban ~ '^ES[0-9]{22}$'),
  skip_invoices boolean not null default false,
  payment_methods jsonb not null default '["SEPA_DIRECT_DEBIT"]'::jsonb,
  sepa_mandate_reference text,
  sepa_mandate_signed boolean not null default false,
  sepa_mandate_signed_at timestamptz(3),
  company_name text,
  company_constitution_date date,
  representative_document_type text check (
    representative_document_type is null or representative_document_type in ('DNI', 'NIE', 'PASSPORT')
  ),
  representative_document text,
  representative_name text,
  representative_first_surname text,
  representative_second_surname text,
  representative_birth_date date,
  notarial_powers text,
  deeds text,
  iae_date date,
  iae_certificate text,
  cif_card text,
  tax_compliance_certificate text,
  social_security_certificate text,
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  unique (brand_id, fiscal_id),
  check (not sepa_mandate_signed or sepa_mandate_reference is not null)
);

-- Keyset pagination: per sort, (sort, id) for scopes holding most rows (the page is the index walk, filtered by
-- channel) and (channel_id, sort, id) for a scope of one channel. Ending in id makes the tie-break a range too.
create index customers_name_idx on customers (name, id);
create index customers_fiscal_id_idx on customers (fiscal_id, id);
create index customers_created_idx on customers (created_at, id);
create index customers_channel_name_idx on customers (channel_id, name, id);
create index customers_channel_created_idx on customers (channel_id, created_at, id);

create table customer_documents (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  document_type text not null,
  name text not null,
  title text not null,
  content text not null,
  created_at timestamptz(3) not null default now(),
  unique (customer_id, title)
);

create table products (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  name text not null,
  description text,
  family text not null check (family in (
    'MOBILE', 'FIBRE', 'SATELLITE', 'TV', 'CONVERGENT', 'INTERNATIONAL', 'FIXED', 'CUSTOM', 'ELECTRICITY', 'GAS',
    'LOGISTICS', 'SPAIN_HOLIDAYS', 'M2M', 'PROMO', 'PBX'
  )),
  subfamily text,
  price_cents integer not null check (price_cents >= 0),
  price_without_tax_cents integer not null check (price_without_tax_cents >= 0),
  provider_price_without_tax_cents integer check (provider_price_without_tax_cents >= 0),
  -- [{ name, discountCents, months }]
  promotions jsonb not null default '[]'::jsonb,
  price_with_promotions_cents integer not null check (price_with_promotions_cents >= 0),
  display boolean not null default true,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE', 'TERMINATED')),
  tax_rate_basis_points integer not null default 2100 check (tax_rate_basis_points >= 0),
  max_additional_lines integer not null default 0 check (max_additional_lines >= 0),
  cumulative_gb boolean not null default false,
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now()
);

create index products_brand_idx on products (brand_id, family, name);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  customer_id uuid not null references customers (id),
  fiscal_id text not null,
  line_number text not null,
  product_id uuid references products (id),
  product_name text not null,
  alias text,
  contract text,
  status text not null check (status in (
    'ACTIVE', 'CANCELED', 'TERMINATED', 'PENDING_PORTABILITY', 'PENDING_TERMINATION', 'PENDING_INSTALLATION',
    'PENDING_PRODUCT_CHANGE', 'PENDING_TITULAR_CHANGE', 'PENDING_MIGRATION', 'PENDING_PROVISIONING',
    'PENDING_LOGISTIC', 'PENDING_DOCS', 'PENDING_ACTIVATION', 'UNKNOWN'
  )),
  start_date date,
  end_date date,
  installation_address text,
  final_price_cents integer not null check (final_price_cents >= 0),
  family text not null check (family in (
    'MOBILE', 'FIBRE', 'SATELLITE', 'TV', 'CONVERGENT', 'INTERNATIONAL', 'FIXED', 'CUSTOM', 'ELECTRICITY', 'GAS',
    'LOGISTICS', 'SPAIN_HOLIDAYS', 'M2M', 'PROMO', 'PBX'
  )),
  fixed_number text check (fixed_number is null or fixed_number ~ '^[89][0-9]{8}$'),
  icc text check (icc is null or icc ~ '^[0-9]{19,20}$'),
  icc_service text,
  carrier text,
  esim boolean not null default false,
  esim_email text,
  donor_operator text,
  technology text check (technology is null or technology in ('4G', '5G')),
  -- [{ productId, name, priceCents }]
  optionals jsonb not null default '[]'::jsonb,
  shared_subscription_id uuid references subscriptions (id),
  header_subscription_id uuid references subscriptions (id),
  convergent_subscription_id uuid references subscriptions (id),
  created_at timestamptz(3) not null default now(),
  -- The modified marker the client's local cache compares.
  modified_at timestamptz(3) not null default now()
);

-- Keyset pagination, as for customers; line_number also serves line lookups and prefix filters.
create index subscriptions_created_idx on subscriptions (created_at, id);
create index subscriptions_modified_idx on subscriptions (modified_at, id);
create index subscriptions_line_number_idx on subscriptions (line_number, id);
create index subscriptions_channel_created_idx on subscriptions (channel_id, created_at, id);
create index subscriptions_channel_line_idx on subscriptions (channel_id, line_number, id);
create index subscriptions_channel_modified_idx on subscriptions (channel_id, modified_at, id);
create index subscriptions_fiscal_id_idx on subscriptions (fiscal_id);
create index subscriptions_customer_idx on subscriptions (customer_id);
create index subscriptions_shared_idx on subscriptions (shared_subscription_id)
  where shared_subscription_id is not null;
