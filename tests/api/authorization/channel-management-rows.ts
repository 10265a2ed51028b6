import type { MatrixRow } from './matrix-row';

/**
 * Channel management (docs/decisions.md, "Channel management"): listing sub-channels needs agent, creating users manager, the rest
 * admin; and the caller's current channel must start 202 or 145, so the operator standing in channel 0 gets 404.
 * Each mutation succeeds once for ADMIN; rows name demo users no other row of the matrix signs in as.
 */
export const channelManagementRows: Record<string, MatrixRow> = {
  getChannels: {
    request: { path: '/channel?channel=2020001001' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  putChannel: {
    request: { path: '/channel', body: { channel: '2020001001', name: 'Matriz de permisos' } },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  getChannelUsers: {
    request: { path: '/channel/users?channel=2020001' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  // ADMIN creates the user; MANAGER then passes the access check and meets the existing e-mail (409).
  postUser: {
    request: {
      path: '/user',
      body: { channel: '2020001001', email: 'matrix.agent@demo.test', role: 'AGENT' },
    },
    expect: { ADMIN: 200, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  putUser: {
    request: { path: '/user', body: { email: 'norole@demo.test', role: 'MANAGER' } },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  deleteUser: {
    request: { path: '/user', body: { email: 'legacy@demo.test' } },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  getUserHistory: {
    request: { path: '/user/history?email=agent@demo.test' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
  disableUser: {
    request: { path: '/disableUser', body: { email: 'owner@demo.test' } },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 404, NO_TOKEN: 401 },
  },
};
