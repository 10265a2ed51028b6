import { useEffect } from 'react';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { INSTALLATION_ACTIONS, INSTALLATION_ENTITY, INSTALLATIONS_QUEUE } from './installation-actions';
import { INSTALLATION_COLUMNS, INSTALLATION_FILTERS } from './installation-columns';
import { InstallationFormDialog } from './installation-form-dialog';
import type { InstallationRow } from './installation-row';
import { loadInstallations } from './load-installations';

const rowId = (row: InstallationRow) => row.id;
const rowHref = (row: InstallationRow) => `/customer/${encodeURIComponent(row.customerFiscalId)}`;

/** /management/installations: the field-service queue with schedule, update, cancel and relaunch. */
export default function InstallationsPage(_props: PageProps) {
  useEffect(() => registerEntityActions(INSTALLATION_ACTIONS), []);
  return (
    <>
      <QueuePage<InstallationRow>
        queueId={INSTALLATIONS_QUEUE}
        entity={INSTALLATION_ENTITY}
        title="fieldwork.installation.title"
        columns={INSTALLATION_COLUMNS}
        filters={INSTALLATION_FILTERS}
        load={loadInstallations}
        rowId={rowId}
        rowHref={rowHref}
        empty="fieldwork.installation.empty"
      />
      <InstallationFormDialog />
    </>
  );
}
