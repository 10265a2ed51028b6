-- The customer's identity verification from a link (docs/signup.md "Verification methods"): the links an agent
-- sends by SMS or shows as a QR code, and the customer's photo and signature among the order's documents.

-- One row per link sent; only the SHA-256 of its token is kept, so the database never holds a usable link.
-- A link is used once, expires after 24 hours and is revoked when a newer link of its order is sent.
create table verification_links (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  token_hash text not null unique,
  channel text not null check (channel in ('SMS', 'QR')),
  -- the mobile number the SMS went to; null for a QR link
  sent_to text,
  created_at timestamptz(3) not null,
  expires_at timestamptz(3) not null,
  used_at timestamptz(3),
  revoked_at timestamptz(3),
  check (expires_at > created_at),
  check (channel = 'SMS' or sent_to is null)
);

create index verification_links_order_idx on verification_links (order_id);

alter table order_documents drop constraint order_documents_kind_check;
alter table order_documents add constraint order_documents_kind_check
  check (kind in ('FRONT', 'BACK', 'DEEDS', 'POWERS', 'SELFIE', 'SIGNATURE'));
