import {
  LINE_ACTION_IDS,
  type LineActionId,
  lineActionStatusAllows,
  lineAllows,
  subscriptionActionAppliesTo,
} from '../../schema/domain/lifecycles/subscription-lifecycle';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import { ApiError } from '../http/api-error';
import { assertSubscriptionAllows } from '../subscriptions/assert-subscription-allows';

/**
 * The family first (422 LINE_ACTION_NOT_FOR_FAMILY: the action never applies to this line), then the subscription
 * lifecycle (409 SUBSCRIPTION_ACTION_NOT_ALLOWED: not in this status).
 */
export function assertLineActionAllowed(
  action: LineActionId,
  line: { family: ProductFamily; status: SubscriptionStatus },
): void {
  if (!subscriptionActionAppliesTo(action, line.family)) {
    throw new ApiError(
      422,
      'LINE_ACTION_NOT_FOR_FAMILY',
      `${action} does not apply to a ${line.family} line`,
    );
  }
  if (!lineActionStatusAllows(action, line.status)) assertSubscriptionAllows(action, line.status);
}

/** The line actions a line allows now, in the contract's order. */
export function allowedLineActions(line: {
  family: ProductFamily;
  status: SubscriptionStatus;
}): LineActionId[] {
  return LINE_ACTION_IDS.filter((action) => lineAllows(action, line));
}
