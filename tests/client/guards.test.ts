import { describe, expect, it } from 'vitest';
import { decideNavigation, fallbackPathFor } from '../../client/routing/decide-navigation';
import type { AuthSnapshot } from '../../client/session/auth-snapshot';
import type { Role } from '../../schema/domain/roles';

const signedIn = (role: Role, channel = '2020001'): AuthSnapshot => ({
  status: 'authenticated',
  user: { role, channel, originalChannel: channel },
});
const anonymous: AuthSnapshot = { status: 'anonymous' };

function outcome(path: string, auth: AuthSnapshot, search = '', returnTo?: string | null): string {
  const decision = decideNavigation(path, search, auth, returnTo);
  if (decision.kind === 'redirect') return `-> ${decision.to}`;
  if (decision.kind === 'render') return `render ${decision.route.id}`;
  return decision.kind;
}

describe('guards: / redirects by role', () => {
  it.each([
    ['ADMIN', '-> /dashboard'],
    ['MANAGER', '-> /subscriptions/v2'],
    ['AGENT', '-> /subscriptions/v2'],
    ['USER', '-> /subscriptions/v2'],
    ['CLIENT', '-> /access-control'],
  ] as const)('%s goes %s', (role, expected) => {
    expect(outcome('/', signedIn(role))).toBe(expected);
  });

  it('sends anonymous visitors to /login keeping the whole query', () => {
    expect(outcome('/', anonymous, '?marketplace=acme&x=1')).toBe('-> /login?marketplace=acme&x=1');
    expect(outcome('/', anonymous)).toBe('-> /login');
  });

  it('waits while the session is loading', () => {
    expect(outcome('/', { status: 'pending' })).toBe('wait');
    expect(outcome('/subs', { status: 'pending' })).toBe('wait');
  });
});

describe('guards: access matrix', () => {
  const matrix: [path: string, expected: Record<Role, string>][] = [
    [
      '/resources',
      {
        ADMIN: 'render resources',
        MANAGER: '-> /not-authorized',
        AGENT: '-> /not-authorized',
        USER: '-> /not-authorized',
        CLIENT: '-> /not-authorized',
      },
    ],
    [
      '/subs',
      {
        ADMIN: 'render subscriptions',
        MANAGER: 'render subscriptions',
        AGENT: '-> /not-authorized',
        USER: '-> /not-authorized',
        CLIENT: '-> /not-authorized',
      },
    ],
    [
      '/subscriptions/v2',
      {
        ADMIN: 'render signup-v2',
        MANAGER: 'render signup-v2',
        AGENT: 'render signup-v2',
        USER: 'render signup-v2',
        CLIENT: '-> /not-authorized',
      },
    ],
    [
      '/shipments',
      {
        ADMIN: 'render shipments',
        MANAGER: 'render shipments',
        AGENT: 'render shipments',
        USER: 'render shipments',
        CLIENT: '-> /not-authorized',
      },
    ],
    [
      '/dashboard',
      {
        ADMIN: 'render dashboard',
        MANAGER: '-> /subscriptions/v2',
        AGENT: '-> /subscriptions/v2',
        USER: '-> /subscriptions/v2',
        CLIENT: '-> /not-authorized',
      },
    ],
    [
      '/access-control',
      {
        ADMIN: 'render access-control',
        MANAGER: 'render access-control',
        AGENT: 'render access-control',
        USER: 'render access-control',
        CLIENT: 'render access-control',
      },
    ],
    [
      '/line/612345678',
      {
        ADMIN: 'render line',
        MANAGER: 'render line',
        AGENT: '-> /not-authorized',
        USER: '-> /not-authorized',
        CLIENT: '-> /not-authorized',
      },
    ],
  ];

  for (const [path, expectations] of matrix) {
    for (const [role, expected] of Object.entries(expectations) as [Role, string][]) {
      it(`${role} on ${path}: ${expected}`, () => {
        expect(outcome(path, signedIn(role))).toBe(expected);
      });
    }
  }

  it('remembers the unauthorized attempt, with its query', () => {
    const decision = decideNavigation('/resources', '?page=2', signedIn('AGENT'));
    expect(decision).toMatchObject({
      kind: 'redirect',
      to: '/not-authorized',
      unauthorizedAttempt: '/resources?page=2',
    });
  });
});

describe('guards: unauthenticated', () => {
  it('goes to /login keeping only the marketplace query and remembering the destination', () => {
    const decision = decideNavigation('/subs', '?marketplace=acme&tab=2', anonymous);
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?marketplace=acme',
      returnTo: '/subs?marketplace=acme&tab=2',
    });
    expect(outcome('/resources', anonymous, '?tab=2')).toBe('-> /login');
  });

  it('renders public pages without a session', () => {
    expect(outcome('/login', anonymous)).toBe('render login');
    expect(outcome('/verify-email/success', anonymous)).toBe('render verify-email-success');
    expect(outcome('/invoice/payment/77', anonymous)).toBe('render invoice-payment');
  });
});

describe('guards: special rules', () => {
  it('sends unknown paths to /error-404, signed in or not', () => {
    expect(outcome('/does/not/exist', anonymous)).toBe('-> /error-404');
    expect(outcome('/does/not/exist', signedIn('ADMIN'))).toBe('-> /error-404');
  });

  it('opens /management/channel only when the current channel starts with 202 or 145', () => {
    expect(outcome('/management/channel', signedIn('ADMIN', '2020001'))).toBe('render channels');
    expect(outcome('/management/channel', signedIn('ADMIN', '2020001001'))).toBe('render channels');
    expect(outcome('/management/channel', signedIn('ADMIN', '1450002'))).toBe('render channels');
    expect(outcome('/management/channel', signedIn('ADMIN', '3000003'))).toBe('-> /error-404');
    expect(outcome('/management/channel', signedIn('ADMIN', '0'))).toBe('-> /error-404');
    expect(outcome('/management/channel', signedIn('AGENT', '2020001'))).toBe('-> /not-authorized');
  });

  it('sends a signed-in user away from /login, to where they were going if remembered', () => {
    expect(outcome('/login', signedIn('ADMIN'))).toBe('-> /dashboard');
    expect(outcome('/login', signedIn('AGENT'))).toBe('-> /subscriptions/v2');
    expect(outcome('/login', signedIn('MANAGER'), '', '/subs?marketplace=acme')).toBe(
      '-> /subs?marketplace=acme',
    );
    expect(decideNavigation('/login', '', signedIn('MANAGER'), '/subs')).toMatchObject({ returnTo: '' });
  });

  it('shows the session error instead of guessing when the session failed to load', () => {
    expect(outcome('/subs', { status: 'error' })).toBe('session-error');
    expect(outcome('/login', { status: 'error' })).toBe('render login');
  });

  it('falls back by role after a blank screen or navigation error', () => {
    expect(fallbackPathFor('ADMIN')).toBe('/dashboard');
    expect(fallbackPathFor('MANAGER')).toBe('/subscriptions/v2');
    expect(fallbackPathFor('AGENT')).toBe('/subscriptions/v2');
    expect(fallbackPathFor('USER')).toBe('/subscriptions/v2');
    expect(fallbackPathFor('CLIENT')).toBe('/login');
    expect(fallbackPathFor(null)).toBe('/login');
  });
});
