import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Lead statuses (docs/lifecycles.md "Leads"). */
export const LEAD_STATUSES = ['CREATED', 'SENT', 'PENDING', 'WON', 'LOST'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** Lead sell types: an internal sale or a sale through the provider. */
export const LEAD_SELL_TYPES = ['INTERNAL_SALE', 'PROVIDER_SALE'] as const;
export const leadSellTypeSchema = z.enum(LEAD_SELL_TYPES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type LeadSellType = z.infer<typeof leadSellTypeSchema>;

/** What happened to a lead, one history row each. */
export const LEAD_HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'CHANGE_STATUS'] as const;
export const leadHistoryActionSchema = z.enum(LEAD_HISTORY_ACTIONS);
export type LeadHistoryAction = z.infer<typeof leadHistoryActionSchema>;
