import type { LeadStatus } from '../vocabulary/lead';

/**
 * Where a lead may go from each status (docs/lifecycles.md, Leads). The only step back is PENDING -> SENT: the
 * provider asked for a correction and the lead is sent again. WON and LOST are final.
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  CREATED: ['SENT', 'LOST'],
  SENT: ['PENDING', 'WON', 'LOST'],
  PENDING: ['SENT', 'WON', 'LOST'],
  WON: [],
  LOST: [],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** A WON or LOST lead is closed: no status change and no edit. */
export function isLeadClosed(status: LeadStatus): boolean {
  return LEAD_TRANSITIONS[status].length === 0;
}
