import { processAllows } from '../../../schema/domain/lifecycles/process-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import { CANCELLATION_REASONS } from '../../../schema/domain/vocabulary/cancellation-reason';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CancellationReason } from '../../generated/graphql';
import { CancelProcessMutation } from './process-documents';
import type { ProcessRow } from './process-row';

export const PROCESSES_QUEUE = 'processes';
export const PROCESS_ENTITY = 'process';

/**
 * Cancel with a reason, only while INITIATED (docs/lifecycles.md "Processes"; completed, canceled and errored are
 * final), at manager level like the page and the api.
 */
export const PROCESS_ACTIONS: readonly EntityAction<ProcessRow>[] = [
  {
    id: 'process.cancel',
    entity: PROCESS_ENTITY,
    title: 'fieldwork.process.action.cancel',
    keywords: ['cancel', 'cancelar', 'proceso', 'process'],
    isVisible: (context, row) =>
      canAccess(context.user?.role, 'manager') && processAllows('CANCEL', row.status),
    reason: {
      title: 'fieldwork.cancel.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'fieldwork.process.confirm.cancelTitle',
      body: 'fieldwork.process.confirm.cancelBody',
      irreversible: true,
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(CancelProcessMutation, { id: row.id, reason: reason as CancellationReason });
    },
    success: 'fieldwork.process.success.cancel',
    rowLabel: (row) => row.mobileNumber,
  },
];
