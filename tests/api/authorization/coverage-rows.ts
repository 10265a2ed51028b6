import type { MatrixRow } from './matrix-row';

/** Coverage check: agent and above, like the signup wizard that uses it. */
export const coverageRows: Record<string, MatrixRow> = {
  checkCoverage: {
    request: {
      path: '/coverage/check',
      body: { postalCode: '28014', province: '28', city: 'Madrid', street: 'Calle de Alcalá', number: '12' },
    },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
};
