import type { MatrixRow } from './matrix-row';

/** The signup wizard's helpers serve agents and above, like the wizard; clients and anonymous callers are refused. */
const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };

/** Validation helpers and addresses (docs/rest-api.md). */
export const validationHelperRows: Record<string, MatrixRow> = {
  verifyFiscalId: {
    request: { path: '/admin/verifyFiscalId', body: { documentType: 'DNI', fiscalId: '12345678Z' } },
    expect: AGENT_LEVEL,
  },
  verifyIcc: { request: { path: '/admin/verifyIcc?icc=8934011234567890122' }, expect: AGENT_LEVEL },
  isValidIban: { request: { path: '/admin/isValidIBAN?iban=ES9121000418450200051332' }, expect: AGENT_LEVEL },
  searchLine: { request: { path: '/admin/searchLine?lineNumber=600000000' }, expect: AGENT_LEVEL },
  verifyTvUser: {
    request: { path: '/admin/verifyTVUser', body: { email: 'viewer@example.com' } },
    expect: AGENT_LEVEL,
  },
  listProvinces: { request: { path: '/addresses/provinces' }, expect: AGENT_LEVEL },
  searchCities: { request: { path: '/addresses/city/search?province=28&q=alc' }, expect: AGENT_LEVEL },
};
