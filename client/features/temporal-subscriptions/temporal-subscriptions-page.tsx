import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { ExtendDateDialog } from './extend-date-dialog';
import { loadTemporalSubscriptions } from './load-temporal-subscriptions';
import { TEMPORAL_ACTIONS } from './temporal-actions';
import { TEMPORAL_COLUMNS, TEMPORAL_FILTERS } from './temporal-columns';
import { TEMPORAL_ENTITY, TEMPORAL_QUEUE, type TemporalRow, temporalRowHref } from './temporal-row';

const rowId = (row: TemporalRow) => row.id;

/**
 * /subscriptions/temporal: lines and add-ons with an end date (promotions, temporary tariffs, seasonal lines) in the
 * channel and its sub-channels, soonest end first, the ended ones flagged; extend or end them now from the row
 * menu, the selection bar or the palette. Enter opens the line.
 */
export default function TemporalSubscriptionsPage(_props: PageProps) {
  const { t } = useTranslation('temporalSubscriptions');
  useEffect(() => registerEntityActions(TEMPORAL_ACTIONS), []);
  return (
    <>
      <QueuePage<TemporalRow>
        queueId={TEMPORAL_QUEUE}
        entity={TEMPORAL_ENTITY}
        title="routes.page.subscriptionsTemporal"
        columns={TEMPORAL_COLUMNS}
        filters={TEMPORAL_FILTERS}
        load={loadTemporalSubscriptions}
        rowId={rowId}
        rowHref={temporalRowHref}
        empty="temporalSubscriptions.empty"
        csvFileName="terminos"
        toolbar={
          <p className="text-slate-600 text-sm dark:text-slate-300">{t('temporalSubscriptions.sortNote')}</p>
        }
      />
      <ExtendDateDialog />
    </>
  );
}
