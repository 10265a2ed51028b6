import type { ScopeCase, ScopeRows } from './scope-case';

/**
 * The brand row is CANCELED and the sub-channel row PENDING_CANCELATION: a caller in scope gets past the scope
 * check to the status check (409) whatever the time of day, and nothing changes either way.
 */
function actionCases(action: 'cancel' | 'relaunch'): ScopeCase[] {
  const body = action === 'cancel' ? { reason: 'CUSTOMER_REQUEST' } : {};
  const on = (key: 'brandPortabilityId' | 'subPortabilityId') => (rows: ScopeRows) => ({
    path: `/portabilities/${rows[key]}/${action}`,
    body,
  });
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandPortabilityId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandPortabilityId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subPortabilityId'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandPortabilityId'), expect: 409 },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subPortabilityId'), expect: 409 },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subPortabilityId'), expect: 409 },
  ];
}

function listed(
  line: 'brandPortabilityLine' | 'subPortabilityLine',
  id: 'brandPortabilityId' | 'subPortabilityId',
) {
  return (rows: ScopeRows) => ({ path: `/portabilities?search=${rows[line]}`, listed: rows[id] });
}

/** Portabilities. */
export const portabilityScopeCases: Record<string, ScopeCase[]> = {
  listPortabilities: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandPortabilityLine', 'brandPortabilityId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: listed('subPortabilityLine', 'subPortabilityId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subPortabilityLine', 'subPortabilityId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: listed('brandPortabilityLine', 'brandPortabilityId'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandPortabilityLine', 'brandPortabilityId'),
      expect: 200,
      listed: false,
    },
  ],
  cancelPortability: actionCases('cancel'),
  relaunchPortability: actionCases('relaunch'),
};
