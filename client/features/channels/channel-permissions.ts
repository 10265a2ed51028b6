import { canAccess, channelManagementAllowed } from '../../../schema/domain/roles';
import type { CommandContext } from '../../palette/command';

/** Channel management (docs/decisions.md): admins, under a brand whose id starts with 202 or 145. */
export function canManageChannels(context: Pick<CommandContext, 'user' | 'brand'>): boolean {
  return (
    canAccess(context.user?.role, 'admin') &&
    channelManagementAllowed(context.brand?.brandId ?? context.user?.channel)
  );
}

/** Channel users (/management/users) are admin. */
export function canManageUsers(context: Pick<CommandContext, 'user'>): boolean {
  return canAccess(context.user?.role, 'admin');
}
