import { demoResourceId } from '../../../api/seed/demo-resources';
import type { MatrixRow } from './matrix-row';

/** The /resources screen is admin (docs/rest-api.md); operator staff are admins above every brand. */
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** Refused by a business rule once past access: nothing changes, whoever calls. */
const REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

export const resourceRows: Record<string, MatrixRow> = {
  listResources: { request: { path: '/resources' }, expect: ADMIN_LEVEL },
  // 610100000 is the first demo mobile number of 2020001: a duplicate.
  addResources: {
    request: { path: '/resources', body: { kind: 'MSISDN', values: ['610100000'], channel: '2020001' } },
    expect: REFUSED,
  },
  // Demo resource 0 of 2020001 is RETIRED (final).
  changeResourceStatus: {
    request: { path: `/resources/${demoResourceId('2020001', 0)}/status`, body: { status: 'AVAILABLE' } },
    expect: REFUSED,
  },
  assignResourcesChannel: {
    request: {
      path: '/resources/assign-channel',
      body: { ids: [demoResourceId('2020001', 6)], channel: '2020001001' },
    },
    expect: ADMIN_LEVEL,
  },
};
