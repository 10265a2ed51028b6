import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import { ApiError } from '../http/api-error';

/** Every console action on a subscription whose availability depends on the subscription's status. */
export const SUBSCRIPTION_ACTIONS = [
  // Subscription management (api/subscriptions, api/processes).
  'PRODUCT_CHANGE',
  'TITULAR_CHANGE',
  'ADD_OPTIONAL_PRODUCT',
  'CHANGE_ALIAS',
  'MODIFY',
  'CREATE_SHARED_GROUP',
  'ADD_TO_SHARED_GROUP',
  'REMOVE_FROM_SHARED_GROUP',
  'PACK',
  'UNPACK',
  // Line actions.
  'TERMINATE',
  'CANCEL_LINE',
  'TV_STATUS',
  'ONT_RESET',
  'SPN_CHANGE',
  'ACTIVE_MODE',
  'WIFI_CHANGE',
  'PASSWORD_CHANGE',
  'FIBRE_CHECK',
  'DUPLICATE_SIM',
  'ADD_MULTISIM',
  'CONFIG_SMS',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** A line the customer is using: its service works, whatever contract change is under way. */
const LIVE: readonly SubscriptionStatus[] = [
  'ACTIVE',
  'PENDING_PRODUCT_CHANGE',
  'PENDING_TITULAR_CHANGE',
  'PENDING_TERMINATION',
];
/** A line that is not live yet (being ported, installed, provisioned, shipped, documented, activated, migrated). */
const NOT_YET_LIVE: readonly SubscriptionStatus[] = [
  'PENDING_PORTABILITY',
  'PENDING_INSTALLATION',
  'PENDING_MIGRATION',
  'PENDING_PROVISIONING',
  'PENDING_LOGISTIC',
  'PENDING_DOCS',
  'PENDING_ACTIVATION',
];
/** Every status but the final ones: a terminated or canceled line refuses everything. */
const NOT_FINAL: readonly SubscriptionStatus[] = [...LIVE, ...NOT_YET_LIVE, 'UNKNOWN'];

/**
 * Which statuses allow which action (docs/lifecycles.md, "Subscriptions"). Contract changes need an ACTIVE line, so
 * no second contract change starts while a PENDING_* one runs; technical actions need a live line; bookkeeping
 * (alias, modify) and the fibre check work on any line that is not terminated or canceled.
 */
export const SUBSCRIPTION_ACTION_STATUSES: Record<SubscriptionAction, readonly SubscriptionStatus[]> = {
  PRODUCT_CHANGE: ['ACTIVE'],
  TITULAR_CHANGE: ['ACTIVE'],
  ADD_OPTIONAL_PRODUCT: ['ACTIVE'],
  CHANGE_ALIAS: NOT_FINAL,
  MODIFY: NOT_FINAL,
  CREATE_SHARED_GROUP: ['ACTIVE'],
  ADD_TO_SHARED_GROUP: ['ACTIVE'],
  REMOVE_FROM_SHARED_GROUP: ['ACTIVE'],
  PACK: ['ACTIVE'],
  UNPACK: ['ACTIVE'],
  TERMINATE: ['ACTIVE', 'UNKNOWN'],
  CANCEL_LINE: NOT_YET_LIVE,
  TV_STATUS: LIVE,
  ONT_RESET: LIVE,
  SPN_CHANGE: LIVE,
  ACTIVE_MODE: LIVE,
  WIFI_CHANGE: LIVE,
  PASSWORD_CHANGE: LIVE,
  FIBRE_CHECK: NOT_FINAL,
  DUPLICATE_SIM: LIVE,
  ADD_MULTISIM: ['ACTIVE'],
  CONFIG_SMS: LIVE,
};

export function subscriptionAllows(action: SubscriptionAction, status: SubscriptionStatus): boolean {
  return SUBSCRIPTION_ACTION_STATUSES[action].includes(status);
}

/** Throws 409 SUBSCRIPTION_ACTION_NOT_ALLOWED when a subscription in `status` refuses `action`. */
export function assertSubscriptionAllows(action: SubscriptionAction, status: SubscriptionStatus): void {
  if (!subscriptionAllows(action, status)) {
    throw new ApiError(
      409,
      'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      `A subscription in status ${status} does not allow ${action}`,
    );
  }
}
