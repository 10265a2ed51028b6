import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The 22 order statuses, in the order the requirements list them (docs/lifecycles.md "Orders"). */
export const ORDER_STATUSES = [
  'INITIATED',
  'LINES_UPDATED',
  'SHIPPING_ADDRESS_ADDED',
  'PRODUCT_UPDATED',
  'VERIFICATION_REQUESTED',
  'VERIFICATION_COMPLETED',
  'VERIFICATION_ERRORED',
  'IN_PROGRESS',
  'CUSTOMER_UPDATED',
  'PAYMENT_UPDATED',
  'PENDING_PROVIDER',
  'PENDING_MIGRATION',
  'PENDING_CONTRACT_SIGNATURE',
  'PENDING_LOGISTIC',
  'SIGNATURE_COMPLETED',
  'COMPLETED',
  'ERRORED',
  'PAYMENT_COMPLETED',
  'PENDING_PAYMENT',
  'PROMOCODE_ADDED',
  'SIGNATURE_CANCELED',
  'LOGISTIC_COMPLETED',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Order actions: continue, launch, relaunch, delete, cancel contract signature. */
export const ORDER_ACTIONS = [
  'CONTINUE',
  'LAUNCH',
  'RELAUNCH',
  'DELETE',
  'CANCEL_CONTRACT_SIGNATURE',
] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type OrderAction = z.infer<typeof orderActionSchema>;

/** How the customer's identity is verified (an order field, and a signup method of the wizard). */
export const VERIFICATION_TYPES = ['WEBCAM', 'MANUAL', 'SMS', 'QR'] as const;
export const verificationTypeSchema = z.enum(VERIFICATION_TYPES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type VerificationType = z.infer<typeof verificationTypeSchema>;

/**
 * What an order history row records: a console action of ORDER_ACTIONS, or an event of the order's own life
 * (its creation, a step saved by the signup wizard or progress reported by a provider (UPDATE), and the
 * e-signature of its contract; docs/lifecycles.md "Orders").
 */
export const ORDER_HISTORY_ACTIONS = [
  ...ORDER_ACTIONS,
  'CREATE',
  'UPDATE',
  'CONTRACT_SENT',
  'CONTRACT_SIGNED',
  'CONTRACT_FAILED',
  'CONTRACT_UPLOADED',
] as const;
export const orderHistoryActionSchema = z.enum(ORDER_HISTORY_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type OrderHistoryAction = z.infer<typeof orderHistoryActionSchema>;
