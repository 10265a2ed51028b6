import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { StatusBadge } from '../../ui/status-badge';
import { useTabCommands } from '../../ui/use-tab-commands';
import { useTabShortcuts } from '../../ui/use-tab-shortcuts';
import { QueryState } from './forms/query-state';
import { LineActionBar } from './line-action-bar';
import { LineHistoryQuery, LineQuery } from './line-documents';
import { LINE_ENTITY, LINE_ENTITY_ACTIONS } from './line-entity-actions';
import { LineFormDialog } from './line-form-dialog';
import type { LineView } from './line-view';
import { OverviewTab } from './tabs/overview-tab';
import { OwnersTab } from './tabs/owners-tab';
import { PasswordTab } from './tabs/password-tab';
import { PortabilitiesTab } from './tabs/portabilities-tab';
import { ProductsTab } from './tabs/products-tab';
import { ServicesTab } from './tabs/services-tab';
import { SimTab } from './tabs/sim-tab';
import { UsageTab } from './tabs/usage-tab';
import { useLineQuery } from './use-line-query';

export const LINE_TABS = [
  'overview',
  'products',
  'owners',
  'sim',
  'password',
  'services',
  'portabilities',
  'usage',
] as const;
type LineTab = (typeof LINE_TABS)[number];

function focusLineTab(tab: LineTab): void {
  document.getElementById(`line-tab-${tab}`)?.focus();
}

/** Headless UI's tab strip (arrow keys, one Tab stop), plus the page's tab keys and palette commands. */
function LineTabs({ line }: { line: LineView }) {
  const { t } = useTranslation('line');
  const history = useLineQuery(LineHistoryQuery, { lineNumber: line.lineNumber });
  const processes =
    history.status === 'ready'
      ? history.data.processes.edges
          .map((edge) => edge.node)
          .filter((process) => process.subscriptionId === line.subscriptionId)
      : null;
  const portabilities =
    history.status === 'ready'
      ? history.data.portabilities.edges
          .map((edge) => edge.node)
          .filter((portability) => portability.mobileNumber === line.lineNumber)
      : null;
  const [tab, setTab] = useState<LineTab>('overview');
  useTabShortcuts(LINE_TABS, tab, setTab, focusLineTab);
  useTabCommands({
    idPrefix: 'line.tab',
    routeId: 'line',
    tabs: LINE_TABS,
    labelOf: (name) => t(`line.tabs.${name}`),
    select: setTab,
  });
  const historyState =
    history.status === 'ready' ? null : (
      <QueryState status={history.status} errorCode={history.errorCode} retry={history.retry} />
    );
  return (
    <TabGroup
      selectedIndex={LINE_TABS.indexOf(tab)}
      onChange={(index) => setTab(LINE_TABS[index] ?? 'overview')}
    >
      <TabList
        aria-label={t('line.tabs.label')}
        className="flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-800"
      >
        {LINE_TABS.map((name, index) => (
          <Tab
            key={name}
            id={`line-tab-${name}`}
            aria-keyshortcuts={`Alt+${index + 1}`}
            className="-mb-px whitespace-nowrap border-transparent border-b-2 px-3 py-2 font-medium text-slate-600 text-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 data-[selected]:border-primary-600 data-[selected]:text-primary-700 dark:text-slate-300 dark:data-[selected]:border-primary-400 dark:data-[selected]:text-primary-300 dark:hover:text-white"
          >
            {t(`line.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        <TabPanel>
          <OverviewTab line={line} />
        </TabPanel>
        <TabPanel>
          <ProductsTab line={line} />
        </TabPanel>
        <TabPanel>
          {historyState}
          <OwnersTab line={line} processes={processes} />
        </TabPanel>
        <TabPanel>
          {historyState}
          <SimTab line={line} processes={processes} />
        </TabPanel>
        <TabPanel>
          <PasswordTab line={line} />
        </TabPanel>
        <TabPanel>
          <ServicesTab line={line} />
        </TabPanel>
        <TabPanel>
          {portabilities ? <PortabilitiesTab portabilities={portabilities} /> : historyState}
        </TabPanel>
        <TabPanel>
          <UsageTab line={line} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

/** /line/{number} (managers and above): the line's tabs and every action it allows, as buttons and commands. */
export default function LinePage({ params }: PageProps) {
  const { t } = useTranslation(['line', 'errors']);
  const number = decodeURIComponent(params.id ?? '').trim();
  const query = useGraphqlQuery(LineQuery, { lineNumber: number });
  const line = query.data?.subscription ?? null;
  const errorCode = query.error?.code ?? null;

  useEffect(() => registerEntityActions(LINE_ENTITY_ACTIONS), []);

  // The palette lists the actions of the line on screen; the cache gives a new object after each action.
  useEffect(() => {
    if (!line) return;
    setActionTarget({ entity: LINE_ENTITY, queueId: null, focused: line, selected: [line] });
  }, [line]);
  useEffect(() => () => clearActionTarget(null), []);

  const view = line;
  const holderName = view
    ? [view.customerName, view.customerFirstSurname, view.customerLastSurname].filter(Boolean).join(' ')
    : '';

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <PageHeader title={t('line.title', { number })} />
        {view ? <StatusBadge list="subscriptionStatus" value={view.status} /> : null}
        {view?.alias ? (
          <span data-testid="line-alias" className="text-slate-500 text-sm dark:text-slate-400">
            {view.alias}
          </span>
        ) : null}
      </div>
      {query.loading ? <PageSpinner /> : null}
      {errorCode === 'NOT_FOUND' ? (
        <div className="rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('line.notFound', { number })}
        </div>
      ) : null}
      {errorCode && errorCode !== 'NOT_FOUND' ? (
        <div
          role="alert"
          className="flex items-center justify-between rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
        >
          <span>{t(`errors.${errorCode}`, { defaultValue: t('errors.generic') })}</span>
          <button
            type="button"
            onClick={query.retry}
            className="rounded border border-red-300 px-2 py-0.5 text-xs dark:border-red-800"
          >
            {t('line.retry')}
          </button>
        </div>
      ) : null}
      {view ? (
        <>
          <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span>
              {t('line.field.holder')}:{' '}
              <Link
                href={`/customer/${encodeURIComponent(view.fiscalId)}`}
                className="font-medium text-primary-700 hover:underline dark:text-primary-300"
              >
                {holderName} ({view.fiscalId})
              </Link>
            </span>
            <span>
              {t('line.field.product')}:{' '}
              <strong className="font-medium" data-testid="line-product">
                {view.productName}
              </strong>
            </span>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <LineActionBar line={view} />
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <LineTabs line={view} />
          </div>
        </>
      ) : null}
      <LineFormDialog />
    </section>
  );
}
