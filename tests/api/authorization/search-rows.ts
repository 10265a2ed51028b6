import type { MatrixRow } from './matrix-row';

/**
 * Global search (agent and above: the top bar of every staff screen) and the subscription cache, manager and
 * above like GET /subscriptions. The download link is public (the signed token is the credential): a made-up
 * token is 404 for everyone.
 */
export const searchRows: Record<string, MatrixRow> = {
  search: {
    request: { path: '/search?q=Demo' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getCachedSubscriptions: {
    request: { path: '/subscriptions/cached' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  downloadCachedSubscriptions: {
    request: { path: '/subscriptions/cached/download?token=made-up.token' },
    expect: { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 },
  },
};
