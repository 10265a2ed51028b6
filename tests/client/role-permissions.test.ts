import { describe, expect, it } from 'vitest';
import {
  operationPermissions,
  pagePermissions,
  roleSummary,
} from '../../client/features/roles/role-permissions';
import { ROUTES } from '../../client/routes';
import { ENDPOINTS } from '../../schema/rest/endpoints';

const verdictOf = (role: Parameters<typeof pagePermissions>[0], channel: string, routeId: string) =>
  pagePermissions(role, channel, ROUTES).find((page) => page.route.id === routeId);

const operationOf = (role: Parameters<typeof pagePermissions>[0], channel: string, endpointId: string) =>
  operationPermissions(role, channel, ENDPOINTS)
    .flatMap((group) => group.operations)
    .find((operation) => operation.endpoint.id === endpointId)?.verdict;

describe('the role permissions screen reads the route table and the contract', () => {
  it('lists every signed-in page once, and no public page', () => {
    const pages = pagePermissions('ADMIN', '2020001', ROUTES);
    expect(pages.map((page) => page.route.id).sort()).toEqual(
      ROUTES.filter((route) => route.level !== 'public')
        .map((route) => route.id)
        .sort(),
    );
  });

  it('says what the router does: AGENT to signup from the dashboard, CLIENT refused, channels only for 202/145', () => {
    expect(verdictOf('AGENT', '2020001', 'dashboard')).toMatchObject({
      verdict: 'redirect',
      redirectTo: '/subscriptions/v2',
    });
    expect(verdictOf('AGENT', '2020001', 'brand-configuration')?.verdict).toBe('forbidden');
    expect(verdictOf('MANAGER', '2020001', 'line')?.verdict).toBe('allowed');
    expect(verdictOf('USER', '2020001', 'coverage')?.verdict).toBe('allowed');
    expect(verdictOf('CLIENT', '2020001', 'access-control')?.verdict).toBe('allowed');
    expect(verdictOf('CLIENT', '2020001', 'coverage')?.verdict).toBe('forbidden');
    expect(verdictOf('ADMIN', '2020001', 'channels')?.verdict).toBe('allowed');
    expect(verdictOf('ADMIN', '3000003', 'channels')?.verdict).toBe('not-found');
    expect(verdictOf('ADMIN', '2020001', 'role-permissions')?.verdict).toBe('allowed');
  });

  it("gives each api operation the api's own verdict: levels, and operator-only calls from channel 0", () => {
    expect(operationOf('ADMIN', '2020001', 'deleteUser')).toBe('allowed');
    expect(operationOf('MANAGER', '2020001', 'deleteUser')).toBe('forbidden');
    expect(operationOf('MANAGER', '2020001', 'postUser')).toBe('allowed');
    expect(operationOf('AGENT', '2020001', 'putBrandLogo')).toBe('forbidden');
    expect(operationOf('ADMIN', '2020001', 'getCachedBrands')).toBe('operator-only');
    expect(operationOf('ADMIN', '0', 'getCachedBrands')).toBe('allowed');
    // Public operations are not listed: nobody needs a role for them.
    expect(operationOf('CLIENT', '2020001', 'getBrandLogoFile')).toBeUndefined();
    const counted = operationPermissions('CLIENT', '2020001', ENDPOINTS).flatMap((group) => group.operations);
    expect(counted.length).toBe(ENDPOINTS.filter((endpoint) => endpoint.access !== 'public').length);
  });

  it('summarises the cumulative levels and the home page', () => {
    expect(roleSummary('MANAGER')).toMatchObject({
      levels: ['public', 'authenticated', 'agent', 'manager'],
      home: '/subscriptions/v2',
    });
    expect(roleSummary('CLIENT')).toMatchObject({
      levels: ['public', 'authenticated'],
      home: '/access-control',
    });
  });
});
