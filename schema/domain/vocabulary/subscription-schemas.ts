import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { SUBSCRIPTION_STATUSES, TECHNOLOGIES } from './subscription';

/**
 * The zod enums of these lists, for the api's and the forms' validation. The lists themselves live in a module
 * without zod, so a page that only shows or filters by them does not download zod.
 */
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export const technologySchema = z.enum(TECHNOLOGIES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
