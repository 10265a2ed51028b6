import { canAccess } from '../../../schema/domain/roles';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../../schema/domain/vocabulary/cancellation-reasons';
import { type TermAction, termActionAllows } from '../../../schema/rest/temporal-subscription-rules';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { extendedEndDateFor } from './extend-date-store';
import { TEMPORAL_ENTITY, type TemporalRow, temporalRowLabel } from './temporal-row';
import {
  EndTemporalSubscriptionMutation,
  ExtendTemporalSubscriptionMutation,
} from './temporal-subscription-documents';

const EXTEND = 'temporalSubscription.extend';

/** Managers and above (the page's level), then the term rules the api asserts with. */
function allows(action: TermAction, context: CommandContext, row: TemporalRow): boolean {
  return canAccess(context.user?.role, 'manager') && termActionAllows(action, row.kind, row.status);
}

/**
 * The term actions of the temporal subscriptions page, on the focused row or every selected row (docs/decisions.md,
 * "Temporal subscriptions"): extend asks one new end date for all of them, end now one reason for all, after the
 * irreversible confirmation.
 */
export const TEMPORAL_ACTIONS: readonly EntityAction<TemporalRow>[] = [
  {
    id: EXTEND,
    entity: TEMPORAL_ENTITY,
    title: 'temporalSubscriptions.action.extend',
    keywords: ['ampliar', 'prorrogar', 'extend', 'amplia', 'estender', 'fecha', 'data'],
    bulk: true,
    isVisible: (context, row) => allows('EXTEND', context, row),
    run: async (row) => {
      const endDate = await extendedEndDateFor(EXTEND, row);
      await runGatewayMutation(ExtendTemporalSubscriptionMutation, {
        subscriptionId: row.subscriptionId,
        fiscalId: row.fiscalId,
        index: row.index,
        endDate,
      });
    },
    success: 'temporalSubscriptions.extend.success',
    rowLabel: temporalRowLabel,
  },
  {
    id: 'temporalSubscription.endNow',
    entity: TEMPORAL_ENTITY,
    title: 'temporalSubscriptions.action.endNow',
    keywords: ['finalizar', 'terminar', 'end', 'baja', 'acabar', 'encerrar'],
    bulk: true,
    isVisible: (context, row) => allows('END_NOW', context, row),
    reason: {
      title: 'temporalSubscriptions.endNow.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'temporalSubscriptions.endNow.confirmTitle',
      body: 'temporalSubscriptions.endNow.confirmBody',
      irreversible: true,
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(EndTemporalSubscriptionMutation, {
        subscriptionId: row.subscriptionId,
        fiscalId: row.fiscalId,
        index: row.index,
        reason: (reason ?? 'CUSTOMER_REQUEST') as CancellationReason,
      });
    },
    success: 'temporalSubscriptions.endNow.success',
    rowLabel: temporalRowLabel,
  },
];
