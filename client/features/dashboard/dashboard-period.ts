import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../schema/domain/vocabulary/dashboard';

/** The dashboard's period lives in the URL (?period=YESTERDAY); today is the default. */
export function dashboardPeriodOfSearch(search: string): DashboardPeriod {
  const value = new URLSearchParams(search).get('period');
  return DASHBOARD_PERIODS.find((period) => period === value) ?? 'TODAY';
}

export function dashboardHref(period: DashboardPeriod): string {
  return period === 'TODAY' ? '/dashboard' : `/dashboard?period=${period}`;
}
