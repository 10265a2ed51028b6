import type { ProcessType } from '../../schema/domain/vocabulary/process';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';

/**
 * The status a subscription waits in while a process of each type runs. Only product and holder changes have a
 * status of their own (docs/lifecycles.md "Processes"); the other processes leave the status alone (the lifecycle refuses a second
 * process on a line that already has one running instead).
 */
export const PROCESS_PENDING_STATUS: Record<ProcessType, SubscriptionStatus | null> = {
  SIM_CHANGE: null,
  PRODUCT_CHANGE: 'PENDING_PRODUCT_CHANGE',
  TITULAR_CHANGE: 'PENDING_TITULAR_CHANGE',
  CREATE_SHARED_GROUP: null,
  ADD_LINES_TO_SHARED_GROUP: null,
  REMOVE_LINES_FROM_SHARED_GROUP: null,
  ADD_MOBILE_FIXED_IP: null,
  ADD_MULTISIM: null,
  PACK_SUBSCRIPTIONS: null,
  UNPACK_SUBSCRIPTIONS: null,
};
