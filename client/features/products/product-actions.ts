import { canMoveProduct } from '../../../schema/domain/lifecycles/product-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import type { ProductStatus } from '../../../schema/domain/vocabulary/product';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CommandContext } from '../../palette/command';
import { ChangeProductStatusMutation } from './product-documents';
import type { ProductRow } from './product-row';

export const PRODUCT_ENTITY = 'product';

/**
 * Products belong to the brand and sit at its top channel: an admin standing there writes; an admin of the brand in
 * a sub-channel only reads (docs/lifecycles.md, Products). The api refuses the rest with FORBIDDEN.
 */
export const canWriteProducts = (context: Pick<CommandContext, 'user' | 'brand'>) =>
  canAccess(context.user?.role, 'admin') &&
  !!context.brand &&
  context.user?.channel === context.brand.brandId;

function moveTo(
  status: ProductStatus,
  action: Omit<EntityAction<ProductRow>, 'entity' | 'isVisible' | 'run'>,
): EntityAction<ProductRow> {
  return {
    ...action,
    entity: PRODUCT_ENTITY,
    isVisible: (context, row) => canWriteProducts(context) && canMoveProduct(row.status, status),
    run: async (row) => {
      await runGatewayMutation(ChangeProductStatusMutation, { id: row.id, status });
    },
    rowLabel: (row) => row.name,
  };
}

/** Status changes of a product: back on sale, withdrawn from sale, terminated for good. */
export const PRODUCT_ACTIONS: readonly EntityAction<ProductRow>[] = [
  moveTo('ACTIVE', {
    id: 'product.activate',
    title: 'catalogue.products.action.activate',
    keywords: ['activate', 'activar'],
    success: 'catalogue.products.success.activated',
  }),
  moveTo('INACTIVE', {
    id: 'product.deactivate',
    title: 'catalogue.products.action.deactivate',
    keywords: ['deactivate', 'desactivar', 'retirar'],
    success: 'catalogue.products.success.deactivated',
  }),
  moveTo('TERMINATED', {
    id: 'product.terminate',
    title: 'catalogue.products.action.terminate',
    keywords: ['terminate', 'baja'],
    confirm: {
      title: 'catalogue.products.confirm.terminate.title',
      body: 'catalogue.products.confirm.terminate.body',
      irreversible: true,
    },
    success: 'catalogue.products.success.terminated',
  }),
];
