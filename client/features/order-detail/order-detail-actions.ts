import { orderAllows } from '../../../schema/domain/lifecycles/order-lifecycle';
import { type AccessLevel, canAccess } from '../../../schema/domain/roles';
import type { OrderAction } from '../../../schema/domain/vocabulary/order';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { navigateTo } from '../../session/navigator';
import {
  CancelOrderDetailSignatureMutation,
  ContinueOrderDetailMutation,
  DeleteOrderDetailMutation,
  LaunchOrderDetailMutation,
  RelaunchOrderDetailMutation,
} from './order-detail-documents';
import type { OrderDetailView } from './order-detail-view';

/** The palette groups the page's actions under the order's heading, as the orders queue does. */
export const ORDER_DETAIL_ENTITY = 'order';
/** The two routes that show the page: the current one and the one old links use. */
const ORDER_DETAIL_ROUTES: readonly string[] = ['order-v2', 'order'];

type Step = Pick<EntityAction<OrderDetailView>, 'confirm' | 'keywords'>;

/** An action of the order on screen, offered when the shared lifecycle rules allow it for the order's status. */
function orderAction(
  key: string,
  lifecycle: OrderAction,
  level: AccessLevel,
  run: (order: OrderDetailView) => Promise<void>,
  step: Step = {},
): EntityAction<OrderDetailView> {
  return {
    id: `orderDetail.${key}`,
    entity: ORDER_DETAIL_ENTITY,
    title: `orderDetail.action.${key}`,
    isVisible: (context: CommandContext, order: OrderDetailView) =>
      ORDER_DETAIL_ROUTES.includes(context.route.id ?? '') &&
      canAccess(context.user?.role, level) &&
      orderAllows(lifecycle, order.status),
    run,
    success: `orderDetail.success.${key}`,
    rowLabel: (order: OrderDetailView) => order.orderNumber,
    ...step,
  };
}

/**
 * Continue, launch, relaunch, delete and cancel the contract signature, as buttons on the page and as palette
 * commands while the page publishes its order. Each mutation answers the order, which the normalized cache merges
 * into the page before the toast.
 */
export const ORDER_DETAIL_ACTIONS: readonly EntityAction<OrderDetailView>[] = [
  orderAction(
    'continue',
    'CONTINUE',
    'agent',
    async (order) => {
      await runGatewayMutation(ContinueOrderDetailMutation, { id: order.id });
      navigateTo(`/new-order/${order.id}`);
    },
    { keywords: ['continue', 'continuar', 'resume', 'reanudar', 'wizard', 'alta'] },
  ),
  orderAction(
    'launch',
    'LAUNCH',
    'agent',
    async (order) => {
      await runGatewayMutation(LaunchOrderDetailMutation, { id: order.id });
    },
    {
      keywords: ['launch', 'lanzar', 'send contract'],
      confirm: { title: 'orderDetail.confirm.launchTitle', body: 'orderDetail.confirm.launchBody' },
    },
  ),
  orderAction(
    'relaunch',
    'RELAUNCH',
    'agent',
    async (order) => {
      await runGatewayMutation(RelaunchOrderDetailMutation, { id: order.id });
    },
    { keywords: ['relaunch', 'relanzar', 'retry'] },
  ),
  orderAction(
    'delete',
    'DELETE',
    'agent',
    async (order) => {
      await runGatewayMutation(DeleteOrderDetailMutation, { orderId: order.id });
      navigateTo('/management/draft-orders');
    },
    {
      keywords: ['delete', 'eliminar', 'borrar'],
      confirm: {
        title: 'orderDetail.confirm.deleteTitle',
        body: 'orderDetail.confirm.deleteBody',
        irreversible: true,
      },
    },
  ),
  orderAction(
    'cancelSignature',
    'CANCEL_CONTRACT_SIGNATURE',
    'manager',
    async (order) => {
      await runGatewayMutation(CancelOrderDetailSignatureMutation, { id: order.id });
    },
    {
      keywords: ['cancel', 'cancelar', 'signature', 'firma'],
      confirm: {
        title: 'orderDetail.confirm.cancelSignatureTitle',
        body: 'orderDetail.confirm.cancelSignatureBody',
        irreversible: true,
      },
    },
  ),
];
