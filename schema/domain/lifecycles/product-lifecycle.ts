import type { ProductStatus } from '../vocabulary/product';

/**
 * Where a product may go from each status (docs/lifecycles.md, Products): sold (ACTIVE) and withdrawn from sale
 * (INACTIVE) swap freely; TERMINATED ends the product and is final. Terminating is refused while a live line
 * uses it (checked by the caller of this table, which knows the subscriptions).
 */
export const PRODUCT_TRANSITIONS: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  ACTIVE: ['INACTIVE', 'TERMINATED'],
  INACTIVE: ['ACTIVE', 'TERMINATED'],
  TERMINATED: [],
};

export function canMoveProduct(from: ProductStatus, to: ProductStatus): boolean {
  return PRODUCT_TRANSITIONS[from].includes(to);
}
