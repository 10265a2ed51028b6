import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import {
  PORTABILITY_STATUSES,
  type PortabilityDirection,
} from '../../../schema/domain/vocabulary/portability';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { type QueueFilter, QueuePage, type QueueQuery } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { dashboardPeriodFilter } from '../../ui/dashboard-period-filter';
import { loadPortabilities } from './load-portabilities';
import { PORTABILITY_ACTIONS } from './portability-actions';
import { portabilityColumns } from './portability-columns';

const PATH = '/management/portabilities';

/** The direction tab lives in the URL (?direction=OUT); incoming is the default. */
function directionOf(search: string): PortabilityDirection {
  return new URLSearchParams(search).get('direction') === 'OUT' ? 'OUT' : 'IN';
}

function DirectionTabs({ direction }: { direction: PortabilityDirection }) {
  const { t } = useTranslation('portabilities');
  const tabs: { value: PortabilityDirection; label: string; href: string }[] = [
    { value: 'IN', label: t('portabilities.tab.in'), href: PATH },
    { value: 'OUT', label: t('portabilities.tab.out'), href: `${PATH}?direction=OUT` },
  ];
  return (
    <nav
      aria-label={t('portabilities.tab.label')}
      className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          href={tab.href}
          aria-current={tab.value === direction ? 'page' : undefined}
          className={`rounded-md px-3 py-1 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
            tab.value === direction
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** /management/portabilities (agent): incoming and outgoing portabilities, with cancel and relaunch. */
export default function PortabilitiesPage(_props: PageProps) {
  const { t } = useTranslation(['portabilities', 'domain']);
  const direction = directionOf(useSearch());

  useEffect(() => registerEntityActions(PORTABILITY_ACTIONS), []);

  const columns = useMemo(() => portabilityColumns(t), [t]);
  const filters = useMemo<QueueFilter[]>(
    () => [
      {
        id: 'status',
        label: 'portabilities.filter.status',
        kind: 'select',
        options: PORTABILITY_STATUSES.map((status) => ({
          value: status,
          label: `domain.portabilityStatus.${status}`,
        })),
      },
      {
        id: 'search',
        label: 'portabilities.filter.search',
        kind: 'text',
        placeholder: 'portabilities.filter.searchPlaceholder',
      },
      // What the dashboard's Port-ins and Port-outs cards and its operators chart count.
      dashboardPeriodFilter('created', 'dashboard.filter.requested'),
      { id: 'operator', label: 'dashboard.filter.operator', kind: 'text' },
    ],
    [],
  );
  const load = useCallback((query: QueueQuery) => loadPortabilities(direction, query), [direction]);

  return (
    <QueuePage
      // One queue per direction: its own focus, selection, column choice and refresh.
      key={direction}
      queueId={direction === 'IN' ? 'portabilities-in' : 'portabilities-out'}
      entity="portability"
      title="portabilities.title"
      columns={columns}
      filters={filters}
      load={load}
      rowId={(row) => row.id}
      empty={direction === 'IN' ? 'portabilities.empty.in' : 'portabilities.empty.out'}
      toolbar={<DirectionTabs direction={direction} />}
    />
  );
}
