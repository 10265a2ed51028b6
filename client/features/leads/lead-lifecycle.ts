import type { LeadStatus } from '../../../schema/domain/vocabulary/lead';

/**
 * Where a lead may go from each status (docs/lifecycles.md, Leads; the api's LEAD_TRANSITIONS). The console shows
 * only the moves the api accepts; the api still decides.
 */
export const LEAD_NEXT_STATUSES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  CREATED: ['SENT', 'LOST'],
  SENT: ['PENDING', 'WON', 'LOST'],
  PENDING: ['SENT', 'WON', 'LOST'],
  WON: [],
  LOST: [],
};

export function leadCanMove(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_NEXT_STATUSES[from].includes(to);
}

/** WON and LOST are final: such a lead is neither moved nor edited (LEAD_CLOSED). */
export function leadIsOpen(status: LeadStatus): boolean {
  return status !== 'WON' && status !== 'LOST';
}
