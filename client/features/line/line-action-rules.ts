import { canAccess, type Role } from '../../../schema/domain/roles';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../../schema/domain/vocabulary/subscription';
import type { LineActionId } from '../../generated/graphql';

/** Every action of the line view (spec section 2 "Line actions"); also the suffix of the palette command id. */
export const LINE_ACTION_KEYS = [
  'alias',
  'changeProduct',
  'addOptional',
  'changeHolder',
  'configurationSms',
  'spn',
  'duplicateSim',
  'addMultisim',
  'createSharedGroup',
  'addToSharedGroup',
  'removeFromSharedGroup',
  'pack',
  'unpack',
  'tvStatus',
  'ontReset',
  'activeMode',
  'wifi',
  'fibreCheck',
  'password',
  'cancel',
] as const;
export type LineActionKey = (typeof LINE_ACTION_KEYS)[number];

/** What the rules look at: the line's family, status and group/pack links, and its services when known. */
export type LineRuleInput = {
  family: ProductFamily;
  status: SubscriptionStatus;
  sharedSubscriptionId: string | null;
  baseSubscriptions: readonly string[];
  headerSubscriptionId: string | null;
  convergentSubscriptionId: string | null;
  services: { actions: readonly LineActionId[] } | null;
};

// Status groups of docs/lifecycles.md "Subscriptions" (the api's subscription lifecycle; repeated here for comfort
// only: the api refuses anything else with SUBSCRIPTION_ACTION_NOT_ALLOWED).
const LIVE: readonly SubscriptionStatus[] = [
  'ACTIVE',
  'PENDING_PRODUCT_CHANGE',
  'PENDING_TITULAR_CHANGE',
  'PENDING_TERMINATION',
];
const NOT_YET_LIVE: readonly SubscriptionStatus[] = [
  'PENDING_PORTABILITY',
  'PENDING_INSTALLATION',
  'PENDING_MIGRATION',
  'PENDING_PROVISIONING',
  'PENDING_LOGISTIC',
  'PENDING_DOCS',
  'PENDING_ACTIVATION',
];
const NOT_FINAL: readonly SubscriptionStatus[] = [...LIVE, ...NOT_YET_LIVE, 'UNKNOWN'];
const ACTIVE: readonly SubscriptionStatus[] = ['ACTIVE'];
/** Cancel line: a live line is scheduled for termination (ACTIVE, UNKNOWN), one not live yet is cancelled. */
const CANCELLABLE: readonly SubscriptionStatus[] = ['ACTIVE', 'UNKNOWN', ...NOT_YET_LIVE];

const MOBILE: readonly ProductFamily[] = ['MOBILE', 'M2M'];
const FIBRE: readonly ProductFamily[] = ['FIBRE', 'CONVERGENT'];
const PACKABLE: readonly ProductFamily[] = ['FIBRE', 'MOBILE', 'CONVERGENT'];

type Rule = {
  /** null: every family. */
  families: readonly ProductFamily[] | null;
  statuses: readonly SubscriptionStatus[];
  /** The network's name of the action, when `lineServices.actions` answers for it. */
  networkAction?: LineActionId;
  /** Further conditions on the line's links (groups, packs). */
  when?: (line: LineRuleInput) => boolean;
};

const inNoGroup = (line: LineRuleInput) =>
  line.sharedSubscriptionId === null && line.baseSubscriptions.length === 0;
const packed = (line: LineRuleInput) =>
  line.headerSubscriptionId !== null || line.convergentSubscriptionId !== null;

/** Family, status and link rules per action (docs/lifecycles.md "Line actions" and "Subscriptions"). */
export const LINE_ACTION_RULES: Record<LineActionKey, Rule> = {
  alias: { families: null, statuses: NOT_FINAL },
  changeProduct: { families: null, statuses: ACTIVE },
  addOptional: { families: null, statuses: ACTIVE },
  changeHolder: { families: null, statuses: ACTIVE },
  configurationSms: { families: MOBILE, statuses: LIVE, networkAction: 'CONFIG_SMS' },
  spn: { families: MOBILE, statuses: LIVE, networkAction: 'SPN_CHANGE' },
  duplicateSim: { families: MOBILE, statuses: LIVE, networkAction: 'DUPLICATE_SIM' },
  addMultisim: { families: MOBILE, statuses: ACTIVE, networkAction: 'ADD_MULTISIM' },
  createSharedGroup: { families: ['MOBILE'], statuses: ACTIVE, when: inNoGroup },
  addToSharedGroup: { families: ['MOBILE'], statuses: ACTIVE, when: inNoGroup },
  removeFromSharedGroup: {
    families: ['MOBILE'],
    statuses: ACTIVE,
    when: (line) => line.sharedSubscriptionId !== null,
  },
  pack: { families: PACKABLE, statuses: ACTIVE, when: (line) => !packed(line) },
  unpack: { families: null, statuses: ACTIVE, when: packed },
  tvStatus: { families: ['TV'], statuses: LIVE, networkAction: 'TV_STATUS' },
  ontReset: { families: FIBRE, statuses: LIVE, networkAction: 'ONT_RESET' },
  activeMode: { families: FIBRE, statuses: LIVE, networkAction: 'ACTIVE_MODE' },
  wifi: { families: FIBRE, statuses: LIVE, networkAction: 'WIFI_CHANGE' },
  fibreCheck: { families: FIBRE, statuses: NOT_FINAL, networkAction: 'FIBRE_CHECK' },
  password: { families: null, statuses: LIVE, networkAction: 'PASSWORD_CHANGE' },
  cancel: { families: null, statuses: CANCELLABLE, networkAction: 'CANCEL_LINE' },
};

/**
 * Whether the action is offered for this line to this role: the line view and every line action are for managers
 * and above (spec section 6), then the family, the status and the links; when the network has answered which of
 * its actions the line allows now, that answer is followed too.
 */
export function lineActionAllowed(
  key: LineActionKey,
  line: LineRuleInput,
  role: Role | null | undefined,
): boolean {
  if (!canAccess(role, 'manager')) return false;
  const rule = LINE_ACTION_RULES[key];
  if (rule.families && !rule.families.includes(line.family)) return false;
  if (!rule.statuses.includes(line.status)) return false;
  if (rule.when && !rule.when(line)) return false;
  if (rule.networkAction && line.services && !line.services.actions.includes(rule.networkAction))
    return false;
  return true;
}

/** The actions offered for this line, in the order the view lists them. */
export function allowedLineActions(line: LineRuleInput, role: Role | null | undefined): LineActionKey[] {
  return LINE_ACTION_KEYS.filter((key) => lineActionAllowed(key, line, role));
}
