import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Portability statuses (docs/lifecycles.md "Portabilities"); CANCELATION is the required spelling. */
export const PORTABILITY_STATUSES = [
  'INITIATED',
  'CONFIRMED',
  'CANCELED',
  'RELAUNCHED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
  'ERRORED',
] as const;
export const portabilityStatusSchema = z.enum(PORTABILITY_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type PortabilityStatus = z.infer<typeof portabilityStatusSchema>;

/** IN: the number comes to us (port-in); OUT: it leaves to another operator (port-out). */
export const PORTABILITY_DIRECTIONS = ['IN', 'OUT'] as const;
export const portabilityDirectionSchema = z.enum(PORTABILITY_DIRECTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type PortabilityDirection = z.infer<typeof portabilityDirectionSchema>;

/** Console actions on a portability: cancel (with a reason) and relaunch, both only in business hours. */
export const PORTABILITY_ACTIONS = ['CANCEL', 'RELAUNCH'] as const;
export const portabilityActionSchema = z.enum(PORTABILITY_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type PortabilityAction = z.infer<typeof portabilityActionSchema>;

/** The kind of mobile line being ported. */
export const PORTABILITY_TYPES = ['PREPAID', 'POSTPAID'] as const;
export const portabilityTypeSchema = z.enum(PORTABILITY_TYPES);
export type PortabilityType = z.infer<typeof portabilityTypeSchema>;
