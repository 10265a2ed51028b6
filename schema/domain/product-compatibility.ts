import type { ProductFamily } from './vocabulary/product';

/** The subfamily of the optional that gives a mobile line a fixed IP. */
export const MOBILE_FIXED_IP_SUBFAMILY = 'fixed-ip';
/** Catalogue products sold only on top of a main product. */
export const OPTIONAL_SUBFAMILY = 'optional';

/**
 * Which families of add-on products fit a line of each family (docs/domain-rules.md): international bonuses on
 * lines with voice; TV and a fixed line on fibre; a mobile line, TV, fixed and international on convergent lines.
 */
export const ADD_ON_FAMILIES: Readonly<Partial<Record<ProductFamily, readonly ProductFamily[]>>> = {
  MOBILE: ['INTERNATIONAL', 'MOBILE'],
  FIBRE: ['TV', 'FIXED'],
  CONVERGENT: ['MOBILE', 'TV', 'FIXED', 'INTERNATIONAL'],
  FIXED: ['INTERNATIONAL'],
};

type CatalogueProduct = { family: ProductFamily; subfamily: string | null; cumulativeGb: boolean };

/**
 * Whether a catalogue product may be added on to a line of `mainFamily`: its family fits, it is not a shared data
 * product (those form a group), and on a mobile line the only mobile add-on is the fixed IP while elsewhere a
 * mobile add-on is an extra line.
 */
export function isCompatibleAddOn(mainFamily: ProductFamily, product: CatalogueProduct): boolean {
  if (product.cumulativeGb || !(ADD_ON_FAMILIES[mainFamily] ?? []).includes(product.family)) return false;
  if (product.family !== 'MOBILE') return true;
  const fixedIp = product.subfamily === MOBILE_FIXED_IP_SUBFAMILY;
  return mainFamily === 'MOBILE' ? fixedIp : !fixedIp;
}

/** Whether a catalogue product is sold on its own (a signup's main product), not only as an add-on. */
export function isMainProduct(product: CatalogueProduct): boolean {
  return (
    !product.cumulativeGb &&
    product.subfamily !== OPTIONAL_SUBFAMILY &&
    product.subfamily !== MOBILE_FIXED_IP_SUBFAMILY
  );
}
