import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Why a portability, shipment, installation, process or line is cancelled. */
export const CANCELLATION_REASONS = [
  'CUSTOMER_REQUEST',
  'ADMINISTRATIVE_FAILURE',
  'FRAUD',
  'UNPAID',
] as const;
export const cancellationReasonSchema = z.enum(CANCELLATION_REASONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
