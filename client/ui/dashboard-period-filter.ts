import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../schema/domain/vocabulary/dashboard';

/**
 * A queue filter over the dashboard's periods (today, yesterday, the last week, in Madrid days), so a dashboard card
 * opens its queue listing exactly what it counts. `label` is the filter's i18n key.
 */
export function dashboardPeriodFilter(id: string, label: string) {
  return {
    id,
    label,
    kind: 'select' as const,
    options: DASHBOARD_PERIODS.map((period) => ({ value: period, label: `dashboard.period.${period}` })),
  };
}

/** The period a URL filter names, or null for anything else (a hand-edited URL filters nothing). */
export function dashboardPeriodOf(value: string | undefined): DashboardPeriod | null {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? null;
}
