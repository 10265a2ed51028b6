import { demoInstallationId } from '../../../api/seed/demo-fieldwork';
import type { MatrixRow } from './matrix-row';

const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/**
 * The demo installation at position 0 of brand 2020001 is CANCELED: whoever may act gets past access and scope to
 * the status check (409), and nothing changes.
 */
const ACTION_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 409, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const CANCELED = demoInstallationId('2020001', 0);

/** Installations: agent and above for reading and every action (docs/lifecycles.md). */
export const installationRows: Record<string, MatrixRow> = {
  listInstallations: { request: { path: '/installations' }, expect: AGENT_LEVEL },
  getInstallation: { request: { path: `/installation?id=${CANCELED}` }, expect: AGENT_LEVEL },
  listInstallationSlots: { request: { path: `/installations/${CANCELED}/slots` }, expect: AGENT_LEVEL },
  scheduleInstallation: {
    request: { path: `/installations/${CANCELED}/schedule`, body: { date: '2030-01-15', slot: 'MORNING' } },
    expect: ACTION_REFUSED,
  },
  updateInstallation: {
    request: { path: `/installations/${CANCELED}`, body: { date: '2030-01-15', slot: 'AFTERNOON' } },
    expect: ACTION_REFUSED,
  },
  cancelInstallation: {
    request: { path: `/installations/${CANCELED}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } },
    expect: ACTION_REFUSED,
  },
  relaunchInstallation: {
    request: { path: `/installations/${CANCELED}/relaunch`, body: {} },
    expect: ACTION_REFUSED,
  },
};
