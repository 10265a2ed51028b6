-- A payment link expires (docs/public-pages.md "Invoice payment"): PAYMENT_LINK_VALID_DAYS after it is sent, and a
-- resend sends a new one. Links sent before this migration get the full length from now.
alter table invoices add column payment_link_expires_at timestamptz(3);
update invoices set payment_link_expires_at = now() + interval '30 days' where payment_token_hash is not null;
alter table invoices add constraint invoices_payment_link_expiry_check
  check (payment_token_hash is null or payment_link_expires_at is not null);
