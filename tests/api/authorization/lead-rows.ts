import { demoLeadId } from '../../../api/seed/demo-leads';
import type { MatrixRow } from './matrix-row';

/** The /leads screen is admin (docs/rest-api.md); operator staff are admins above every brand. */
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** Demo lead 0 of 2020001 is WON (final): whoever may act reaches the lifecycle's refusal and nothing changes. */
const ACTION_REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

const INTERNAL_SALE = {
  customerName: 'Mario Rey Soto',
  customerDocument: '',
  phone: '699000111',
  sellType: 'INTERNAL_SALE',
  commission: 0,
  date: '2026-02-01',
  consent: null,
};

export const leadRows: Record<string, MatrixRow> = {
  listLeads: { request: { path: '/leads' }, expect: ADMIN_LEVEL },
  getLead: { request: { path: `/lead?id=${demoLeadId('2020001', 0)}` }, expect: ADMIN_LEVEL },
  createLead: { request: { path: '/leads', body: INTERNAL_SALE }, expect: ADMIN_LEVEL },
  updateLead: {
    request: { path: `/leads/${demoLeadId('2020001', 1)}`, body: INTERNAL_SALE },
    expect: ADMIN_LEVEL,
  },
  changeLeadStatus: {
    request: { path: `/leads/${demoLeadId('2020001', 0)}/status`, body: { status: 'SENT' } },
    expect: ACTION_REFUSED,
  },
};
