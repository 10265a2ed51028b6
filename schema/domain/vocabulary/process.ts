import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Process statuses (docs/lifecycles.md "Processes"). */
export const PROCESS_STATUSES = ['INITIATED', 'COMPLETED', 'CANCELED', 'ERRORED'] as const;
export const processStatusSchema = z.enum(PROCESS_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ProcessStatus = z.infer<typeof processStatusSchema>;

/** The 10 process types (TITULAR_CHANGE is the holder change). */
export const PROCESS_TYPES = [
  'SIM_CHANGE',
  'PRODUCT_CHANGE',
  'TITULAR_CHANGE',
  'CREATE_SHARED_GROUP',
  'ADD_LINES_TO_SHARED_GROUP',
  'REMOVE_LINES_FROM_SHARED_GROUP',
  'ADD_MOBILE_FIXED_IP',
  'ADD_MULTISIM',
  'PACK_SUBSCRIPTIONS',
  'UNPACK_SUBSCRIPTIONS',
] as const;
export const processTypeSchema = z.enum(PROCESS_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type ProcessType = z.infer<typeof processTypeSchema>;

/** The one console action on a process: cancel (with a reason). */
export const PROCESS_ACTIONS = ['CANCEL'] as const;
export const processActionSchema = z.enum(PROCESS_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ProcessAction = z.infer<typeof processActionSchema>;
