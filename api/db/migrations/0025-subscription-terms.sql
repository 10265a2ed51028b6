-- Terms (end dates) of lines and of their add-on products, for GET /subscriptions/temporal (soonest end first).
-- A line's term is its end_date while it is neither ended nor being cancelled (schema/rest/temporal-subscription-rules.ts
-- TERM_STATUSES); an add-on's is the `endDate` of its entry in `optionals` (set by /modifySubscription with `index`).
-- Both indexes are partial: they hold only the few lines with a term, whatever the size of the table.

create index subscriptions_term_end_idx on subscriptions (end_date, id)
  where end_date is not null and status not in ('TERMINATED', 'CANCELED', 'PENDING_TERMINATION');

create index subscriptions_optional_terms_idx on subscriptions (channel_id, id)
  where optionals @? '$[*] ? (@.endDate != null)';
