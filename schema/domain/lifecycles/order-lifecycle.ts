import type { ContractStatus } from '../vocabulary/contract';
import type { OrderAction, OrderStatus } from '../vocabulary/order';

/**
 * The statuses the signup wizard moves a draft through before launch (among the 22 order statuses).
 * Only drafts can be continued in the wizard or deleted.
 */
export const DRAFT_ORDER_STATUSES = [
  'INITIATED',
  'LINES_UPDATED',
  'SHIPPING_ADDRESS_ADDED',
  'PRODUCT_UPDATED',
  'VERIFICATION_REQUESTED',
  'VERIFICATION_COMPLETED',
  'VERIFICATION_ERRORED',
  'CUSTOMER_UPDATED',
  'PAYMENT_UPDATED',
  'PROMOCODE_ADDED',
] as const satisfies readonly OrderStatus[];

export function isDraftOrderStatus(status: OrderStatus): boolean {
  return (DRAFT_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

type Transition = {
  /** Statuses the action starts from. */
  from: readonly OrderStatus[];
  /** 'SAME' leaves the status as it is (continue, delete). */
  to: OrderStatus | 'SAME';
  /** 409 code when the status does not allow the action. */
  refusal: string;
};

/**
 * The console's actions on an order (docs/lifecycles.md "Orders"). LAUNCH and RELAUNCH lead to IN_PROGRESS, from
 * which sending the contract moves the order on (PENDING_CONTRACT_SIGNATURE, or ERRORED when the provider fails).
 */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  CONTINUE: { from: DRAFT_ORDER_STATUSES, to: 'SAME', refusal: 'ORDER_NOT_CONTINUABLE' },
  // A verification still pending or failed must be resolved in the wizard first.
  LAUNCH: {
    from: DRAFT_ORDER_STATUSES.filter((s) => s !== 'VERIFICATION_REQUESTED' && s !== 'VERIFICATION_ERRORED'),
    to: 'IN_PROGRESS',
    refusal: 'ORDER_NOT_LAUNCHABLE',
  },
  RELAUNCH: {
    from: ['ERRORED', 'SIGNATURE_CANCELED', 'VERIFICATION_ERRORED'],
    to: 'IN_PROGRESS',
    refusal: 'ORDER_NOT_RELAUNCHABLE',
  },
  DELETE: { from: DRAFT_ORDER_STATUSES, to: 'SAME', refusal: 'ORDER_NOT_DELETABLE' },
  CANCEL_CONTRACT_SIGNATURE: {
    from: ['PENDING_CONTRACT_SIGNATURE'],
    to: 'SIGNATURE_CANCELED',
    refusal: 'ORDER_SIGNATURE_NOT_CANCELLABLE',
  },
};

/**
 * The status an action leads to, or null when the order's status does not allow it. Relaunching a failed
 * verification asks for the verification again (the order stays a draft) instead of launching unverified.
 */
export function nextOrderStatus(action: OrderAction, status: OrderStatus): OrderStatus | null {
  const transition = ORDER_TRANSITIONS[action];
  if (!transition.from.includes(status)) return null;
  if (action === 'RELAUNCH' && status === 'VERIFICATION_ERRORED') return 'VERIFICATION_REQUESTED';
  return transition.to === 'SAME' ? status : transition.to;
}

/** Whether the order's status allows the action (the console shows only what the api would accept). */
export function orderAllows(action: OrderAction, status: OrderStatus): boolean {
  return nextOrderStatus(action, status) !== null;
}

/** Statuses from which a contract signed on paper may be uploaded: waiting for e-signature, or e-signature failed. */
export const CONTRACT_UPLOADABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'PENDING_CONTRACT_SIGNATURE',
  'ERRORED',
];

/**
 * Contract statuses of a document the customer has been sent or has signed: it is what the customer sees, so it is
 * never generated again (POST /contract/annex answers CONTRACT_ALREADY_SENT).
 */
export const CONTRACT_SENT_STATUSES: readonly ContractStatus[] = ['SENDED', 'VIEWED', 'COMPLETED'];

/** Whether the order's contract document may be generated (again): no contract yet, or one not sent or signed. */
export function contractAllowsAnnex(latest: ContractStatus | null): boolean {
  return latest === null || !CONTRACT_SENT_STATUSES.includes(latest);
}

/**
 * Statuses no console action starts from: a launch in flight and the provisioning that follows the signature. With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const ORDER_STATUSES_WITHOUT_ACTIONS: readonly OrderStatus[] = [
  'IN_PROGRESS',
  'SIGNATURE_COMPLETED',
  'PENDING_PROVIDER',
  'PENDING_MIGRATION',
  'PENDING_LOGISTIC',
  'PENDING_PAYMENT',
  'PAYMENT_COMPLETED',
  'LOGISTIC_COMPLETED',
  'COMPLETED',
];
