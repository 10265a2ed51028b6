import { EXAMPLE_LOGO_PNG } from '../../../schema/rest/brand-settings';
import type { ScopeCase, ScopeRows } from './scope-case';

/**
 * Brand settings belong to the brand's own channel (2020001): its admin reads and changes them, the operator in
 * channel 0 is its parent, an admin who entered a sub-channel and another brand's admin must not reach them.
 */
function brandSettingsCases(request: { path: string; body?: unknown }): ScopeCase[] {
  const fixed = () => request;
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: fixed, expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: fixed, expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: fixed, expect: 200 },
    { relation: 'parent channel', caller: 'OPERATOR', request: fixed, expect: 200 },
  ];
}

const usersOf = (channel: string) => (rows: ScopeRows) => ({
  path: `/channel/users?channel=${channel}`,
  listed: channel === '2020001' ? rows.brandUser : rows.subManager,
});

/**
 * Brand settings and channel management. Channel management answers 404 to any caller whose channel does not start
 * 202 or 145, so its other-brand caller is a Vela Movil (1450002) admin, who would otherwise pass that rule.
 */
export const channelScopeCases: Record<string, ScopeCase[]> = {
  getBrandSettings: brandSettingsCases({ path: '/channel/settings?brandId=2020001' }),
  putBrandSettings: brandSettingsCases({
    path: '/channel/config?brandId=2020001',
    body: { other: { sendTvWelcomeEmail: true, manualSignup: false } },
  }),
  getContacts: brandSettingsCases({ path: '/channel/contacts?brandId=2020001' }),
  putContacts: brandSettingsCases({
    path: '/channel/contacts?brandId=2020001',
    body: { contacts: [{ name: 'Alcance', email: 'scope@demo.test', types: ['general'] }] },
  }),
  postEmailVerification: brandSettingsCases({
    path: '/channel/emails/verification?brandId=2020001',
    body: { kind: 'NOTIFICATION' },
  }),
  putBrandLogo: brandSettingsCases({
    path: '/channel/logos?brandId=2020001',
    body: { kind: 'CONTRACT', contentBase64: EXAMPLE_LOGO_PNG },
  }),
  deleteBrandLogo: brandSettingsCases({
    path: '/channel/logos?brandId=2020001',
    body: { kind: 'CONTRACT' },
  }),
  getChannels: [
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: () => ({ path: '/channel?channel=2020001' }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: () => ({ path: '/channel?channel=2020001' }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: () => ({ path: '/channel?channel=2020001002' }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: () => ({ path: '/channel?channel=2020001002' }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/channel?channel=2020001002' }),
      expect: 200,
    },
  ],
  putChannel: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/channel', body: { channel: '2020001', name: 'Fuera de alcance' } }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: () => ({ path: '/channel', body: { channel: '2020001002', name: 'Fuera de alcance' } }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/channel', body: { channel: '2020001002', name: 'Alcance propio' } }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/channel', body: { channel: '2020001002', name: 'Alcance padre' } }),
      expect: 200,
    },
  ],
  getChannelUsers: [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: usersOf('2020001'), expect: 404 },
    { relation: 'another brand', caller: 'VELA_ADMIN', request: usersOf('2020001'), expect: 404 },
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: usersOf('2020001'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: usersOf('2020001002'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: usersOf('2020001002'),
      expect: 200,
      listed: true,
    },
  ],
  postUser: [
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: () => ({ path: '/user', body: { channel: '2020001', email: 'scope.up@demo.test' } }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: () => ({ path: '/user', body: { channel: '2020001002', email: 'scope.nimbus@demo.test' } }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: () => ({ path: '/user', body: { channel: '2020001002', email: 'scope.own@demo.test' } }),
      expect: 200,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: () => ({ path: '/user', body: { channel: '2020001002', email: 'scope.own.two@demo.test' } }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/user', body: { channel: '2020001002', email: 'scope.parent@demo.test' } }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({
        path: '/user',
        body: { channel: '2020001002', email: 'scope.parent.two@demo.test' },
      }),
      expect: 200,
    },
  ],
  putUser: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: (rows) => ({ path: '/user', body: { email: rows.brandUser, fullName: 'Fuera de alcance' } }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: (rows) => ({ path: '/user', body: { email: rows.subManager, fullName: 'Fuera de alcance' } }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/user', body: { email: 'scope.own@demo.test', fullName: 'Alcance propio' } }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: (rows) => ({ path: '/user', body: { email: rows.subManager, fullName: 'Alcance padre' } }),
      expect: 200,
    },
  ],
  deleteUser: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: (rows) => ({ path: '/user', body: { email: rows.brandUser } }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: () => ({ path: '/user', body: { email: 'scope.parent@demo.test' } }),
      expect: 404,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/user', body: { email: 'scope.parent@demo.test' } }),
      expect: 200,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/user', body: { email: 'scope.own@demo.test' } }),
      expect: 200,
    },
  ],
  getUserHistory: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: (rows) => ({ path: `/user/history?email=${rows.brandUser}` }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: (rows) => ({ path: `/user/history?email=${rows.subManager}` }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: (rows) => ({ path: `/user/history?email=${rows.brandUser}` }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: (rows) => ({ path: `/user/history?email=${rows.subManager}` }),
      expect: 200,
    },
  ],
  // Disables only users these cases created, never a caller of other cases: the matrix runs in any order.
  disableUser: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: (rows) => ({ path: '/disableUser', body: { email: rows.brandUser } }),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'VELA_ADMIN',
      request: (rows) => ({ path: '/disableUser', body: { email: rows.subManager } }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/disableUser', body: { email: 'scope.own.two@demo.test' } }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/disableUser', body: { email: 'scope.parent.two@demo.test' } }),
      expect: 200,
    },
  ],
};
