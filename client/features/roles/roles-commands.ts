import { canAccess } from '../../../schema/domain/roles';
import type { Command } from '../../palette/command';

export const ROLE_PERMISSIONS_PATH = '/management/roles';

/** The role permissions screen has no menu entry (the spec's menu lists none): the palette opens it. */
export const ROLES_COMMANDS: readonly Command[] = [
  {
    id: 'roles.open',
    title: 'roles.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: ['roles', 'rol', 'permisos', 'permissions', 'permisos', 'permissões', ROLE_PERMISSIONS_PATH],
    isVisible: (context) => canAccess(context.user?.role, 'admin'),
    isEnabled: (context) => context.route.id !== 'role-permissions',
    run: (context) => context.navigate(ROLE_PERMISSIONS_PATH),
  },
];
