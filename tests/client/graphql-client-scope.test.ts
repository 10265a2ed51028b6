import { afterEach, describe, expect, it } from 'vitest';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { type SessionBrand, setSessionAnonymous, setSessionReady } from '../../client/session/session-store';
import { sessionUserFixture } from './session-user-fixture';

const BRAND: SessionBrand = {
  brandId: '2020001',
  name: 'Demo Telecom',
  logoURL: null,
  expandedLogoURL: null,
  darkModeLogoURL: null,
  darkModeExpandedLogoURL: null,
  generateCustomerInvoices: false,
  hasMaxSales: false,
  maxSales: null,
};

afterEach(() => setSessionAnonymous());

describe('the normalized cache belongs to one user in one channel', () => {
  it('keeps its client while the same user stays in the same channel', () => {
    setSessionReady(sessionUserFixture('MANAGER', { channel: '2020001', originalChannel: '2020001' }), BRAND);
    const client = currentGraphqlClient();
    setSessionReady(sessionUserFixture('MANAGER', { channel: '2020001', originalChannel: '2020001' }), BRAND);
    expect(currentGraphqlClient()).toBe(client);
  });

  it('starts an empty client on a channel switch and on sign-out', () => {
    setSessionReady(sessionUserFixture('ADMIN', { channel: '2020001', originalChannel: '2020001' }), BRAND);
    const inBrand = currentGraphqlClient();
    setSessionReady(
      sessionUserFixture('ADMIN', { channel: '2020001001', originalChannel: '2020001' }),
      BRAND,
    );
    const inSubChannel = currentGraphqlClient();
    expect(inSubChannel).not.toBe(inBrand);
    setSessionAnonymous();
    expect(currentGraphqlClient()).not.toBe(inSubChannel);
  });
});
