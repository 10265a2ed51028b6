import { demoProcessId } from '../../../api/seed/demo-processes';
import type { MatrixRow } from './matrix-row';

const MANAGER_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** Demo process 0 of brand 2020001 is COMPLETED: a cancel gets past access to the lifecycle (409). */
const MANAGER_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const COMPLETED = demoProcessId('2020001', 0);

/** Processes: manager and above (the /processes route needs manager). */
export const processRows: Record<string, MatrixRow> = {
  listProcesses: { request: { path: '/processes' }, expect: MANAGER_LEVEL },
  getProcess: { request: { path: `/process?id=${COMPLETED}` }, expect: MANAGER_LEVEL },
  cancelProcess: {
    request: { path: `/processes/${COMPLETED}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } },
    expect: MANAGER_REFUSED,
  },
};
