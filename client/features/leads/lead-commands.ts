import { isLeadClosed } from '../../../schema/domain/lifecycles/lead-lifecycle';
import { getActionTarget } from '../../actions/action-target-store';
import type { Command, CommandContext } from '../../palette/command';
import { isLeadAdmin, LEAD_ENTITY } from './lead-actions';
import { openLeadForm } from './lead-form-store';
import type { LeadRow } from './lead-row';

/** The focused lead of the leads queue, when it is still open (not WON or LOST). */
function focusedOpenLead(): LeadRow | null {
  const target = getActionTarget();
  if (!target || target.entity !== LEAD_ENTITY) return null;
  const row = (target.focused ??
    (target.selected.length === 1 ? target.selected[0] : null)) as LeadRow | null;
  return row && !isLeadClosed(row.status) ? row : null;
}

const onLeadsPage = (context: CommandContext) => context.route.id === 'leads' && isLeadAdmin(context);

/**
 * The lead form from the palette: "new lead" on the leads page, "edit lead" on the focused open lead. The
 * toolbar button and the row's edit button call the same `openLeadForm`.
 */
export const LEAD_COMMANDS: readonly Command[] = [
  {
    id: 'lead.new',
    title: 'catalogue.leads.action.new',
    group: 'catalogue.group.leads',
    scope: 'page',
    keywords: ['lead', 'new', 'nuevo', 'crear'],
    isVisible: onLeadsPage,
    run: () => {
      void openLeadForm(null);
    },
  },
  {
    id: 'lead.edit',
    title: 'catalogue.leads.action.edit',
    group: 'actions.group.lead',
    scope: 'page',
    keywords: ['edit', 'editar'],
    isVisible: (context) => onLeadsPage(context) && focusedOpenLead() !== null,
    run: () => {
      const lead = focusedOpenLead();
      if (lead) void openLeadForm(lead);
    },
  },
];
