import { orderAllows } from '../../../schema/domain/lifecycles/order-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { navigateTo } from '../../session/navigator';
import {
  CancelOrderSignatureMutation,
  ContinueOrderMutation,
  DeleteDraftOrderMutation,
  LaunchOrderMutation,
  RelaunchOrderMutation,
} from './order-documents';
import type { OrderRow } from './order-row';

const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');
const isManager = (context: CommandContext) => canAccess(context.user?.role, 'manager');

export const DRAFT_ORDERS_QUEUE = 'draft-orders';
export const LAUNCHED_ORDERS_QUEUE = 'orders-in-progress';

/** Continue, launch, relaunch, delete and cancel contract signature (docs/lifecycles.md, Orders). */
export const ORDER_ACTIONS: readonly EntityAction<OrderRow>[] = [
  {
    id: 'order.continue',
    entity: 'order',
    title: 'orders.action.continue',
    keywords: ['continue', 'continuar', 'resume'],
    isVisible: (context, row) => isAgent(context) && orderAllows('CONTINUE', row.status),
    run: async (row) => {
      await runGatewayMutation(ContinueOrderMutation, { id: row.id });
      navigateTo(`/new-order/${row.id}`);
    },
    success: 'orders.continue.success',
    rowLabel: (row) => row.orderNumber,
  },
  {
    id: 'order.launch',
    entity: 'order',
    title: 'orders.action.launch',
    keywords: ['launch', 'lanzar', 'send contract'],
    isVisible: (context, row) => isAgent(context) && orderAllows('LAUNCH', row.status),
    confirm: { title: 'orders.launch.confirmTitle', body: 'orders.launch.confirmBody' },
    run: async (row) => {
      await runGatewayMutation(LaunchOrderMutation, { id: row.id });
    },
    success: 'orders.launch.success',
    rowLabel: (row) => row.orderNumber,
  },
  {
    id: 'order.relaunch',
    entity: 'order',
    title: 'orders.action.relaunch',
    keywords: ['relaunch', 'relanzar', 'retry'],
    isVisible: (context, row) => isAgent(context) && orderAllows('RELAUNCH', row.status),
    run: async (row) => {
      await runGatewayMutation(RelaunchOrderMutation, { id: row.id });
    },
    success: 'orders.relaunch.success',
    rowLabel: (row) => row.orderNumber,
  },
  {
    id: 'order.delete',
    entity: 'order',
    title: 'orders.action.delete',
    keywords: ['delete', 'eliminar', 'borrar'],
    isVisible: (context, row) => isAgent(context) && orderAllows('DELETE', row.status),
    bulk: true,
    confirm: { title: 'orders.delete.confirmTitle', body: 'orders.delete.confirmBody', irreversible: true },
    run: async (row) => {
      await runGatewayMutation(DeleteDraftOrderMutation, { orderId: row.id });
    },
    success: 'orders.delete.success',
    rowLabel: (row) => row.orderNumber,
  },
  {
    id: 'order.cancelSignature',
    entity: 'order',
    title: 'orders.action.cancelSignature',
    keywords: ['cancel', 'cancelar', 'signature', 'firma'],
    isVisible: (context, row) => isManager(context) && orderAllows('CANCEL_CONTRACT_SIGNATURE', row.status),
    confirm: {
      title: 'orders.cancelSignature.confirmTitle',
      body: 'orders.cancelSignature.confirmBody',
      irreversible: true,
    },
    run: async (row) => {
      await runGatewayMutation(CancelOrderSignatureMutation, { id: row.id });
    },
    success: 'orders.cancelSignature.success',
    rowLabel: (row) => row.orderNumber,
  },
];
