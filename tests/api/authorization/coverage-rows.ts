import type { MatrixRow } from './matrix-row';

/** Public: the link's key is the credential, so a made-up one is unknown to anyone, signed in or not. */
const UNKNOWN_LINK = { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 };
const ADDRESS = {
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
  street: 'Calle de Alcalá',
  number: '12',
};

/**
 * Coverage check: agent and above, like the signup wizard that uses it. The public coverage pages answer by the
 * key of their link; the key itself is read and rotated by the brand's admins (the operator's own brand has none:
 * 404).
 */
export const coverageRows: Record<string, MatrixRow> = {
  checkCoverage: {
    request: { path: '/coverage/check', body: ADDRESS },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getPublicCoverageKey: {
    request: { path: '/coverage/public-key' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  rotatePublicCoverageKey: {
    request: { path: '/coverage/public-key/rotate', body: {} },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  getPublicCoverageBrand: {
    request: { path: '/public/coverage/brand?key=not-a-real-key' },
    expect: UNKNOWN_LINK,
  },
  searchPublicCoverageCities: {
    request: { path: '/public/coverage/cities?key=not-a-real-key&province=28&q=mad' },
    expect: UNKNOWN_LINK,
  },
  checkPublicCoverage: {
    request: { path: '/public/coverage/check', body: { key: 'not-a-real-key', address: ADDRESS } },
    expect: UNKNOWN_LINK,
  },
  createPublicCoverageLead: {
    request: {
      path: '/public/coverage/lead',
      body: {
        key: 'not-a-real-key',
        address: ADDRESS,
        fullName: 'Lucía Martín Vega',
        documentNumber: '12345678Z',
        phone: '612345678',
        acceptConsent: true,
      },
    },
    expect: UNKNOWN_LINK,
  },
};
