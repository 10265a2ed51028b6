import type { ProductFamily } from '../vocabulary/product';

/**
 * What the Line configuration step asks for one contracted line, by its product's family. The form shows these
 * fields and the api refuses a line without them (REQUIRED on `lines.N.<field>`), from this one table.
 * - mobileNumber: a new number reserved from the brand's inventory, or a number ported in;
 * - sim: a physical SIM by its ICC, or an eSIM sent to an e-mail (`esimOnly`: international eSIMs);
 * - fixedNumber: new (reserved with the province's prefix) or ported, its prefix that of the installation province;
 * - installationAddress: where the fibre, satellite dish or fixed line is installed (coverage address by default);
 * - supplyPoint: the CUPS and the supply address of an electricity or gas contract;
 * - tvUser: the e-mail of the TV platform user ('Usuario en uso' when taken);
 * - shipping: equipment the logistics partner sends (devices, routers, dishes) to the order's shipping address.
 */
export type LineRequirements = {
  mobileNumber: boolean;
  sim: boolean;
  esimOnly: boolean;
  fixedNumber: boolean;
  installationAddress: boolean;
  supplyPoint: boolean;
  tvUser: boolean;
  shipping: boolean;
};

const NONE: LineRequirements = {
  mobileNumber: false,
  sim: false,
  esimOnly: false,
  fixedNumber: false,
  installationAddress: false,
  supplyPoint: false,
  tvUser: false,
  shipping: false,
};

const MOBILE: LineRequirements = { ...NONE, mobileNumber: true, sim: true };

export const LINE_REQUIREMENTS: Readonly<Record<ProductFamily, LineRequirements>> = {
  MOBILE,
  M2M: MOBILE,
  INTERNATIONAL: { ...MOBILE, esimOnly: true },
  CONVERGENT: { ...MOBILE, installationAddress: true, shipping: true },
  FIBRE: { ...NONE, installationAddress: true, shipping: true },
  SATELLITE: { ...NONE, installationAddress: true, shipping: true },
  FIXED: { ...NONE, fixedNumber: true, installationAddress: true },
  TV: { ...NONE, tvUser: true },
  ELECTRICITY: { ...NONE, supplyPoint: true },
  GAS: { ...NONE, supplyPoint: true },
  LOGISTICS: { ...NONE, shipping: true },
  CUSTOM: NONE,
  PBX: NONE,
  PROMO: NONE,
  SPAIN_HOLIDAYS: NONE,
};

/** Whether any line of the order needs the shipping address (the Line configuration step asks for it then). */
export function needsShipping(families: readonly ProductFamily[]): boolean {
  return families.some((family) => LINE_REQUIREMENTS[family].shipping);
}
