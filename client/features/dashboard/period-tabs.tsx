import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../schema/domain/vocabulary/dashboard';

/** Today, yesterday and the last week as links (the period lives in the URL), the current one marked. */
export function PeriodTabs({
  period,
  hrefOf,
}: {
  period: DashboardPeriod;
  hrefOf: (period: DashboardPeriod) => string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <nav
      aria-label={t('dashboard.period.label')}
      className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800"
    >
      {DASHBOARD_PERIODS.map((value) => (
        <Link
          key={value}
          href={hrefOf(value)}
          aria-current={value === period ? 'page' : undefined}
          className={`rounded-md px-3 py-1 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
            value === period
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
          }`}
        >
          {t(`dashboard.period.${value}`)}
        </Link>
      ))}
    </nav>
  );
}
