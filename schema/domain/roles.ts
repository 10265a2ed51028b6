/** Roles, from ADMIN down to AGENT. USER is legacy and treated as AGENT; CLIENT only redirects to access control. */
export const ROLES = ['ADMIN', 'MANAGER', 'AGENT', 'USER', 'CLIENT'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an admin may give a channel user (USER is legacy, CLIENT is not a channel role). */
export const ASSIGNABLE_ROLES = ['ADMIN', 'MANAGER', 'AGENT'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Access levels are cumulative: each level includes the ones before it. */
export const ACCESS_LEVELS = ['public', 'authenticated', 'agent', 'manager', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Staff roles that are ranked; CLIENT and unknown roles reach only authenticated pages. */
const RANK: Record<Role, number> = { CLIENT: 1, USER: 2, AGENT: 2, MANAGER: 3, ADMIN: 4 };
const LEVEL_RANK: Record<AccessLevel, number> = {
  public: 0,
  authenticated: 1,
  agent: 2,
  manager: 3,
  admin: 4,
};

/** Legacy USER behaves as AGENT everywhere. */
export function effectiveRole(role: Role): Role {
  return role === 'USER' ? 'AGENT' : role;
}

export function roleRank(role: Role | null | undefined): number {
  return role ? RANK[role] : LEVEL_RANK.authenticated;
}

/** Whether a signed-in user with this role may open something that needs `level`. */
export function canAccess(role: Role | null | undefined, level: AccessLevel): boolean {
  return roleRank(role) >= LEVEL_RANK[level];
}

export type Ability = { action: 'read' | 'manage'; subject: string };

/**
 * Abilities as the session returns them: everyone reads the default resource
 * (authenticated pages), AGENT adds agent pages, MANAGER adds manager pages, ADMIN adds admin pages and manage-all.
 */
export function abilitiesFor(role: Role | null | undefined): Ability[] {
  const abilities: Ability[] = [
    { action: 'read', subject: 'public' },
    { action: 'read', subject: 'default' },
  ];
  if (canAccess(role, 'agent')) abilities.push({ action: 'read', subject: 'agent' });
  if (canAccess(role, 'manager')) abilities.push({ action: 'read', subject: 'manager' });
  if (canAccess(role, 'admin')) {
    abilities.push({ action: 'read', subject: 'admin' }, { action: 'manage', subject: 'all' });
  }
  return abilities;
}

/** Where `/` and the blank-screen fallback send a user. */
export function homePathFor(role: Role | null | undefined): string {
  switch (role ? effectiveRole(role) : undefined) {
    case 'ADMIN':
      return '/dashboard';
    case 'AGENT':
    case 'MANAGER':
      return '/subscriptions/v2';
    case 'CLIENT':
      return '/access-control';
    default:
      return '/login';
  }
}

/** Channel management is offered only under these channel or brand id prefixes. */
export const CHANNEL_MANAGEMENT_PREFIXES = ['202', '145'] as const;

export function channelManagementAllowed(channelOrBrandId: string | null | undefined): boolean {
  return !!channelOrBrandId && CHANNEL_MANAGEMENT_PREFIXES.some((p) => channelOrBrandId.startsWith(p));
}

/** The operator channel at the root of every channel tree. */
export const OPERATOR_CHANNEL = '0';
