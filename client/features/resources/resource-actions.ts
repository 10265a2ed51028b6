import { canMoveResource } from '../../../schema/domain/lifecycles/resource-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import type { ResourceStatus } from '../../../schema/domain/vocabulary/resource';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { ChangeResourceStatusMutation } from './resource-documents';
import type { ResourceRow } from './resource-row';

export const RESOURCE_ENTITY = 'resource';

/** The resources screen and its writes are admin (docs/rest-api.md). */
export const isResourceAdmin = (context: Pick<CommandContext, 'user'>) =>
  canAccess(context.user?.role, 'admin');

function moveTo(
  status: ResourceStatus,
  action: Omit<EntityAction<ResourceRow>, 'entity' | 'isVisible' | 'run' | 'bulk'>,
  from?: ResourceStatus,
): EntityAction<ResourceRow> {
  return {
    ...action,
    entity: RESOURCE_ENTITY,
    bulk: true,
    isVisible: (context, row) =>
      isResourceAdmin(context) &&
      canMoveResource(row.status, status) &&
      (from === undefined || row.status === from),
    run: async (row) => {
      await runGatewayMutation(ChangeResourceStatusMutation, { id: row.id, status });
    },
    rowLabel: (row) => row.value,
  };
}

/** Inventory moves, one row or the whole selection at a time. */
export const RESOURCE_ACTIONS: readonly EntityAction<ResourceRow>[] = [
  moveTo(
    'AVAILABLE',
    {
      id: 'resource.release',
      title: 'catalogue.resources.action.release',
      keywords: ['release', 'liberar'],
      success: 'catalogue.resources.success.released',
    },
    'RESERVED',
  ),
  moveTo(
    'AVAILABLE',
    {
      id: 'resource.restock',
      title: 'catalogue.resources.action.restock',
      keywords: ['stock', 'disponible'],
      success: 'catalogue.resources.success.restocked',
    },
    'QUARANTINE',
  ),
  moveTo('QUARANTINE', {
    id: 'resource.quarantine',
    title: 'catalogue.resources.action.quarantine',
    keywords: ['quarantine', 'cuarentena'],
    confirm: {
      title: 'catalogue.resources.confirm.quarantine.title',
      body: 'catalogue.resources.confirm.quarantine.body',
    },
    success: 'catalogue.resources.success.quarantined',
  }),
  moveTo('RETIRED', {
    id: 'resource.retire',
    title: 'catalogue.resources.action.retire',
    keywords: ['retire', 'retirar'],
    confirm: {
      title: 'catalogue.resources.confirm.retire.title',
      body: 'catalogue.resources.confirm.retire.body',
      irreversible: true,
    },
    success: 'catalogue.resources.success.retired',
  }),
];
