// Bench-only page (bench/table.ts): the real QueuePage with the real /subs columns over a 100k-row virtual source,
// as the local cache will give it. Built by its own vite build into .tmp/, never part of the console's bundle.
import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_FILTERS,
} from '../../client/features/subscriptions/subscription-columns';
import type { SubscriptionRow } from '../../client/features/subscriptions/subscription-row';
import { subscriptionHref } from '../../client/features/subscriptions/subscription-row';
import { i18n, initI18n } from '../../client/i18n/i18n';
import { QueuePage } from '../../client/queues/queue-page';
import type { QueuePageQuery, QueueVirtualSource } from '../../client/queues/queue-types';
import { fixtureRows } from './fixture-rows';
import './fixture.css';

const ROW_COUNT = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const rows = fixtureRows(ROW_COUNT);

function source(): QueueVirtualSource<SubscriptionRow> {
  return {
    count: rows.length,
    rowAt: (index) => rows[index],
    subscribe: () => () => {},
    readRange: async (start, end) => rows.slice(start, end),
  };
}

// The virtual source shows every row: the queue never asks for a server page.
const noServer = (): QueuePageQuery<SubscriptionRow> => {
  throw new Error('The bench page reads its virtual source only');
};

function BenchPage() {
  const virtualSource = useCallback(source, []);
  return (
    <QueuePage<SubscriptionRow>
      queueId="bench-subscriptions"
      entity="subscription"
      title="table.subscriptions.title"
      columns={SUBSCRIPTION_COLUMNS}
      filters={SUBSCRIPTION_FILTERS}
      load={noServer}
      virtualSource={virtualSource}
      rowId={(row) => row.subscriptionId}
      rowHref={subscriptionHref}
    />
  );
}

await initI18n('es');
const { hook, searchHook } = memoryLocation({ path: '/subs' });
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Router hook={hook} searchHook={searchHook}>
        <main className="p-6">
          <BenchPage />
        </main>
      </Router>
    </I18nextProvider>
  </StrictMode>,
);
document.documentElement.dataset.ready = 'true';
