-- Processes (the asynchronous work the network carries out for a subscription: product change, holder change,
-- shared groups, packs...) with their status history, and the history of every change made to a subscription.
-- A process copies brand, channel, fiscal id and line number from its subscription, so lists and scope checks
-- need no join. due_at is when the network is expected to have finished: the process sweep completes it then.

create table processes (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  type text not null check (type in (
    'SIM_CHANGE', 'PRODUCT_CHANGE', 'TITULAR_CHANGE', 'CREATE_SHARED_GROUP', 'ADD_LINES_TO_SHARED_GROUP',
    'REMOVE_LINES_FROM_SHARED_GROUP', 'ADD_MOBILE_FIXED_IP', 'ADD_MULTISIM', 'PACK_SUBSCRIPTIONS',
    'UNPACK_SUBSCRIPTIONS'
  )),
  status text not null default 'INITIATED' check (status in ('INITIATED', 'COMPLETED', 'CANCELED', 'ERRORED')),
  subscription_id uuid not null references subscriptions (id),
  fiscal_id text not null,
  line_number text not null,
  -- What the process applies when it completes (e.g. { productId }, { customerId }, { subscriptionIds }).
  details jsonb not null default '{}'::jsonb,
  -- The subscription status to restore when the process is cancelled or fails (null: it did not change it).
  previous_subscription_status text,
  cancel_reason text,
  due_at timestamptz(3) not null default now(),
  created_at timestamptz(3) not null default now(),
  modified_at timestamptz(3) not null default now(),
  check ((status = 'CANCELED') = (cancel_reason is not null))
);

create index processes_created_idx on processes (created_at, id);
create index processes_channel_created_idx on processes (channel_id, created_at, id);
create index processes_subscription_idx on processes (subscription_id);
create index processes_fiscal_id_idx on processes (fiscal_id);
create index processes_line_number_idx on processes (line_number);
create index processes_due_idx on processes (due_at) where status = 'INITIATED';

create table process_history (
  id bigint generated always as identity primary key,
  process_id uuid not null references processes (id) on delete cascade,
  status_from text check (status_from is null or status_from in ('INITIATED', 'COMPLETED', 'CANCELED', 'ERRORED')),
  status_to text not null check (status_to in ('INITIATED', 'COMPLETED', 'CANCELED', 'ERRORED')),
  action text not null,
  reason text,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index process_history_process_idx on process_history (process_id, id);

create table subscription_history (
  id bigint generated always as identity primary key,
  subscription_id uuid not null references subscriptions (id),
  action text not null,
  status_from text,
  status_to text,
  reason text,
  details jsonb not null default '{}'::jsonb,
  actor text not null,
  at timestamptz(3) not null default now()
);

create index subscription_history_subscription_idx on subscription_history (subscription_id, id);
