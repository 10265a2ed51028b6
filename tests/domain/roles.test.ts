import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  abilitiesFor,
  canAccess,
  channelManagementAllowed,
  effectiveRole,
  homePathFor,
  type Role,
} from '../../schema/domain/roles';

describe('roles and access levels', () => {
  const reach: Record<Role, AccessLevel[]> = {
    ADMIN: ['public', 'authenticated', 'agent', 'manager', 'admin'],
    MANAGER: ['public', 'authenticated', 'agent', 'manager'],
    AGENT: ['public', 'authenticated', 'agent'],
    USER: ['public', 'authenticated', 'agent'],
    CLIENT: ['public', 'authenticated'],
  };

  it.each(Object.entries(reach))('%s reaches exactly its cumulative levels', (role, levels) => {
    const reached = ACCESS_LEVELS.filter((level) => canAccess(role as Role, level));
    expect(reached).toEqual(levels);
  });

  it('treats legacy USER as AGENT', () => {
    expect(effectiveRole('USER')).toBe('AGENT');
    expect(effectiveRole('MANAGER')).toBe('MANAGER');
  });

  it('gives manage-all only to ADMIN', () => {
    expect(abilitiesFor('ADMIN')).toContainEqual({ action: 'manage', subject: 'all' });
    for (const role of ['MANAGER', 'AGENT', 'USER', 'CLIENT'] as const) {
      expect(abilitiesFor(role)).not.toContainEqual({ action: 'manage', subject: 'all' });
    }
    expect(abilitiesFor('MANAGER').map((a) => a.subject)).toEqual(['public', 'default', 'agent', 'manager']);
  });

  it('sends each role home (docs/decisions.md, "Routes and access")', () => {
    expect(homePathFor('ADMIN')).toBe('/dashboard');
    expect(homePathFor('MANAGER')).toBe('/subscriptions/v2');
    expect(homePathFor('AGENT')).toBe('/subscriptions/v2');
    expect(homePathFor('USER')).toBe('/subscriptions/v2');
    expect(homePathFor('CLIENT')).toBe('/access-control');
    expect(homePathFor(undefined)).toBe('/login');
  });

  it('opens channel management only under the 202 and 145 prefixes', () => {
    expect(channelManagementAllowed('2020001')).toBe(true);
    expect(channelManagementAllowed('1450002001')).toBe(true);
    expect(channelManagementAllowed('3000003')).toBe(false);
    expect(channelManagementAllowed('0')).toBe(false);
    expect(channelManagementAllowed('20')).toBe(false);
    expect(channelManagementAllowed(null)).toBe(false);
  });
});
