import type { Role } from '../../schema/domain/roles';
import type { SessionUser } from '../../schema/domain/session';

/** A signed-in console user of the demo brand's head channel; `overrides` changes what a test is about. */
export function sessionUserFixture(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    fullName: 'Demo User',
    username: 'demo',
    email: 'demo@demo.test',
    role,
    channel: '2020001',
    originalChannel: '2020001',
    superAdmin: false,
    avatar: null,
    abilities: [],
    ...overrides,
  };
}
