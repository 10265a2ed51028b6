import { proxy, ref } from 'valtio';
import type { ProductRow } from './product-row';

/** The one product dialog of the feature: closed, creating (product null) or editing a product. */
export const productFormStore = proxy<{ open: boolean; product: ProductRow | null }>({
  open: false,
  product: null,
});

let settle: ((saved: boolean) => void) | null = null;

/**
 * Opens the product form (the "new product" button, the palette command and the row and palette edit all come here); resolves
 * true once saved, false when closed without saving.
 */
export function openProductForm(product: ProductRow | null): Promise<boolean> {
  settle?.(false);
  productFormStore.product = product ? ref({ ...product }) : null;
  productFormStore.open = true;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function closeProductForm(saved: boolean): void {
  productFormStore.open = false;
  const done = settle;
  settle = null;
  done?.(saved);
}
