import {
  type SubscriptionAction,
  subscriptionAllows,
} from '../../schema/domain/lifecycles/subscription-lifecycle';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import { ApiError } from '../http/api-error';

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
