-- Invoices and credit notes, their history, and the payments taken through the payment gateway.
-- Owned by a channel (the customer's) and a brand; reads and writes are scoped by channel. Amounts are integer
-- cents; credit notes carry negative amounts. The public payment link's token is stored only as its hash.

create table invoices (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  number text not null,
  invoice_type text not null check (invoice_type in ('INVOICE', 'CREDIT_NOTE')),
  family text not null,
  status text not null check (status in ('PAID', 'PENDING', 'ERRORED', 'UNPAID', 'REFUNDED')),
  customer_id uuid not null references customers (id),
  document text not null,
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  tax_territory text not null check (tax_territory in ('IVA', 'IGIC', 'IPSI_CEUTA', 'IPSI_MELILLA')),
  tax_rate_basis_points integer not null check (tax_rate_basis_points >= 0),
  base_cents integer not null,
  tax_cents integer not null,
  total_cents integer not null check (total_cents = base_cents + tax_cents),
  billing_cycle text not null check (billing_cycle ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  due_date date not null,
  original_invoice_id uuid references invoices (id),
  payment_token_hash text unique,
  payment_failed_attempts integer not null default 0 check (payment_failed_attempts >= 0),
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  unique (brand_id, number),
  check ((invoice_type = 'CREDIT_NOTE') = (original_invoice_id is not null)),
  check (invoice_type = 'INVOICE' or total_cents <= 0),
  check (invoice_type = 'INVOICE' or payment_token_hash is null)
);

create index invoices_created_idx on invoices (created_at, id);
create index invoices_document_idx on invoices (document);
-- One credit note per invoice: the refund is for the full amount.
create unique index invoices_one_credit_note_idx on invoices (original_invoice_id) where original_invoice_id is not null;

create table invoice_history (
  id bigint generated always as identity primary key,
  invoice_id uuid not null references invoices (id) on delete cascade,
  action text not null check (action in ('ISSUE', 'RESEND', 'REFUND', 'PAY', 'PAYMENT_DECLINED')),
  status_from text,
  status_to text not null,
  detail text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index invoice_history_invoice_idx on invoice_history (invoice_id, at);

create table invoice_payments (
  id bigint generated always as identity primary key,
  invoice_id uuid not null references invoices (id) on delete cascade,
  kind text not null check (kind in ('CHARGE', 'REFUND')),
  gateway_reference text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  card_last4 text,
  at timestamptz(3) not null default now()
);

create index invoice_payments_invoice_idx on invoice_payments (invoice_id);
