import type { DashboardPeriod } from '../../../schema/domain/vocabulary/dashboard';
import type { DashboardCounterFiguresFragment } from '../../generated/graphql';

export type DashboardCardKey = keyof DashboardCounterFiguresFragment;

export type DashboardCard = {
  key: DashboardCardKey;
  /** Flows count what happened in the period; snapshots are the base now (the change is since the period began). */
  kind: 'flow' | 'snapshot';
  format: 'count' | 'euros';
  /** The queue listing exactly what the card counts, for a period (the api's list filters of the same name). */
  href: (period: DashboardPeriod) => string;
};

/** The eight cards of spec section 2, in its order, each opening its queue filtered to what it counts. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    key: 'sales',
    kind: 'flow',
    format: 'count',
    href: (period) => `/management/draft-orders?tab=in-progress&launched=${period}`,
  },
  {
    key: 'activations',
    kind: 'flow',
    format: 'count',
    href: (period) => `/subs?started=${period}&terminated=include`,
  },
  { key: 'recurringRevenue', kind: 'snapshot', format: 'euros', href: () => '/subs?status=ACTIVE' },
  { key: 'terminations', kind: 'flow', format: 'count', href: (period) => `/subs?ended=${period}` },
  { key: 'liveLines', kind: 'snapshot', format: 'count', href: () => '/subs?status=ACTIVE' },
  {
    key: 'portIns',
    kind: 'flow',
    format: 'count',
    href: (period) => `/management/portabilities?created=${period}`,
  },
  {
    key: 'portOuts',
    kind: 'flow',
    format: 'count',
    href: (period) => `/management/portabilities?direction=OUT&created=${period}`,
  },
  { key: 'events', kind: 'flow', format: 'count', href: (period) => `/processes?created=${period}` },
];

/** The id of a card's link, which the palette's "Go to dashboard card" focuses. */
export const dashboardCardElementId = (key: DashboardCardKey) => `dashboard-card-${key}`;

/** The change of a figure against the previous one: the difference, and the percentage when there was one to compare. */
export function changeOf(value: number, previous: number): { delta: number; percent: number | null } {
  return { delta: value - previous, percent: previous === 0 ? null : ((value - previous) / previous) * 100 };
}
