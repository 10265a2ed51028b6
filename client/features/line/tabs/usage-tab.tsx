import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatQuantity } from '../../../ui/format';
import { QueryState } from '../forms/query-state';
import { LineUsageQuery } from '../line-usage-documents';
import type { LineView } from '../line-view';
import { UsageBarChart } from '../usage-bar-chart';
import { useLineQuery } from '../use-line-query';

/** The last six months, newest first, as YYYY-MM. */
function recentPeriods(): string[] {
  const now = dayjs();
  return Array.from({ length: 6 }, (_, index) => now.subtract(index, 'month').format('YYYY-MM'));
}

/** Usage of the period: voice minutes, SMS and data per day, as three bar charts. */
export function UsageTab({ line }: { line: LineView }) {
  const { t, i18n } = useTranslation('line');
  const language = i18n.language;
  const periods = recentPeriods();
  const [period, setPeriod] = useState(periods[0] ?? '');
  const usage = useLineQuery(LineUsageQuery, { subscriptionId: line.subscriptionId, period });
  const days = usage.status === 'ready' ? usage.data.lineUsage.days : [];
  const labels = { day: t('line.usage.day'), value: t('line.usage.value') };
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        {t('line.usage.period')}
        <select
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {periods.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {usage.status !== 'ready' ? (
        <QueryState status={usage.status} errorCode={usage.errorCode} retry={usage.retry} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <UsageBarChart
            title={t('line.usage.voice')}
            language={language}
            formatValue={(value) => formatQuantity(value, 'minute', language)}
            bars={days.map((day) => ({ label: day.date, value: day.voiceMinutes }))}
            colorClass="fill-primary-500"
            tableLabel={labels}
          />
          <UsageBarChart
            title={t('line.usage.sms')}
            language={language}
            formatValue={(value) => t('line.usage.smsValue', { value: formatCount(value, language) })}
            bars={days.map((day) => ({ label: day.date, value: day.smsCount }))}
            colorClass="fill-sky-500"
            tableLabel={labels}
          />
          <UsageBarChart
            title={t('line.usage.data')}
            language={language}
            formatValue={(value) => formatQuantity(value, 'megabyte', language)}
            bars={days.map((day) => ({ label: day.date, value: day.dataMb }))}
            colorClass="fill-emerald-500"
            tableLabel={labels}
          />
        </div>
      )}
    </div>
  );
}
