-- Every changing request the console sends carries an Idempotency-Key (api/http/idempotent-requests.ts): the key is
-- claimed, and the answer recorded, in the same transaction as the change, so a retry of a request that happened
-- answers the recorded answer and one that did not happen runs it.
create table idempotent_requests (
  user_id uuid not null references users (id) on delete cascade,
  key uuid not null,
  endpoint_id text not null,
  -- sha-256 of the endpoint, the path and the parsed body
  request_hash text not null,
  status_code integer not null default 200,
  -- the JSON text answered
  answer text not null default '',
  created_at timestamptz(3) not null default now(),
  primary key (user_id, key)
);

create index idempotent_requests_created_idx on idempotent_requests (created_at);
