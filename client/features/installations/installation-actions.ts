import { installationAllows } from '../../../schema/domain/lifecycles/installation-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import { CANCELLATION_REASONS } from '../../../schema/domain/vocabulary/cancellation-reason';
import type { InstallationAction } from '../../../schema/domain/vocabulary/installation';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CancellationReason } from '../../generated/graphql';
import type { CommandContext } from '../../palette/command';
import { CancelInstallationMutation, RelaunchInstallationMutation } from './installation-documents';
import { openInstallationForm } from './installation-form-store';
import type { InstallationRow } from './installation-row';

export const INSTALLATIONS_QUEUE = 'installations';
export const INSTALLATION_ENTITY = 'installation';

/** Every installation action is at agent level, like the page (docs/lifecycles.md "Installations"). */
function allowed(action: InstallationAction) {
  return (context: CommandContext, row: InstallationRow) =>
    canAccess(context.user?.role, 'agent') && installationAllows(action, row);
}

const rowLabel = (row: InstallationRow) =>
  [row.fixedNumber, `${row.address.street} ${row.address.number}`].filter(Boolean).join(' · ');

/** Schedule, update, cancel and relaunch (docs/lifecycles.md), as row buttons and palette commands. */
export const INSTALLATION_ACTIONS: readonly EntityAction<InstallationRow>[] = [
  {
    id: 'installation.schedule',
    entity: INSTALLATION_ENTITY,
    title: 'fieldwork.installation.action.schedule',
    keywords: ['schedule', 'programar', 'cita'],
    isVisible: allowed('SCHEDULE'),
    run: (row) => openInstallationForm('schedule', row),
    success: 'fieldwork.installation.success.schedule',
    rowLabel,
  },
  {
    id: 'installation.update',
    entity: INSTALLATION_ENTITY,
    title: 'fieldwork.installation.action.update',
    keywords: ['update', 'modificar', 'address', 'dirección'],
    isVisible: allowed('UPDATE'),
    run: (row) => openInstallationForm('update', row),
    success: 'fieldwork.installation.success.update',
    rowLabel,
  },
  {
    id: 'installation.cancel',
    entity: INSTALLATION_ENTITY,
    title: 'fieldwork.installation.action.cancel',
    keywords: ['cancel', 'cancelar', 'anular'],
    isVisible: allowed('CANCEL'),
    reason: {
      title: 'fieldwork.cancel.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'fieldwork.installation.confirm.cancelTitle',
      body: 'fieldwork.installation.confirm.cancelBody',
      irreversible: true,
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(CancelInstallationMutation, {
        id: row.id,
        reason: reason as CancellationReason,
      });
    },
    success: 'fieldwork.installation.success.cancel',
    rowLabel,
  },
  {
    id: 'installation.relaunch',
    entity: INSTALLATION_ENTITY,
    title: 'fieldwork.installation.action.relaunch',
    keywords: ['relaunch', 'relanzar'],
    isVisible: allowed('RELAUNCH'),
    confirm: {
      title: 'fieldwork.installation.confirm.relaunchTitle',
      body: 'fieldwork.installation.confirm.relaunchBody',
    },
    run: async (row) => {
      await runGatewayMutation(RelaunchInstallationMutation, { id: row.id });
    },
    success: 'fieldwork.installation.success.relaunch',
    rowLabel,
  },
];
