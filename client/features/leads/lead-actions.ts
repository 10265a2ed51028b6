import { canMoveLead } from '../../../schema/domain/lifecycles/lead-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import type { LeadStatus } from '../../../schema/domain/vocabulary/lead';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { ChangeLeadStatusMutation } from './lead-documents';
import type { LeadRow } from './lead-row';

export const LEAD_ENTITY = 'lead';

/** The /leads screen and every lead write are admin (docs/rest-api.md). */
export const isLeadAdmin = (context: CommandContext) => canAccess(context.user?.role, 'admin');

function moveTo(
  status: LeadStatus,
  action: Omit<EntityAction<LeadRow>, 'entity' | 'isVisible' | 'run'>,
): EntityAction<LeadRow> {
  return {
    ...action,
    entity: LEAD_ENTITY,
    isVisible: (context, row) => isLeadAdmin(context) && canMoveLead(row.status, status),
    run: async (row) => {
      await runGatewayMutation(ChangeLeadStatusMutation, { id: row.id, status });
    },
    rowLabel: (row) => row.customerName,
  };
}

/** Status moves of a lead, as row buttons and palette commands (docs/lifecycles.md, Leads). */
export const LEAD_ACTIONS: readonly EntityAction<LeadRow>[] = [
  moveTo('SENT', {
    id: 'lead.send',
    title: 'catalogue.leads.action.send',
    keywords: ['send', 'enviar'],
    success: 'catalogue.leads.success.sent',
  }),
  moveTo('PENDING', {
    id: 'lead.pending',
    title: 'catalogue.leads.action.pending',
    keywords: ['pending', 'pendiente', 'marcar'],
    success: 'catalogue.leads.success.pending',
  }),
  moveTo('WON', {
    id: 'lead.won',
    title: 'catalogue.leads.action.won',
    keywords: ['won', 'ganado', 'marcar'],
    confirm: { title: 'catalogue.leads.confirm.won.title', body: 'catalogue.leads.confirm.won.body' },
    success: 'catalogue.leads.success.won',
  }),
  moveTo('LOST', {
    id: 'lead.lost',
    title: 'catalogue.leads.action.lost',
    keywords: ['lost', 'perdido', 'marcar'],
    confirm: {
      title: 'catalogue.leads.confirm.lost.title',
      body: 'catalogue.leads.confirm.lost.body',
      irreversible: true,
    },
    success: 'catalogue.leads.success.lost',
  }),
];
