import { demoPortabilityId } from '../../../api/seed/demo-portabilities';
import type { MatrixRow } from './matrix-row';

const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/**
 * The demo portability at position 0 of brand 2020001 is CANCELED and the one at 1 is completed: whoever may act
 * gets past access to the status check (409), whatever the time of day, and nothing changes.
 */
const ACTION_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 409, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

/** Portabilities: agent and above (docs/lifecycles.md). */
export const portabilityRows: Record<string, MatrixRow> = {
  listPortabilities: { request: { path: '/portabilities' }, expect: AGENT_LEVEL },
  getPortabilityInUse: { request: { path: '/portability?line=600000000&type=IN' }, expect: AGENT_LEVEL },
  cancelPortability: {
    request: {
      path: `/portabilities/${demoPortabilityId('2020001', 0)}/cancel`,
      body: { reason: 'CUSTOMER_REQUEST' },
    },
    expect: ACTION_REFUSED,
  },
  relaunchPortability: {
    request: { path: `/portabilities/${demoPortabilityId('2020001', 1)}/relaunch`, body: {} },
    expect: ACTION_REFUSED,
  },
};
