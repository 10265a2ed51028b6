import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The actions of the line view (docs/lifecycles.md "Line actions"). */
export const LINE_ACTIONS = [
  'CANCEL_LINE',
  'CHANGE_TV_STATUS',
  'RESET_ONT',
  'CHANGE_SPN',
  'TOGGLE_ACTIVE_MODE',
  'CHANGE_WIFI',
  'CHANGE_PASSWORD',
  'CHANGE_ALIAS',
  'CHANGE_PRODUCT',
  'CHANGE_HOLDER',
  'ADD_OPTIONAL_PRODUCT',
  'ADD_MULTISIM',
  'CREATE_SHARED_GROUP',
  'ADD_TO_SHARED_GROUP',
  'REMOVE_FROM_SHARED_GROUP',
  'PACK',
  'UNPACK',
  'SEND_CONFIGURATION_SMS',
  'DUPLICATE_SIM',
] as const;
export const lineActionSchema = z.enum(LINE_ACTIONS, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type LineAction = z.infer<typeof lineActionSchema>;

/** Status a TV service can be set to from the line view. */
export const TV_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export const tvStatusSchema = z.enum(TV_STATUSES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type TvStatus = z.infer<typeof tvStatusSchema>;

/** Why a duplicate SIM is requested. */
export const DUPLICATE_SIM_REASONS = [
  'TECHNOLOGY_CHANGE',
  'BREAKAGE_OR_DAMAGE',
  'LOSS',
  'THEFT',
  'OTHER',
] as const;
export const duplicateSimReasonSchema = z.enum(DUPLICATE_SIM_REASONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type DuplicateSimReason = z.infer<typeof duplicateSimReasonSchema>;

/** What an added MultiSIM carries. */
export const MULTISIM_TYPES = ['DATA', 'VOICE', 'VOICE_AND_DATA'] as const;
export const multisimTypeSchema = z.enum(MULTISIM_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type MultisimType = z.infer<typeof multisimTypeSchema>;

/** The outcome of a fibre line test: in sync, in sync at reduced speed, or no sync at all. */
export const FIBRE_CHECK_RESULTS = ['OK', 'DEGRADED', 'NO_SYNC'] as const;
export const fibreCheckResultSchema = z.enum(FIBRE_CHECK_RESULTS);
export type FibreCheckResult = z.infer<typeof fibreCheckResultSchema>;

/** What the SIM of a mobile add-on product carries. */
export const ICC_SERVICES = ['VOICE_AND_DATA', 'DATA'] as const;
export const iccServiceSchema = z.enum(ICC_SERVICES);
export type IccService = z.infer<typeof iccServiceSchema>;
