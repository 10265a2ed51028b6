-- Each api instance keeps the callers it has authenticated (their users row and channel subtree) for a while, so a
-- request costs no extra round trip to read them (api/auth/caller-cache.ts). Any change to users or channels, from
-- any instance or by hand, tells every instance to drop what it keeps: the notification goes out when the change
-- commits, and an instance that is not listening keeps nothing.
create function notify_caller_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('centralita_caller_change', tg_table_name);
  return null;
end
$$;

create trigger users_caller_change after insert or update or delete or truncate on users
  for each statement execute function notify_caller_change();
create trigger channels_caller_change after insert or update or delete or truncate on channels
  for each statement execute function notify_caller_change();
