import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../schema/domain/roles';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import type { CustomerDetailFieldsFragment, FinancialRiskScoreFieldsFragment } from '../../generated/graphql';
import { registerCommands } from '../../palette/command-registry';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { FormAlert } from '../../ui/form-alert';
import { PageSpinner } from '../../ui/page-spinner';
import { CustomerEditForm } from './customer-edit-form';
import { CUSTOMER_QUEUE_ID, customerActions, customerDocumentActions } from './customer-entity-actions';
import { CustomerHeader, customerDisplayName } from './customer-header';
import { CUSTOMER_TABS, type CustomerTab, isLineTab } from './customer-line-tabs';
import { CustomerPageQuery } from './customer-query';
import { CustomerInvoicesList, CustomerLinesList, CustomerOrdersList } from './customer-related-lists';
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
  const [tab, setTab] = useState<CustomerTab>('mobile');

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
      <PaymentPanel customer={customer} onSaved={saved} />
      <CustomerTabs tab={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={`customer-tabpanel-${tab}`}
        aria-labelledby={`customer-tab-${tab}`}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        {isLineTab(tab) ? <CustomerLinesList fiscalId={customer.fiscalId} tab={tab} /> : null}
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
    </section>
  );
}

/** The tab strip: arrow keys, Home and End move between tabs (WAI-ARIA tabs, automatic activation). */
function CustomerTabs({ tab, onChange }: { tab: CustomerTab; onChange: (tab: CustomerTab) => void }) {
  const { t } = useTranslation('customer');
  const refs = useRef(new Map<CustomerTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent) => {
    const index = CUSTOMER_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? CUSTOMER_TABS[(index + 1) % CUSTOMER_TABS.length]
        : event.key === 'ArrowLeft'
          ? CUSTOMER_TABS[(index - 1 + CUSTOMER_TABS.length) % CUSTOMER_TABS.length]
          : event.key === 'Home'
            ? CUSTOMER_TABS[0]
            : event.key === 'End'
              ? CUSTOMER_TABS[CUSTOMER_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('customer.tabs.label')}
      onKeyDown={move}
      className="flex flex-wrap gap-1 border-slate-200 border-b dark:border-slate-700"
    >
      {CUSTOMER_TABS.map((name) => (
        <button
          key={name}
          ref={(element) => {
            if (element) refs.current.set(name, element);
            else refs.current.delete(name);
          }}
          type="button"
          role="tab"
          id={`customer-tab-${name}`}
          aria-selected={name === tab}
          aria-controls={`customer-tabpanel-${name}`}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onChange(name)}
          className={`-mb-px rounded-t-md border-b-2 px-3 py-1.5 text-sm ${
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
