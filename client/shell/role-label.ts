import type { Role } from '../../schema/domain/roles';

/** i18n key of how a role is shown (ADMIN as Superadmin, MANAGER as Administration). */
export function roleLabelKey(role: Role): string {
  return `common.role.${role}`;
}
