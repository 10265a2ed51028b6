import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canAccess } from '../../../schema/domain/roles';
import { LEAD_SELL_TYPES, LEAD_STATUSES } from '../../../schema/domain/vocabulary/lead';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { LEAD_ACTIONS, LEAD_ENTITY } from './lead-actions';
import { leadColumns } from './lead-columns';
import { LEAD_COMMANDS } from './lead-commands';
import { LEADS_QUEUE_ID, LeadFormDialog } from './lead-form-dialog';
import { openLeadForm } from './lead-form-store';
import { loadLeads } from './load-leads';

/** /leads (admin): the channel subtree's leads, newest first, with create, edit and status moves. */
export default function LeadsPage(_props: PageProps) {
  const { t, i18n } = useTranslation(['catalogue', 'domain']);
  const { user } = useSnapshot(sessionStore);
  const canEdit = canAccess(user?.role, 'admin');

  useEffect(() => {
    const removeActions = registerEntityActions(LEAD_ACTIONS);
    const removeCommands = registerCommands(LEAD_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);

  const columns = useMemo(() => leadColumns(t, i18n.language, canEdit), [t, i18n.language, canEdit]);
  const filters = useMemo<QueueFilter[]>(
    () => [
      {
        id: 'status',
        label: 'catalogue.leads.filter.status',
        kind: 'select',
        options: LEAD_STATUSES.map((status) => ({ value: status, label: `domain.leadStatus.${status}` })),
      },
      {
        id: 'sellType',
        label: 'catalogue.leads.filter.sellType',
        kind: 'select',
        options: LEAD_SELL_TYPES.map((sellType) => ({
          value: sellType,
          label: `domain.leadSellType.${sellType}`,
        })),
      },
      {
        id: 'search',
        label: 'catalogue.leads.filter.search',
        kind: 'text',
        placeholder: 'catalogue.leads.filter.searchPlaceholder',
      },
    ],
    [],
  );

  return (
    <>
      <QueuePage
        queueId={LEADS_QUEUE_ID}
        entity={LEAD_ENTITY}
        title="catalogue.leads.title"
        columns={columns}
        filters={filters}
        load={loadLeads}
        rowId={(row) => row.id}
        empty="catalogue.leads.empty"
        toolbar={
          canEdit ? (
            <button
              type="button"
              onClick={() => void openLeadForm(null)}
              className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-500 dark:hover:bg-primary-600"
            >
              {t('catalogue.leads.action.new')}
            </button>
          ) : null
        }
      />
      <LeadFormDialog />
    </>
  );
}
