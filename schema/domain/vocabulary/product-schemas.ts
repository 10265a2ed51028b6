import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { PRODUCT_FAMILIES, PRODUCT_HISTORY_ACTIONS, PRODUCT_STATUSES } from './product';

/**
 * The zod enums of these lists, for the api's and the forms' validation. The lists themselves live in a module
 * without zod, so a page that only shows or filters by them does not download zod.
 */
export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export const productFamilySchema = z.enum(PRODUCT_FAMILIES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export const productHistoryActionSchema = z.enum(PRODUCT_HISTORY_ACTIONS);
