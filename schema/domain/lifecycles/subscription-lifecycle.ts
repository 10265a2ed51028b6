import type { ProductFamily } from '../vocabulary/product';
import { ENDED_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../vocabulary/subscription';

/**
 * The line actions (api/line-actions), named as their subscription_history rows are; the line services' `actions`
 * lists those possible right now.
 */
export const LINE_ACTION_IDS = [
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
export type LineActionId = (typeof LINE_ACTION_IDS)[number];

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
  ...LINE_ACTION_IDS,
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
/** A terminated or canceled line refuses everything. */
export const SUBSCRIPTION_STATUSES_WITHOUT_ACTIONS: readonly SubscriptionStatus[] =
  ENDED_SUBSCRIPTION_STATUSES;
/** Every status but the final ones. */
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

const MOBILE: readonly ProductFamily[] = ['MOBILE', 'M2M'];
/** Convergent lines carry the fibre access of a fibre + mobile pack (the mobile line is a subscription of its own). */
const FIBRE: readonly ProductFamily[] = ['FIBRE', 'CONVERGENT'];
/** Only mobile lines share a data allowance. */
export const SHARED_GROUP_FAMILIES: readonly ProductFamily[] = ['MOBILE'];
/** A pack joins a fibre header with a mobile or convergent line of the same holder (docs/domain-rules.md). */
export const PACK_HEADER_FAMILIES: readonly ProductFamily[] = ['FIBRE'];
export const PACK_PARTNER_FAMILIES: readonly ProductFamily[] = ['MOBILE', 'CONVERGENT'];

/**
 * Which families each action applies to (docs/lifecycles.md, "Line actions"); null: every family. The TV platform
 * serves TV lines; the ONT, router and line test are the fibre access's; SPN, SIMs and the configuration SMS are a
 * mobile line's; shared data groups are mobile; a pack takes a line of either side.
 */
export const SUBSCRIPTION_ACTION_FAMILIES: Record<SubscriptionAction, readonly ProductFamily[] | null> = {
  PRODUCT_CHANGE: null,
  TITULAR_CHANGE: null,
  ADD_OPTIONAL_PRODUCT: null,
  CHANGE_ALIAS: null,
  MODIFY: null,
  CREATE_SHARED_GROUP: SHARED_GROUP_FAMILIES,
  ADD_TO_SHARED_GROUP: SHARED_GROUP_FAMILIES,
  REMOVE_FROM_SHARED_GROUP: SHARED_GROUP_FAMILIES,
  PACK: [...PACK_HEADER_FAMILIES, ...PACK_PARTNER_FAMILIES],
  UNPACK: null,
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

export function subscriptionActionAppliesTo(action: SubscriptionAction, family: ProductFamily): boolean {
  const families = SUBSCRIPTION_ACTION_FAMILIES[action];
  return families === null || families.includes(family);
}

/**
 * The status rule of a line action. Cancelling a line covers both cases of the lifecycle: a live line whose
 * termination is scheduled (TERMINATE) and a line not live yet that is cancelled outright (CANCEL_LINE).
 */
export function lineActionStatusAllows(action: SubscriptionAction, status: SubscriptionStatus): boolean {
  if (action === 'CANCEL_LINE') {
    return subscriptionAllows('CANCEL_LINE', status) || subscriptionAllows('TERMINATE', status);
  }
  return subscriptionAllows(action, status);
}

/** A line's links to shared data groups and packs; `groupMembers` counts the lines hanging from it. */
export type SubscriptionLinks = {
  sharedSubscriptionId: string | null;
  groupMembers: number;
  headerSubscriptionId: string | null;
  convergentSubscriptionId: string | null;
};

/** In a shared data group, as a member or as the line the group hangs from. */
export function isInSharedGroup(
  links: Pick<SubscriptionLinks, 'sharedSubscriptionId' | 'groupMembers'>,
): boolean {
  return links.sharedSubscriptionId !== null || links.groupMembers > 0;
}

export function isInPack(
  links: Pick<SubscriptionLinks, 'headerSubscriptionId' | 'convergentSubscriptionId'>,
): boolean {
  return links.headerSubscriptionId !== null || links.convergentSubscriptionId !== null;
}

/** What the line's links require of the group and pack actions; the others do not look at them. */
export function subscriptionLinksAllow(action: SubscriptionAction, links: SubscriptionLinks): boolean {
  switch (action) {
    case 'CREATE_SHARED_GROUP':
    case 'ADD_TO_SHARED_GROUP':
      return !isInSharedGroup(links);
    case 'REMOVE_FROM_SHARED_GROUP':
      return links.sharedSubscriptionId !== null;
    case 'PACK':
      return !isInPack(links);
    case 'UNPACK':
      return isInPack(links);
    default:
      return true;
  }
}

/** Whether one line's family, status and (when given) links allow the action; the family first, then the status. */
export function lineAllows(
  action: SubscriptionAction,
  line: { family: ProductFamily; status: SubscriptionStatus; links?: SubscriptionLinks },
): boolean {
  return (
    subscriptionActionAppliesTo(action, line.family) &&
    lineActionStatusAllows(action, line.status) &&
    (line.links === undefined || subscriptionLinksAllow(action, line.links))
  );
}
