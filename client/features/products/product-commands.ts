import { getActionTarget } from '../../actions/action-target-store';
import type { Command, CommandContext } from '../../palette/command';
import { canWriteProducts, PRODUCT_ENTITY } from './product-actions';
import { openProductForm } from './product-form-store';
import type { ProductRow } from './product-row';

/** The focused product of the products queue, unless it is TERMINATED (no longer edited). */
function focusedEditableProduct(): ProductRow | null {
  const target = getActionTarget();
  if (!target || target.entity !== PRODUCT_ENTITY) return null;
  const row = (target.focused ??
    (target.selected.length === 1 ? target.selected[0] : null)) as ProductRow | null;
  return row && row.status !== 'TERMINATED' ? row : null;
}

const onProductsPage = (context: CommandContext) =>
  context.route.id === 'products' && canWriteProducts(context);

/** The product form from the palette; the toolbar and row buttons call the same `openProductForm`. */
export const PRODUCT_COMMANDS: readonly Command[] = [
  {
    id: 'product.new',
    title: 'catalogue.products.action.new',
    group: 'catalogue.group.products',
    scope: 'page',
    keywords: ['product', 'new', 'nuevo', 'crear', 'tarifa'],
    isVisible: onProductsPage,
    run: () => {
      void openProductForm(null);
    },
  },
  {
    id: 'product.edit',
    title: 'catalogue.products.action.edit',
    group: 'actions.group.product',
    scope: 'page',
    keywords: ['edit', 'editar'],
    isVisible: (context) => onProductsPage(context) && focusedEditableProduct() !== null,
    run: () => {
      const product = focusedEditableProduct();
      if (product) void openProductForm(product);
    },
  },
];
