import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { CANCELLATION_REASONS } from './cancellation-reasons';

export { CANCELLATION_REASONS } from './cancellation-reasons';

export const cancellationReasonSchema = z.enum(CANCELLATION_REASONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
