import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { LineActionId } from '../../schema/rest/line-actions';
import { LINE_ACTION_IDS } from '../../schema/rest/line-actions';
import { ApiError } from '../http/api-error';
import { assertSubscriptionAllows, subscriptionAllows } from '../subscriptions/subscription-lifecycle';

const MOBILE: readonly ProductFamily[] = ['MOBILE', 'M2M'];
/** Convergent lines carry the fibre access of a fibre + mobile pack (the mobile line is a subscription of its own). */
const FIBRE: readonly ProductFamily[] = ['FIBRE', 'CONVERGENT'];

/**
 * Which families each line action applies to (docs/lifecycles.md, "Line actions"); null: every family. The TV
 * platform serves TV lines; the ONT, router and line test are the fibre access's; SPN, SIMs and the configuration
 * SMS are a mobile line's.
 */
export const LINE_ACTION_FAMILIES: Record<LineActionId, readonly ProductFamily[] | null> = {
  TERMINATE: null,
  CANCEL_LINE: null,
  TV_STATUS: ['TV'],
  ONT_RESET: FIBRE,
  SPN_CHANGE: MOBILE,
  ACTIVE_MODE: FIBRE,
  WIFI_CHANGE: FIBRE,
  PASSWORD_CHANGE: null,
  FIBRE_CHECK: FIBRE,
  DUPLICATE_SIM: MOBILE,
  ADD_MULTISIM: MOBILE,
  CONFIG_SMS: MOBILE,
};

export function lineActionAppliesTo(action: LineActionId, family: ProductFamily): boolean {
  const families = LINE_ACTION_FAMILIES[action];
  return families === null || families.includes(family);
}

/**
 * Cancelling a line covers both cases of the subscription lifecycle: a live line whose termination is scheduled
 * (TERMINATE) and a line not live yet that is cancelled outright (CANCEL_LINE).
 */
function statusAllows(action: LineActionId, status: SubscriptionStatus): boolean {
  if (action === 'CANCEL_LINE') {
    return subscriptionAllows('CANCEL_LINE', status) || subscriptionAllows('TERMINATE', status);
  }
  return subscriptionAllows(action, status);
}

/**
 * The family first (422 LINE_ACTION_NOT_FOR_FAMILY: the action never applies to this line), then the subscription
 * lifecycle (409 SUBSCRIPTION_ACTION_NOT_ALLOWED: not in this status).
 */
export function assertLineActionAllowed(
  action: LineActionId,
  line: { family: ProductFamily; status: SubscriptionStatus },
): void {
  if (!lineActionAppliesTo(action, line.family)) {
    throw new ApiError(
      422,
      'LINE_ACTION_NOT_FOR_FAMILY',
      `${action} does not apply to a ${line.family} line`,
    );
  }
  if (!statusAllows(action, line.status)) assertSubscriptionAllows(action, line.status);
}

/** The line actions a line allows now, in the contract's order. */
export function allowedLineActions(line: {
  family: ProductFamily;
  status: SubscriptionStatus;
}): LineActionId[] {
  return LINE_ACTION_IDS.filter(
    (action) => lineActionAppliesTo(action, line.family) && statusAllows(action, line.status),
  );
}
