import { describe, expect, it } from 'vitest';
import {
  lineAllows,
  SUBSCRIPTION_ACTIONS,
  subscriptionAllows,
  subscriptionLinksAllow,
} from '../../schema/domain/lifecycles/subscription-lifecycle';

const NO_LINKS = {
  sharedSubscriptionId: null,
  groupMembers: 0,
  headerSubscriptionId: null,
  convergentSubscriptionId: null,
};

describe('subscription lifecycle table', () => {
  it('terminated and canceled lines refuse every action', () => {
    for (const action of SUBSCRIPTION_ACTIONS) {
      expect(subscriptionAllows(action, 'TERMINATED')).toBe(false);
      expect(subscriptionAllows(action, 'CANCELED')).toBe(false);
    }
  });
  it('no contract change while another is pending; technical actions still work on a live line', () => {
    expect(subscriptionAllows('PRODUCT_CHANGE', 'ACTIVE')).toBe(true);
    for (const pending of ['PENDING_PRODUCT_CHANGE', 'PENDING_TITULAR_CHANGE'] as const) {
      for (const action of ['PRODUCT_CHANGE', 'TITULAR_CHANGE', 'PACK', 'CREATE_SHARED_GROUP'] as const) {
        expect(subscriptionAllows(action, pending)).toBe(false);
      }
      expect(subscriptionAllows('ONT_RESET', pending)).toBe(true);
      expect(subscriptionAllows('CHANGE_ALIAS', pending)).toBe(true);
    }
    expect(subscriptionAllows('CANCEL_LINE', 'PENDING_PORTABILITY')).toBe(true);
    expect(subscriptionAllows('CANCEL_LINE', 'ACTIVE')).toBe(false);
  });
});

describe('line actions: family first, then status, then links', () => {
  it('applies each network action to its families only', () => {
    expect(lineAllows('TV_STATUS', { family: 'TV', status: 'ACTIVE' })).toBe(true);
    expect(lineAllows('TV_STATUS', { family: 'MOBILE', status: 'ACTIVE' })).toBe(false);
    for (const family of ['FIBRE', 'CONVERGENT'] as const) {
      expect(lineAllows('ONT_RESET', { family, status: 'ACTIVE' })).toBe(true);
    }
    for (const family of ['MOBILE', 'M2M'] as const) {
      expect(lineAllows('SPN_CHANGE', { family, status: 'ACTIVE' })).toBe(true);
      expect(lineAllows('WIFI_CHANGE', { family, status: 'ACTIVE' })).toBe(false);
    }
  });
  it('cancels a live line (scheduled termination) and one not live yet (outright)', () => {
    for (const status of ['ACTIVE', 'UNKNOWN', 'PENDING_PORTABILITY', 'PENDING_ACTIVATION'] as const) {
      expect(lineAllows('CANCEL_LINE', { family: 'FIBRE', status })).toBe(true);
    }
    for (const status of ['PENDING_TERMINATION', 'TERMINATED', 'CANCELED'] as const) {
      expect(lineAllows('CANCEL_LINE', { family: 'FIBRE', status })).toBe(false);
    }
  });
  it('groups and packs look at the links', () => {
    const grouped = { ...NO_LINKS, sharedSubscriptionId: 'head' };
    const heading = { ...NO_LINKS, groupMembers: 2 };
    const packed = { ...NO_LINKS, headerSubscriptionId: 'fibre' };
    expect(subscriptionLinksAllow('CREATE_SHARED_GROUP', NO_LINKS)).toBe(true);
    expect(subscriptionLinksAllow('ADD_TO_SHARED_GROUP', grouped)).toBe(false);
    expect(subscriptionLinksAllow('ADD_TO_SHARED_GROUP', heading)).toBe(false);
    expect(subscriptionLinksAllow('REMOVE_FROM_SHARED_GROUP', grouped)).toBe(true);
    expect(subscriptionLinksAllow('REMOVE_FROM_SHARED_GROUP', heading)).toBe(false);
    expect(subscriptionLinksAllow('PACK', packed)).toBe(false);
    expect(subscriptionLinksAllow('UNPACK', packed)).toBe(true);
    expect(subscriptionLinksAllow('UNPACK', NO_LINKS)).toBe(false);
    expect(lineAllows('PACK', { family: 'TV', status: 'ACTIVE', links: NO_LINKS })).toBe(false);
    expect(lineAllows('CREATE_SHARED_GROUP', { family: 'M2M', status: 'ACTIVE', links: NO_LINKS })).toBe(
      false,
    );
  });
});
