-- Financial-risk scores (history kept, newest wins), what each query was charged, and the customer's current credit
-- opinion (the latest score's). A query that returns nothing leaves no row anywhere: it is not charged.

alter table customers
  add column credit_opinion text check (credit_opinion is null or credit_opinion in ('FAVORABLE', 'CAUTION', 'UNFAVORABLE')),
  add column credit_opinion_at timestamptz(3);

create table financial_risk_scores (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references customers (id) on delete cascade,
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  bureau_score_id text not null,
  score_rank integer not null check (score_rank between 0 and 1000),
  -- Basis points (1234 = 12.34 %).
  default_probability_basis_points integer not null check (default_probability_basis_points between 0 and 10000),
  opinion text not null check (opinion in ('FAVORABLE', 'CAUTION', 'UNFAVORABLE')),
  fraudster boolean not null,
  defaulter boolean not null,
  -- The bureau's company-info block for companies, else null.
  company_info jsonb,
  requested_by uuid references users (id),
  scored_at timestamptz(3) not null default now()
);

create index financial_risk_scores_customer_idx on financial_risk_scores (customer_id, scored_at desc, id);

create table financial_risk_charges (
  id uuid primary key default gen_random_uuid(),
  score_id uuid not null unique references financial_risk_scores (id) on delete cascade,
  customer_id uuid not null references customers (id) on delete cascade,
  brand_id text not null references brands (id),
  net_cents integer not null check (net_cents > 0),
  tax_territory text not null check (tax_territory in ('IVA', 'IGIC', 'IPSI_CEUTA', 'IPSI_MELILLA')),
  tax_rate_basis_points integer not null check (tax_rate_basis_points >= 0),
  tax_cents integer not null check (tax_cents >= 0),
  total_cents integer not null check (total_cents = net_cents + tax_cents),
  charged_at timestamptz(3) not null default now()
);

create index financial_risk_charges_brand_idx on financial_risk_charges (brand_id, charged_at);
