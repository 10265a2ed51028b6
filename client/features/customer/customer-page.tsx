import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { canAccess } from '../../../schema/domain/roles';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import type { CustomerDetailFieldsFragment, FinancialRiskScoreFieldsFragment } from '../../generated/graphql';
import { registerCommands } from '../../palette/command-registry';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { sessionStore } from '../../session/session-store';
import { PageHeader } from '../../shell/page-header';
import { FormAlert } from '../../ui/form-alert';
import { PageSpinner } from '../../ui/page-spinner';
import { useTabCommands } from '../../ui/use-tab-commands';
import { useTabShortcuts } from '../../ui/use-tab-shortcuts';
import { CustomerEditForm } from './customer-edit-form';
import { CUSTOMER_QUEUE_ID, customerActions, customerDocumentActions } from './customer-entity-actions';
import { CustomerHeader, customerDisplayName } from './customer-header';
import { type CustomerTab, isLineTab, visibleCustomerTabs } from './customer-line-tabs';
import { CustomerPageQuery } from './customer-query';
import { CustomerInvoicesList, CustomerLinesList, CustomerOrdersList } from './customer-related-lists';
import { CustomerLinesQuery } from './customer-related-queries';
import { DocumentsPanel } from './documents-panel';
import { CustomerScoreQuery } from './financial-risk-operations';
import { type CustomerScoreState, FinancialRiskPanel } from './financial-risk-panel';
import { PaymentPanel } from './payment-panel';

/** /customer/{fiscalId} (AGENT and above): the customer 360 view. */
export default function CustomerPage({ params }: PageProps) {
  const { t } = useTranslation(['customer', 'errors', 'routes']);
  const fiscalId = decodeURIComponent(params.id ?? '').toUpperCase();
  const customerQuery = useGraphqlQuery(CustomerPageQuery, { fiscalId });
  const customer = (customerQuery.data?.customer ?? null) as CustomerDetailFieldsFragment | null;
  // The score's query cost depends on the customer's data, so it is read from the network each time.
  const scoreQuery = useGraphqlQuery(CustomerScoreQuery, { fiscalId }, 'network-only');
  const score = (scoreQuery.data?.customerScore ?? null) as CustomerScoreState | null;
  const scoreError = scoreQuery.error?.code ?? null;
  const [scored, setScored] = useState<FinancialRiskScoreFieldsFragment | null>(null);
  const [editing, setEditing] = useState(false);
  // The lines list the family tabs show; the same query (one request, shared through the cache) tells which
  // families have lines, so empty family tabs stay out of the strip.
  const role = useSnapshot(sessionStore).user?.role;
  const readsLines = canAccess(role, 'manager');
  const linesQuery = useGraphqlQuery(CustomerLinesQuery, readsLines ? { fiscalId } : null);
  const linesData = linesQuery.data;
  const tabsKnown = !readsLines || Boolean(linesData || linesQuery.error);
  const tabs = useMemo(
    () => visibleCustomerTabs(linesData ? linesData.subscriptions.edges.map((edge) => edge.node) : null),
    [linesData],
  );
  const [chosenTab, setTab] = useState<CustomerTab | null>(null);
  const tab = chosenTab && tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'subscriptions');
  const tabName = (name: CustomerTab) => t(`customer.tabs.${name}`);
  useTabShortcuts(tabs, tab, setTab, focusCustomerTab);
  useTabCommands({ idPrefix: 'customer.tab', routeId: 'customer', tabs, labelOf: tabName, select: setTab });

  useEffect(() => {
    const removeCustomer = registerEntityActions(customerActions);
    const removeDocuments = registerEntityActions(customerDocumentActions);
    return () => {
      removeCustomer();
      removeDocuments();
    };
  }, []);
  useEffect(() => {
    if (!customer) return;
    setActionTarget({ entity: 'customer', queueId: CUSTOMER_QUEUE_ID, focused: customer, selected: [] });
  }, [customer]);
  useEffect(() => () => clearActionTarget(CUSTOMER_QUEUE_ID), []);
  useEffect(
    () =>
      registerCommands([
        {
          id: 'customer.edit',
          title: 'customer.edit.open',
          group: 'customer.group',
          scope: 'page',
          keywords: ['editar', 'edit', 'cliente', 'customer'],
          isVisible: (context) => context.route.id === 'customer',
          run: (context) => {
            context.closePalette();
            setEditing(true);
          },
        },
        {
          id: 'customer.financialRisk',
          title: 'customer.risk.title',
          group: 'customer.group',
          scope: 'page',
          keywords: ['riesgo', 'risk', 'score', 'scoring'],
          isVisible: (context) => context.route.id === 'customer',
          run: (context) => {
            context.closePalette();
            setTab('financialRisk');
          },
        },
        {
          id: 'customer.newSignup',
          title: 'palette.command.customerSignup',
          group: 'customer.group',
          scope: 'page',
          keywords: ['alta', 'signup', 'nuevo', 'new', 'vender', 'sell'],
          isVisible: (context) => context.route.id === 'customer' && canAccess(context.user?.role, 'agent'),
          run: (context) =>
            context.navigate(
              `/subscriptions/v2?fiscalId=${encodeURIComponent(context.route.params.id ?? '')}`,
            ),
        },
      ]),
    [],
  );

  // The saved customer reaches the page through the cache (the mutation answers it); the score's cost may change.
  const saved = () => {
    setEditing(false);
    scoreQuery.retry();
  };
  const shownScore = score && scored ? { ...score, score: scored, creditOpinion: scored.opinion } : score;

  if (!customer && !customerQuery.error) return <PageSpinner />;
  if (!customer && customerQuery.error?.code === 'NOT_FOUND') {
    // Reading it again would not find it: the way on is the list.
    return (
      <section className="space-y-4">
        <PageHeader title={t('routes.page.customer')} />
        <div className="rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <p>{t('customer.notFound', { fiscalId })}</p>
          <Link
            href="/management/clients"
            className="mt-2 inline-block text-primary-700 text-sm underline dark:text-primary-300"
          >
            {t('customer.toList')}
          </Link>
        </div>
      </section>
    );
  }
  if (!customer) {
    return (
      <section className="space-y-4">
        <PageHeader title={t('routes.page.customer')} />
        <FormAlert message={t(`errors.${customerQuery.error?.code ?? 'INTERNAL'}`)} />
        <button type="button" onClick={customerQuery.retry} className="text-primary-700 text-sm underline">
          {t('customer.retry')}
        </button>
      </section>
    );
  }

  return (
    <section className="space-y-4">
      <PageHeader title={customerDisplayName(customer)} />
      {editing ? (
        <CustomerEditForm customer={customer} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <CustomerHeader
          customer={customer}
          creditOpinion={shownScore?.creditOpinion}
          onEdit={() => setEditing(true)}
        />
      )}
      {tabsKnown ? (
        <CustomerTabs tabs={tabs} tab={tab} onChange={setTab} />
      ) : (
        <div
          role="status"
          aria-label={t('customer.loading')}
          className="h-9 animate-pulse rounded bg-slate-100 dark:bg-slate-800"
        />
      )}
      <div
        role="tabpanel"
        id={`customer-tabpanel-${tab}`}
        aria-labelledby={`customer-tab-${tab}`}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        {isLineTab(tab) && readsLines ? <CustomerLinesList fiscalId={customer.fiscalId} tab={tab} /> : null}
        {isLineTab(tab) && !readsLines ? (
          // Lines are for managers and above (the api's /subscriptions): said here rather than asked and refused.
          <p className="text-slate-600 text-sm dark:text-slate-300">{t('customer.lines.managersOnly')}</p>
        ) : null}
        {tab === 'orders' ? <CustomerOrdersList fiscalId={customer.fiscalId} /> : null}
        {tab === 'invoices' ? <CustomerInvoicesList fiscalId={customer.fiscalId} /> : null}
        {tab === 'documentation' ? <DocumentsPanel customer={customer} /> : null}
        {tab === 'financialRisk' ? (
          <FinancialRiskPanel
            customer={customer}
            score={shownScore}
            scoreError={scoreError}
            onScored={setScored}
            onCompleteData={() => setEditing(true)}
          />
        ) : null}
      </div>
      {/* After the tabs, so the strip is the second Tab stop from the heading (docs/decisions.md). */}
      <PaymentPanel customer={customer} onSaved={saved} />
    </section>
  );
}

function focusCustomerTab(tab: CustomerTab): void {
  document.getElementById(`customer-tab-${tab}`)?.focus();
}

/**
 * The tab strip, one Tab stop (roving tabindex): arrow keys, Home and End move between tabs (WAI-ARIA tabs,
 * automatic activation). One row: a strip wider than the page scrolls instead of wrapping.
 */
function CustomerTabs({
  tabs,
  tab,
  onChange,
}: {
  tabs: readonly CustomerTab[];
  tab: CustomerTab;
  onChange: (tab: CustomerTab) => void;
}) {
  const { t } = useTranslation('customer');
  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    focusCustomerTab(next);
  };
  return (
    <div
      role="tablist"
      aria-label={t('customer.tabs.label')}
      onKeyDown={move}
      className="flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-700"
    >
      {tabs.map((name, index) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`customer-tab-${name}`}
          aria-selected={name === tab}
          aria-controls={`customer-tabpanel-${name}`}
          aria-keyshortcuts={index < 9 ? `Alt+${index + 1}` : undefined}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onChange(name)}
          className={`-mb-px whitespace-nowrap rounded-t-md border-b-2 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:-outline-offset-2 ${
            name === tab
              ? 'border-primary-600 font-medium text-primary-700 dark:border-primary-400 dark:text-primary-300'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
          }`}
        >
          {t(`customer.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
