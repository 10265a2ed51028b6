import type { MatrixRow } from './matrix-row';

/** Session, brand info and channel switching. */
export const sessionRows: Record<string, MatrixRow> = {
  getSession: {
    request: { path: '/session' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 200, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getChannelConfig: {
    request: { path: '/channel/config' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 200, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getCachedBrands: {
    request: { path: '/channel/cachedBrands' },
    expect: { ADMIN: 403, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  putUserChannel: {
    request: { path: '/user/channel', body: {} },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
};
