import { abilitiesFor, effectiveRole } from '../../schema/domain/roles';
import type { SessionUser } from '../../schema/domain/session';
import type { UserRow } from '../db/database-schema';

/** The session user for a signed-in user (whose role assignment has run). */
export function toSessionUser(user: UserRow): SessionUser {
  if (user.role === null) throw new Error(`user ${user.email} has no role after sign-in`);
  const role = effectiveRole(user.role);
  return {
    fullName: user.full_name,
    username: user.pool_username ?? user.email,
    email: user.email,
    role,
    channel: user.channel_id,
    originalChannel: user.original_channel_id,
    superAdmin: user.super_admin,
    avatar: user.avatar,
    abilities: abilitiesFor(role),
  };
}
