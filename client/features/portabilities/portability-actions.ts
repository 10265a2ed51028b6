import { nextPortabilityStatus } from '../../../schema/domain/lifecycles/portability-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import { CANCELLATION_REASONS } from '../../../schema/domain/vocabulary/cancellation-reason';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CancellationReason } from '../../generated/graphql';
import type { CommandContext } from '../../palette/command';
import { CancelPortabilityMutation, RelaunchPortabilityMutation } from './portability-documents';
import type { PortabilityRow } from './portability-row';

const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** The lifecycle's answer now: a CONFIRMED portability whose window has started can no longer be cancelled. */
function portabilityAllows(action: 'CANCEL' | 'RELAUNCH', row: PortabilityRow): boolean {
  const changeWindow = row.changeWindow ? new Date(row.changeWindow) : null;
  return nextPortabilityStatus(action, { status: row.status, changeWindow }, new Date()) !== null;
}

export const PORTABILITY_QUEUES = ['portabilities-in', 'portabilities-out'] as const;

/**
 * Cancel (with a reason, irreversible) and relaunch, on one portability or every selected one; both only in business
 * hours, which the api decides per row.
 */
export const PORTABILITY_ACTIONS: readonly EntityAction<PortabilityRow>[] = [
  {
    id: 'portability.cancel',
    entity: 'portability',
    title: 'portabilities.action.cancel',
    keywords: ['cancel', 'cancelar', 'anular'],
    isVisible: (context, row) => isAgent(context) && portabilityAllows('CANCEL', row),
    bulk: true,
    reason: {
      title: 'portabilities.cancel.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'portabilities.cancel.confirmTitle',
      body: 'portabilities.cancel.confirmBody',
      irreversible: true,
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(CancelPortabilityMutation, {
        id: row.id,
        reason: (reason ?? 'CUSTOMER_REQUEST') as CancellationReason,
      });
    },
    success: 'portabilities.cancel.success',
    rowLabel: (row) => row.mobileNumber,
  },
  {
    id: 'portability.relaunch',
    entity: 'portability',
    title: 'portabilities.action.relaunch',
    keywords: ['relaunch', 'relanzar', 'retry'],
    isVisible: (context, row) => isAgent(context) && portabilityAllows('RELAUNCH', row),
    bulk: true,
    run: async (row) => {
      await runGatewayMutation(RelaunchPortabilityMutation, { id: row.id });
    },
    success: 'portabilities.relaunch.success',
    rowLabel: (row) => row.mobileNumber,
  },
];
