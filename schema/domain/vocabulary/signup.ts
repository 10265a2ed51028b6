import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The family tabs of the signup wizard's intro step, in the order the wizard shows them. */
export const SIGNUP_FAMILY_TABS = [
  'MOBILE',
  'ENERGY',
  'ALARMS',
  'FIBRE',
  'SATELLITE',
  'TV',
  'FIXED',
  'CUSTOM',
  'FIBRE_MOBILE',
  'INTERNATIONAL_ESIM',
  'DEVICES',
  'POPULAR',
] as const;
export const signupFamilyTabSchema = z.enum(SIGNUP_FAMILY_TABS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type SignupFamilyTab = z.infer<typeof signupFamilyTabSchema>;

/** The signup wizard's steps after the intro. */
export const SIGNUP_STEPS = [
  'PRODUCTS',
  'LINE_CONFIGURATION',
  'DOCUMENT_VERIFICATION',
  'VERIFICATION_REVIEW',
  'PAYMENT_DATA',
  'SUMMARY',
] as const;
export const signupStepSchema = z.enum(SIGNUP_STEPS, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type SignupStep = z.infer<typeof signupStepSchema>;
