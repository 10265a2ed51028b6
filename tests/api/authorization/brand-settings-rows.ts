import { EXAMPLE_LOGO_PNG } from '../../../schema/rest/brand-settings';
import type { MatrixRow } from './matrix-row';

const adminOnly = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };

/** Brand settings, contacts and e-mail verification of brand 2020001 (the operator reaches it from channel 0). */
export const brandSettingsRows: Record<string, MatrixRow> = {
  getBrandSettings: { request: { path: '/channel/settings?brandId=2020001' }, expect: adminOnly },
  putBrandSettings: {
    request: {
      path: '/channel/config?brandId=2020001',
      body: { other: { sendTvWelcomeEmail: true, manualSignup: false } },
    },
    expect: adminOnly,
  },
  getContacts: { request: { path: '/channel/contacts?brandId=2020001' }, expect: adminOnly },
  putContacts: {
    request: {
      path: '/channel/contacts?brandId=2020001',
      body: { contacts: [{ name: 'Matriz', email: 'matrix@demo.test', types: ['general'] }] },
    },
    expect: adminOnly,
  },
  postEmailVerification: {
    request: { path: '/channel/emails/verification?brandId=2020001', body: { kind: 'NOTIFICATION' } },
    expect: adminOnly,
  },
  putBrandLogo: {
    request: {
      path: '/channel/logos?brandId=2020001',
      body: { kind: 'APP', contentBase64: EXAMPLE_LOGO_PNG },
    },
    expect: adminOnly,
  },
  deleteBrandLogo: {
    request: { path: '/channel/logos?brandId=2020001', body: { kind: 'APP' } },
    expect: adminOnly,
  },
  // Public: no caller is refused; a logo never uploaded is 404 for everyone.
  getBrandLogoFile: {
    request: { path: '/brand-logos/2020001/invoice-0123456789abcdef.png' },
    expect: { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 },
  },
  // Public: no caller is refused; an unknown token is 404 for everyone.
  verifyEmail: {
    request: { path: '/verify-email?token=unknown-token' },
    expect: { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 },
  },
};
