-- The sweep finds launches that stopped between their two transactions (orders left IN_PROGRESS, see
-- api/orders/interrupted-launch-sweep-step.ts) without reading every order.
create index orders_in_progress_idx on orders (modified_at) where status = 'IN_PROGRESS';
