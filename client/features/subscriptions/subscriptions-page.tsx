import { useEffect } from 'react';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { loadSubscriptions } from './load-subscriptions';
import { SUBSCRIPTION_ACTIONS } from './subscription-actions';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_FILTERS } from './subscription-columns';
import { type SubscriptionRow, subscriptionHref } from './subscription-row';
import { SUBSCRIPTION_ENTITY, SUBSCRIPTIONS_QUEUE } from './subscriptions-queue';
import { useCachedLinesSource } from './use-cached-lines-source';

const rowId = (row: SubscriptionRow) => row.subscriptionId;

/** /subs: every line of the channel and its sub-channels, newest first; Enter opens the line. */
export default function SubscriptionsPage(_props: PageProps) {
  const virtualSource = useCachedLinesSource();
  useEffect(() => registerEntityActions(SUBSCRIPTION_ACTIONS), []);
  return (
    <QueuePage<SubscriptionRow>
      queueId={SUBSCRIPTIONS_QUEUE}
      entity={SUBSCRIPTION_ENTITY}
      title="table.subscriptions.title"
      columns={SUBSCRIPTION_COLUMNS}
      filters={SUBSCRIPTION_FILTERS}
      load={loadSubscriptions}
      virtualSource={virtualSource}
      rowId={rowId}
      rowHref={subscriptionHref}
      empty="table.subscriptions.empty"
      defaultSort={{ id: 'created', desc: true }}
      csvFileName="lineas"
    />
  );
}
