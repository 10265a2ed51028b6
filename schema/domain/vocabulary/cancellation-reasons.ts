/**
 * Why a portability, shipment, installation, process or line is cancelled. Without zod (the /subs queue's chunk
 * offers them); the schema is in cancellation-reason.ts.
 */
export const CANCELLATION_REASONS = [
  'CUSTOMER_REQUEST',
  'ADMINISTRATIVE_FAILURE',
  'FRAUD',
  'UNPAID',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
