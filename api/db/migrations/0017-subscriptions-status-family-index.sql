-- The lines queue filtered by status and family (active mobile lines, say) in creation order: this index walks
-- only the lines of that status and family, newest first. The creation index alone read every line of the scope
-- on the way, three times as many rows as the page at bench scale (docs/decisions.md, "Status and family index").
create index subscriptions_status_family_created_idx on subscriptions (status, family, created_at, id);
