-- The invoices app edits PENDING invoices: each edit appends an EDIT history row.
alter table invoice_history drop constraint invoice_history_action_check;
alter table invoice_history
  add constraint invoice_history_action_check
  check (action in ('ISSUE', 'EDIT', 'RESEND', 'REFUND', 'PAY', 'PAYMENT_DECLINED'));
