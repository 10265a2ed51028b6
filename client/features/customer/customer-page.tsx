import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import type { CustomerDetailFieldsFragment, FinancialRiskScoreFieldsFragment } from '../../generated/graphql';
import { registerCommands } from '../../palette/command-registry';
import { onQueueRefresh } from '../../queues/refresh-queue';
import type { PageProps } from '../../routing/route-types';
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
import { errorCodeOf, runCustomerOperation } from './run-customer-operation';

type Loaded = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready' };

/** /customer/{fiscalId} (AGENT and above): the customer 360 view. */
export default function CustomerPage({ params }: PageProps) {
  const { t } = useTranslation(['customer', 'errors', 'routes']);
  const fiscalId = decodeURIComponent(params.id ?? '').toUpperCase();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [customer, setCustomer] = useState<CustomerDetailFieldsFragment | null>(null);
  const [score, setScore] = useState<CustomerScoreState | null>(null);
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<CustomerTab>('mobile');
  const [version, setVersion] = useState(0);

  const loadCustomer = useCallback(async () => {
    try {
      const data = await runCustomerOperation(CustomerPageQuery, { fiscalId }, 'query');
      setCustomer(data.customer as CustomerDetailFieldsFragment);
      setLoaded({ status: 'ready' });
    } catch (error) {
      setLoaded({ status: 'error', code: errorCodeOf(error) });
    }
  }, [fiscalId]);
  const loadScore = useCallback(async () => {
    try {
      const data = await runCustomerOperation(CustomerScoreQuery, { fiscalId }, 'query');
      setScore(data.customerScore as CustomerScoreState);
      setScoreError(null);
    } catch (error) {
      setScoreError(errorCodeOf(error));
    }
  }, [fiscalId]);

  useEffect(() => {
    setLoaded({ status: 'loading' });
    setCustomer(null);
    setScore(null);
    void loadCustomer();
    void loadScore();
  }, [loadCustomer, loadScore]);

  // Actions run from a button or the palette ask the page to read the customer again (contract B's refresh).
  useEffect(
    () =>
      onQueueRefresh(CUSTOMER_QUEUE_ID, () => {
        void loadCustomer();
        setVersion((current) => current + 1);
      }),
    [loadCustomer],
  );
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
      ]),
    [],
  );

  const saved = (next: CustomerDetailFieldsFragment) => {
    setCustomer(next);
    setEditing(false);
    // The query cost depends on the postal code; the lists may change with the holder's data.
    void loadScore();
  };
  const scored = (next: FinancialRiskScoreFieldsFragment) =>
    setScore((current) => (current ? { ...current, score: next, creditOpinion: next.opinion } : current));

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !customer)) return <PageSpinner />;
  if (loaded.status === 'error' || !customer) {
    return (
      <section className="space-y-4">
        <PageHeader title={t('routes.page.customer')} />
        <FormAlert message={t(`errors.${loaded.status === 'error' ? loaded.code : 'INTERNAL'}`)} />
        <button
          type="button"
          onClick={() => void loadCustomer()}
          className="text-primary-700 text-sm underline"
        >
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
          creditOpinion={score?.creditOpinion}
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
        {isLineTab(tab) ? (
          <CustomerLinesList fiscalId={customer.fiscalId} tab={tab} version={version} />
        ) : null}
        {tab === 'orders' ? <CustomerOrdersList fiscalId={customer.fiscalId} version={version} /> : null}
        {tab === 'invoices' ? <CustomerInvoicesList fiscalId={customer.fiscalId} version={version} /> : null}
        {tab === 'documentation' ? (
          <DocumentsPanel
            customer={customer}
            onDocumentsChanged={(documents) => setCustomer({ ...customer, customDocuments: documents })}
          />
        ) : null}
        {tab === 'financialRisk' ? (
          <FinancialRiskPanel
            customer={customer}
            score={score}
            scoreError={scoreError}
            onScored={scored}
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
