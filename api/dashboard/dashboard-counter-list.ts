import type { DashboardCounters } from '../../schema/rest/dashboard';
import { countActivations } from './counters/activations';
import type { DashboardCounter } from './counters/dashboard-counter';
import { countEvents } from './counters/events';
import { countLiveLines } from './counters/live-lines';
import { countPortIns } from './counters/port-ins';
import { countPortOuts } from './counters/port-outs';
import { sumRecurringRevenue } from './counters/recurring-revenue';
import { countSales } from './counters/sales';
import { countTerminations } from './counters/terminations';

/** Every card of GET /counters with the function that computes it (one file per card under counters/). */
export const DASHBOARD_COUNTER_LIST: Record<keyof DashboardCounters, DashboardCounter> = {
  sales: countSales,
  activations: countActivations,
  recurringRevenue: sumRecurringRevenue,
  terminations: countTerminations,
  liveLines: countLiveLines,
  portIns: countPortIns,
  portOuts: countPortOuts,
  events: countEvents,
};
