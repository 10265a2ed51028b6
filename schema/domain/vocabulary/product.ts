import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Product statuses (docs/lifecycles.md "Products"). */
export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE', 'TERMINATED'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ProductStatus = z.infer<typeof productStatusSchema>;

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
export const productFamilySchema = z.enum(PRODUCT_FAMILIES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ProductFamily = z.infer<typeof productFamilySchema>;

/** What happened to a catalogue product, one history row each. */
export const PRODUCT_HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'CHANGE_STATUS'] as const;
export const productHistoryActionSchema = z.enum(PRODUCT_HISTORY_ACTIONS);
export type ProductHistoryAction = z.infer<typeof productHistoryActionSchema>;
