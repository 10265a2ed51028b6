import { canAccess } from '../../../schema/domain/roles';
import { CANCELLATION_REASONS } from '../../../schema/domain/vocabulary/cancellation-reason';
import type { PortabilityStatus } from '../../../schema/domain/vocabulary/portability';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CancellationReason } from '../../generated/graphql';
import type { CommandContext } from '../../palette/command';
import { CancelPortabilityMutation, RelaunchPortabilityMutation } from './portability-documents';
import type { PortabilityRow } from './portability-row';

/** docs/lifecycles.md "Portabilities": the api is the judge; these only spare the user a refused click. */
const CANCELLABLE: readonly PortabilityStatus[] = ['INITIATED', 'CONFIRMED', 'ERRORED', 'RELAUNCHED'];
const RELAUNCHABLE: readonly PortabilityStatus[] = ['ERRORED'];

const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** A CONFIRMED portability whose change window has started has moved the number: it can no longer be cancelled. */
function windowStarted(row: PortabilityRow, now: number): boolean {
  return row.status === 'CONFIRMED' && !!row.changeWindow && Date.parse(row.changeWindow) <= now;
}

export function canCancelPortability(row: PortabilityRow, now = Date.now()): boolean {
  return CANCELLABLE.includes(row.status) && !windowStarted(row, now);
}

export function canRelaunchPortability(row: PortabilityRow): boolean {
  return RELAUNCHABLE.includes(row.status);
}

export const PORTABILITY_QUEUES = ['portabilities-in', 'portabilities-out'] as const;

/** Cancel (with a reason, irreversible) and relaunch; both only in business hours, which the api decides. */
export const PORTABILITY_ACTIONS: readonly EntityAction<PortabilityRow>[] = [
  {
    id: 'portability.cancel',
    entity: 'portability',
    title: 'portabilities.action.cancel',
    keywords: ['cancel', 'cancelar', 'anular'],
    isVisible: (context, row) => isAgent(context) && canCancelPortability(row),
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
    isVisible: (context, row) => isAgent(context) && canRelaunchPortability(row),
    run: async (row) => {
      await runGatewayMutation(RelaunchPortabilityMutation, { id: row.id });
    },
    success: 'portabilities.relaunch.success',
    rowLabel: (row) => row.mobileNumber,
  },
];
