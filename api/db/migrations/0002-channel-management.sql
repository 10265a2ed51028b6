-- Channel management: sub-channel numbers, removed users and the
-- history of every change made to a channel user.

-- A sub-channel's number is unique under its parent and fits the three digits of its id.
alter table channels
  add constraint channels_sub_channel_number_range check (sub_channel_number is null or sub_channel_number between 1 and 999);
create unique index channels_parent_number_idx on channels (parent_id, sub_channel_number)
  where sub_channel_number is not null;
-- Two sibling channels with the same name could not be told apart on the channel-management screen.
create unique index channels_parent_name_idx on channels (parent_id, lower(name));

-- DELETE /user is a soft delete: the row stays (history, foreign keys) with status BLOCKED and this date.
alter table users add column removed_at timestamptz;
alter table users add constraint users_removed_is_blocked check (removed_at is null or status = 'BLOCKED');

create table user_history (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id),
  action text not null check (action in ('CREATE', 'CHANGE_ROLE', 'CHANGE_NAME', 'DISABLE', 'REMOVE')),
  from_status text check (from_status in ('ACTIVE', 'BLOCKED')),
  to_status text not null check (to_status in ('ACTIVE', 'BLOCKED')),
  from_role text check (from_role in ('ADMIN', 'MANAGER', 'AGENT', 'USER', 'CLIENT')),
  to_role text check (to_role in ('ADMIN', 'MANAGER', 'AGENT', 'USER', 'CLIENT')),
  actor_user_id uuid references users (id),
  created_at timestamptz not null default now()
);

create index user_history_user_id_idx on user_history (user_id, id);
create index users_original_channel_email_idx on users (original_channel_id, email);
