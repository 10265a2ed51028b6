-- Messages the console's support chat sent to a brand contact; the e-mail itself is in the outbox. The per-user
-- limit (schema/rest/support.ts) counts these rows, so it holds across api instances.
create table support_messages (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  brand_id text not null references brands (id) on delete cascade,
  channel_id text not null references channels (id) on delete cascade,
  topic text not null,
  recipient text not null,
  created_at timestamptz(3) not null default now()
);

create index support_messages_user_created_idx on support_messages (user_id, created_at);
