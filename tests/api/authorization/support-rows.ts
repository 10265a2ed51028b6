import type { MatrixRow } from './matrix-row';

/**
 * The support chat, agent level and above. The topic is `general`, the one the brand settings row's contacts table
 * keeps. The operator stands in channel 0, whose brand has no contacts: it may ask, and its message is refused for
 * want of a contact (422), not for its role.
 */
export const supportRows: Record<string, MatrixRow> = {
  getSupportChannels: {
    request: { path: '/support/channels' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  postSupportMessage: {
    request: { path: '/support/messages', body: { topic: 'general', message: 'Matriz de permisos' } },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 422, NO_TOKEN: 401 },
  },
};
