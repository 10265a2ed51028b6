// Plain lists and types, without zod: the console's queues read the periods (their zod enums are in
// dashboard-schemas.ts, for the api and the REST bodies).

/** The KPI cards of the dashboard. */
export const DASHBOARD_COUNTERS = [
  'SALES',
  'ACTIVATIONS',
  'RECURRING_REVENUE',
  'TERMINATIONS',
  'LIVE_LINES',
  'PORT_INS',
  'PORT_OUTS',
  'EVENTS',
] as const;
export type DashboardCounter = (typeof DASHBOARD_COUNTERS)[number];

/** The periods the dashboard counters are computed for. */
export const DASHBOARD_PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * The queues whose waiting items the dashboard's backlog chart counts, each with the one status it waits in (the
 * queue's own status filter opens exactly them): port-ins and port-outs requested and not yet answered, orders
 * waiting for the customer's signature, installations not yet scheduled, processes still running on the network,
 * and shipments the warehouse has not picked up. Migration 0022 counts the same pairs.
 */
export const DASHBOARD_BACKLOG_QUEUES = [
  { queue: 'port-ins', status: 'INITIATED' },
  { queue: 'port-outs', status: 'INITIATED' },
  { queue: 'orders', status: 'PENDING_CONTRACT_SIGNATURE' },
  { queue: 'installations', status: 'CREATED' },
  { queue: 'processes', status: 'INITIATED' },
  { queue: 'shipments', status: 'CREATED' },
] as const;
export type DashboardBacklogQueue = (typeof DASHBOARD_BACKLOG_QUEUES)[number]['queue'];
export const DASHBOARD_BACKLOG_QUEUE_NAMES = DASHBOARD_BACKLOG_QUEUES.map((entry) => entry.queue);

/**
 * Ages of a waiting item in whole Madrid days since the day it was created: created today, 1-2 days, 3-7 days,
 * 8-30 days, and older. `maxDays` is the last age of the bucket (null: no limit).
 */
export const DASHBOARD_BACKLOG_AGES = [
  { age: 'TODAY', maxDays: 0 },
  { age: 'DAYS_1_2', maxDays: 2 },
  { age: 'DAYS_3_7', maxDays: 7 },
  { age: 'DAYS_8_30', maxDays: 30 },
  { age: 'OLDER', maxDays: null },
] as const;
export type DashboardBacklogAge = (typeof DASHBOARD_BACKLOG_AGES)[number]['age'];

/** The longest range the analytics pages answer for at once, in days. */
export const ANALYTICS_MAX_RANGE_DAYS = 366;
