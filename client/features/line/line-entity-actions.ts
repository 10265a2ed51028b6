import {
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../../schema/domain/vocabulary/cancellation-reason';
import { TV_STATUSES, type TvStatus } from '../../../schema/domain/vocabulary/line';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { type LineActionKey, lineActionAllowed } from './line-action-visibility';
import {
  CancelLineMutation,
  CheckFibreMutation,
  RemoveFromSharedGroupMutation,
  ResetOntMutation,
  SendConfigurationSmsMutation,
  SetActiveModeMutation,
  SetTvStatusMutation,
  UnpackMutation,
} from './line-documents';
import { openLineForm } from './line-form-store';
import type { LineView } from './line-view';

export const LINE_ENTITY = 'line';

/** The entity action id of a line action: also its palette command id. */
export function lineActionId(key: LineActionKey): string {
  return `line.${key}`;
}

type Step = Pick<EntityAction<LineView>, 'reason' | 'confirm' | 'keywords'>;

/** An action on the line on screen: visible on the line view only, for the role, family, status and links. */
function lineAction(
  key: LineActionKey,
  run: EntityAction<LineView>['run'],
  step: Step = {},
): EntityAction<LineView> {
  return {
    id: lineActionId(key),
    entity: LINE_ENTITY,
    title: `line.action.${key}`,
    isVisible: (context: CommandContext, line: LineView) =>
      context.route.id === 'line' && lineActionAllowed(key, line, context.user?.role),
    run,
    success: `line.success.${key}`,
    rowLabel: (line: LineView) => line.lineNumber,
    ...step,
  };
}

/**
 * Calls the gateway; its answer carries the line after the action, which the normalized cache merges into the view
 * (and every list showing the line) before the toast, with no second read.
 */
function gatewayAction(call: (line: LineView, input: { reason?: string }) => Promise<unknown>) {
  return async (line: LineView, input: { reason?: string }) => {
    await call(line, input);
  };
}

/** An action whose input is a form of its own (forms/*): the form calls the gateway. */
function formAction(key: LineActionKey, step: Step = {}): EntityAction<LineView> {
  return lineAction(key, (line) => openLineForm(key, line), step);
}

/**
 * Every line action of the line view. The palette lists them while the line view publishes its line as the action
 * target, and the view's buttons start the same actions (startEntityAction), so both run the same code.
 */
export const LINE_ENTITY_ACTIONS: readonly EntityAction<LineView>[] = [
  formAction('alias', { keywords: ['alias', 'nombre'] }),
  formAction('changeProduct', { keywords: ['tarifa', 'tariff', 'product'] }),
  formAction('addOptional', { keywords: ['optional', 'opcional', 'bono'] }),
  formAction('changeHolder', { keywords: ['titular', 'holder', 'owner'] }),
  lineAction(
    'configurationSms',
    gatewayAction((line) =>
      runGatewayMutation(SendConfigurationSmsMutation, { subscriptionId: line.subscriptionId }),
    ),
    {
      keywords: ['sms', 'apn', 'configuración'],
      confirm: { title: 'line.configurationSms.confirmTitle', body: 'line.configurationSms.confirmBody' },
    },
  ),
  formAction('spn', { keywords: ['spn'] }),
  formAction('duplicateSim', { keywords: ['sim', 'duplicado', 'icc'] }),
  formAction('addMultisim', { keywords: ['multisim', 'sim'] }),
  formAction('createSharedGroup', { keywords: ['compartido', 'shared', 'grupo'] }),
  formAction('addToSharedGroup', { keywords: ['compartido', 'shared', 'grupo'] }),
  lineAction(
    'removeFromSharedGroup',
    gatewayAction((line) =>
      runGatewayMutation(RemoveFromSharedGroupMutation, {
        sharedSubscriptionId: line.sharedSubscriptionId ?? '',
        baseSubscriptions: [line.subscriptionId],
        fiscalId: line.fiscalId,
      }),
    ),
    {
      keywords: ['compartido', 'shared', 'grupo'],
      confirm: {
        title: 'line.removeFromSharedGroup.confirmTitle',
        body: 'line.removeFromSharedGroup.confirmBody',
      },
    },
  ),
  formAction('pack', { keywords: ['pack', 'paquete', 'convergente'] }),
  lineAction(
    'unpack',
    gatewayAction((line) =>
      runGatewayMutation(UnpackMutation, { subscriptionId: line.subscriptionId, fiscalId: line.fiscalId }),
    ),
    {
      keywords: ['pack', 'paquete'],
      confirm: { title: 'line.unpack.confirmTitle', body: 'line.unpack.confirmBody' },
    },
  ),
  lineAction(
    'tvStatus',
    gatewayAction((line, { reason }) =>
      runGatewayMutation(SetTvStatusMutation, {
        subscriptionId: line.subscriptionId,
        status: (reason ?? 'ACTIVE') as TvStatus,
      }),
    ),
    {
      keywords: ['tv', 'bloquear', 'block'],
      reason: {
        title: 'line.tvStatus.reasonTitle',
        options: TV_STATUSES.map((value) => ({ value, label: `domain.tvStatus.${value}` })),
      },
    },
  ),
  lineAction(
    'ontReset',
    gatewayAction((line) => runGatewayMutation(ResetOntMutation, { subscriptionId: line.subscriptionId })),
    {
      keywords: ['ont', 'reset', 'reiniciar', 'fibra'],
      confirm: { title: 'line.ontReset.confirmTitle', body: 'line.ontReset.confirmBody' },
    },
  ),
  lineAction(
    'activeMode',
    gatewayAction((line, { reason }) =>
      runGatewayMutation(SetActiveModeMutation, {
        subscriptionId: line.subscriptionId,
        enabled: reason === 'ON',
      }),
    ),
    {
      keywords: ['modo activo', 'active mode'],
      reason: {
        title: 'line.activeMode.reasonTitle',
        options: [
          { value: 'ON', label: 'line.activeMode.on' },
          { value: 'OFF', label: 'line.activeMode.off' },
        ],
      },
    },
  ),
  formAction('wifi', { keywords: ['wifi', 'ssid', 'router'] }),
  lineAction(
    'fibreCheck',
    gatewayAction((line) => runGatewayMutation(CheckFibreMutation, { subscriptionId: line.subscriptionId })),
    { keywords: ['fibra', 'fibre', 'test'] },
  ),
  formAction('password', { keywords: ['contraseña', 'password'] }),
  lineAction(
    'cancel',
    gatewayAction((line, { reason }) =>
      runGatewayMutation(CancelLineMutation, {
        subscriptionId: line.subscriptionId,
        reason: (reason ?? 'CUSTOMER_REQUEST') as CancellationReason,
      }),
    ),
    {
      keywords: ['baja', 'cancel', 'terminate'],
      reason: {
        title: 'line.cancel.reasonTitle',
        options: CANCELLATION_REASONS.map((value) => ({
          value,
          label: `domain.cancellationReason.${value}`,
        })),
      },
      confirm: {
        title: 'line.cancel.confirmTitle',
        body: 'line.cancel.confirmBody',
        irreversible: true,
        acknowledgement: 'line.cancel.acknowledgement',
      },
    },
  ),
];
