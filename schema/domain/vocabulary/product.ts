/** Product statuses (docs/lifecycles.md "Products"). */
export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE', 'TERMINATED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The 15 product families; subscriptions and invoices carry the same family. */
export const PRODUCT_FAMILIES = [
  'MOBILE',
  'FIBRE',
  'SATELLITE',
  'TV',
  'CONVERGENT',
  'INTERNATIONAL',
  'FIXED',
  'CUSTOM',
  'ELECTRICITY',
  'GAS',
  'LOGISTICS',
  'SPAIN_HOLIDAYS',
  'M2M',
  'PROMO',
  'PBX',
] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** What happened to a catalogue product, one history row each. */
export const PRODUCT_HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'CHANGE_STATUS'] as const;
export type ProductHistoryAction = (typeof PRODUCT_HISTORY_ACTIONS)[number];
