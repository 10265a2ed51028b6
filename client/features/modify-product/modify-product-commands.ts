import { canAccess } from '../../../schema/domain/roles';
import type { Command, CommandContext } from '../../palette/command';

export const MODIFY_PRODUCT_PATH = '/modify-product';

const isAdmin = (context: CommandContext) => canAccess(context.user?.role, 'admin');

/**
 * The page from anywhere, for admins (its route's level; it has no menu entry), and from the line view already
 * on that line (`?line=`), where it is that page's own action.
 */
export const MODIFY_PRODUCT_COMMANDS: readonly Command[] = [
  {
    id: 'modifyProduct.open',
    title: 'modifyProduct.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: [
      'modificar producto',
      'modify product',
      'modificar',
      'corregir',
      'precio',
      'price',
      MODIFY_PRODUCT_PATH,
    ],
    isVisible: isAdmin,
    isEnabled: (context) => context.route.id !== 'modify-product',
    run: (context) => context.navigate(MODIFY_PRODUCT_PATH),
  },
  {
    id: 'modifyProduct.fromLine',
    title: 'modifyProduct.command.fromLine',
    group: 'modifyProduct.command.group',
    scope: 'page',
    keywords: ['modificar producto', 'modify product', 'precio', 'price', 'fecha de fin', 'end date'],
    isVisible: (context) => context.route.id === 'line' && !!context.route.params.id && isAdmin(context),
    run: (context) =>
      context.navigate(`${MODIFY_PRODUCT_PATH}?line=${encodeURIComponent(context.route.params.id ?? '')}`),
  },
];
