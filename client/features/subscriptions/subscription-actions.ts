import {
  lineAllows,
  type SubscriptionAction,
} from '../../../schema/domain/lifecycles/subscription-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../../schema/domain/vocabulary/cancellation-reasons';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import {
  SubscriptionsCancelLineMutation,
  SubscriptionsSendConfigurationSmsMutation,
  SubscriptionsSetTvStatusMutation,
} from './subscription-action-documents';
import type { SubscriptionRow } from './subscription-row';
import { SUBSCRIPTION_ENTITY } from './subscriptions-queue';

/** Line actions are for managers and above, as on the line view; then the lifecycle's family and status rules. */
function allows(action: SubscriptionAction, context: CommandContext, row: SubscriptionRow): boolean {
  return canAccess(context.user?.role, 'manager') && lineAllows(action, row);
}

/**
 * The line actions the /subs queue offers, each for one line or every selected line (docs/decisions.md, "Queues:
 * honest selections"): those with no input of their own, or one reason for all. Forms (tariff, holder, SIM, wifi,
 * groups, packs) stay on the line view.
 */
export const SUBSCRIPTION_ACTIONS: readonly EntityAction<SubscriptionRow>[] = [
  {
    id: 'subscription.cancel',
    entity: SUBSCRIPTION_ENTITY,
    title: 'table.subscriptions.action.cancel',
    keywords: ['baja', 'cancel', 'terminate'],
    bulk: true,
    isVisible: (context, row) => allows('CANCEL_LINE', context, row),
    reason: {
      title: 'table.subscriptions.cancel.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'table.subscriptions.cancel.confirmTitle',
      body: 'table.subscriptions.cancel.confirmBody',
      irreversible: true,
      acknowledgement: 'table.subscriptions.cancel.acknowledgement',
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(SubscriptionsCancelLineMutation, {
        subscriptionId: row.subscriptionId,
        reason: (reason ?? 'CUSTOMER_REQUEST') as CancellationReason,
      });
    },
    success: 'table.subscriptions.cancel.success',
    rowLabel: (row) => row.lineNumber,
  },
  {
    id: 'subscription.blockTv',
    entity: SUBSCRIPTION_ENTITY,
    title: 'table.subscriptions.action.blockTv',
    keywords: ['tv', 'bloquear', 'block'],
    bulk: true,
    isVisible: (context, row) => allows('TV_STATUS', context, row),
    confirm: {
      title: 'table.subscriptions.blockTv.confirmTitle',
      body: 'table.subscriptions.blockTv.confirmBody',
    },
    run: async (row) => {
      await runGatewayMutation(SubscriptionsSetTvStatusMutation, {
        subscriptionId: row.subscriptionId,
        status: 'BLOCKED',
      });
    },
    success: 'table.subscriptions.blockTv.success',
    rowLabel: (row) => row.lineNumber,
  },
  {
    id: 'subscription.unblockTv',
    entity: SUBSCRIPTION_ENTITY,
    title: 'table.subscriptions.action.unblockTv',
    keywords: ['tv', 'desbloquear', 'unblock'],
    bulk: true,
    isVisible: (context, row) => allows('TV_STATUS', context, row),
    run: async (row) => {
      await runGatewayMutation(SubscriptionsSetTvStatusMutation, {
        subscriptionId: row.subscriptionId,
        status: 'ACTIVE',
      });
    },
    success: 'table.subscriptions.unblockTv.success',
    rowLabel: (row) => row.lineNumber,
  },
  {
    id: 'subscription.configurationSms',
    entity: SUBSCRIPTION_ENTITY,
    title: 'table.subscriptions.action.configurationSms',
    keywords: ['sms', 'apn', 'configuración'],
    bulk: true,
    isVisible: (context, row) => allows('CONFIG_SMS', context, row),
    run: async (row) => {
      await runGatewayMutation(SubscriptionsSendConfigurationSmsMutation, {
        subscriptionId: row.subscriptionId,
      });
    },
    success: 'table.subscriptions.configurationSms.success',
    rowLabel: (row) => row.lineNumber,
  },
];
