import type { OrderStatus } from '../vocabulary/order';

/**
 * The dashboard's order funnel: the stages a sale passes, in the order the signup wizard saves its steps (products,
 * lines, documents, verification review, payment) and the launch takes it on (contract sent, signed, provisioned).
 * Each status on that path belongs to one stage; a status that only repeats an earlier step (the intro saved again,
 * a promotion code, the shipping address after the lines, the provisioning steps after the signature) counts as
 * the stage it belongs to. An order has reached a stage when its status now or any status in its history is at
 * that stage or further.
 */
export const ORDER_FUNNEL_STAGES = [
  { stage: 'INITIATED', statuses: ['INITIATED', 'CUSTOMER_UPDATED'] },
  { stage: 'PRODUCT_UPDATED', statuses: ['PRODUCT_UPDATED', 'PROMOCODE_ADDED'] },
  { stage: 'LINES_UPDATED', statuses: ['LINES_UPDATED', 'SHIPPING_ADDRESS_ADDED'] },
  { stage: 'VERIFICATION_REQUESTED', statuses: ['VERIFICATION_REQUESTED'] },
  { stage: 'VERIFICATION_COMPLETED', statuses: ['VERIFICATION_COMPLETED'] },
  { stage: 'PAYMENT_UPDATED', statuses: ['PAYMENT_UPDATED'] },
  { stage: 'IN_PROGRESS', statuses: ['IN_PROGRESS'] },
  { stage: 'PENDING_CONTRACT_SIGNATURE', statuses: ['PENDING_CONTRACT_SIGNATURE'] },
  {
    stage: 'SIGNATURE_COMPLETED',
    statuses: [
      'SIGNATURE_COMPLETED',
      'PENDING_PROVIDER',
      'PENDING_MIGRATION',
      'PENDING_LOGISTIC',
      'LOGISTIC_COMPLETED',
    ],
  },
  { stage: 'COMPLETED', statuses: ['COMPLETED'] },
] as const satisfies readonly { stage: OrderStatus; statuses: readonly OrderStatus[] }[];

export type OrderFunnelStage = (typeof ORDER_FUNNEL_STAGES)[number]['stage'];

/**
 * Statuses off the funnel's path, shown beside it (how many of the period's orders are in them now): a failure or
 * a cancelled signature, which a relaunch may still take on, and the payment steps, which not every sale has.
 */
export const ORDER_FUNNEL_APART_STATUSES = [
  'VERIFICATION_ERRORED',
  'ERRORED',
  'SIGNATURE_CANCELED',
  'PENDING_PAYMENT',
  'PAYMENT_COMPLETED',
] as const satisfies readonly OrderStatus[];
