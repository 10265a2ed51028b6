import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The brand's inventory (the resources screen): mobile numbers, fixed numbers, physical SIMs and eSIMs. */
export const RESOURCE_KINDS = ['MSISDN', 'FIXED_NUMBER', 'SIM', 'ESIM'] as const;
export const resourceKindSchema = z.enum(RESOURCE_KINDS, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type ResourceKind = z.infer<typeof resourceKindSchema>;

export const RESOURCE_STATUSES = ['AVAILABLE', 'RESERVED', 'ASSIGNED', 'QUARANTINE', 'RETIRED'] as const;
export const resourceStatusSchema = z.enum(RESOURCE_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ResourceStatus = z.infer<typeof resourceStatusSchema>;

/** What happened to a resource, one history row each. */
export const RESOURCE_HISTORY_ACTIONS = ['CREATE', 'CHANGE_STATUS', 'RESERVE', 'ASSIGN_CHANNEL'] as const;
export const resourceHistoryActionSchema = z.enum(RESOURCE_HISTORY_ACTIONS);
export type ResourceHistoryAction = z.infer<typeof resourceHistoryActionSchema>;
