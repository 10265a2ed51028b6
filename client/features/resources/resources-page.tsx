import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canAccess } from '../../../schema/domain/roles';
import { RESOURCE_KINDS, RESOURCE_STATUSES } from '../../../schema/domain/vocabulary/resource';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { AddResourcesDialog, RESOURCES_QUEUE_ID } from './add-resources-dialog';
import { openAddResources } from './add-resources-store';
import { loadResources } from './load-resources';
import { RESOURCE_ACTIONS, RESOURCE_ENTITY } from './resource-actions';
import { resourceColumns } from './resource-columns';
import { RESOURCE_COMMANDS } from './resource-commands';

const FILTERS: readonly QueueFilter[] = [
  {
    id: 'kind',
    label: 'catalogue.resources.filter.kind',
    kind: 'select',
    options: RESOURCE_KINDS.map((kind) => ({ value: kind, label: `domain.resourceKind.${kind}` })),
  },
  {
    id: 'status',
    label: 'catalogue.resources.filter.status',
    kind: 'select',
    options: RESOURCE_STATUSES.map((status) => ({ value: status, label: `domain.resourceStatus.${status}` })),
  },
  {
    id: 'search',
    label: 'catalogue.resources.filter.search',
    kind: 'text',
    placeholder: 'catalogue.resources.filter.searchPlaceholder',
  },
];

/** /resources (admin): the brand's numbers and SIMs in the channel subtree, with bulk add and status moves. */
export default function ResourcesPage(_props: PageProps) {
  const { t } = useTranslation(['catalogue', 'domain']);
  const { user } = useSnapshot(sessionStore);
  const canEdit = canAccess(user?.role, 'admin');

  useEffect(() => {
    const removeActions = registerEntityActions(RESOURCE_ACTIONS);
    const removeCommands = registerCommands(RESOURCE_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);

  const columns = useMemo(() => resourceColumns(t), [t]);

  return (
    <>
      <QueuePage
        queueId={RESOURCES_QUEUE_ID}
        entity={RESOURCE_ENTITY}
        title="catalogue.resources.title"
        columns={columns}
        filters={FILTERS}
        load={loadResources}
        rowId={(row) => row.id}
        empty="catalogue.resources.empty"
        toolbar={
          canEdit ? (
            <button
              type="button"
              onClick={openAddResources}
              className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-500 dark:hover:bg-primary-600"
            >
              {t('catalogue.resources.action.add')}
            </button>
          ) : null
        }
      />
      <AddResourcesDialog />
    </>
  );
}
