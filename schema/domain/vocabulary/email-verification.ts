import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Verification status of a brand e-mail address. */
export const EMAIL_VERIFICATION_STATUSES = [
  'VERIFIED',
  'NOT_EXISTS',
  'PENDING',
  'EXPIRED',
  'UNKNOWN',
] as const;
export const emailVerificationStatusSchema = z.enum(EMAIL_VERIFICATION_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

export const EMAIL_VERIFICATION_ACTIONS = ['SEND', 'RESEND'] as const;
export const emailVerificationActionSchema = z.enum(EMAIL_VERIFICATION_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type EmailVerificationAction = z.infer<typeof emailVerificationActionSchema>;
