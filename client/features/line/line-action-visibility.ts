import {
  lineAllows,
  type SubscriptionAction,
} from '../../../schema/domain/lifecycles/subscription-lifecycle';
import { canAccess, type Role } from '../../../schema/domain/roles';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../../schema/domain/vocabulary/subscription';
import type { LineActionId } from '../../generated/graphql';

/** Every action of the line view; also the suffix of the palette command id. */
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

/** What visibility looks at: the line's family, status and group/pack links, and its services when known. */
export type LineRuleInput = {
  family: ProductFamily;
  status: SubscriptionStatus;
  sharedSubscriptionId: string | null;
  baseSubscriptions: readonly string[];
  headerSubscriptionId: string | null;
  convergentSubscriptionId: string | null;
  services: { actions: readonly LineActionId[] } | null;
};

/**
 * The subscription lifecycle's name of each view action, whose family, status and link rules decide (one table in
 * schema/domain/lifecycles); `network` marks the ones `lineServices.actions` also answers for.
 */
const LIFECYCLE_ACTION: Record<LineActionKey, { action: SubscriptionAction; network: boolean }> = {
  alias: { action: 'CHANGE_ALIAS', network: false },
  changeProduct: { action: 'PRODUCT_CHANGE', network: false },
  addOptional: { action: 'ADD_OPTIONAL_PRODUCT', network: false },
  changeHolder: { action: 'TITULAR_CHANGE', network: false },
  configurationSms: { action: 'CONFIG_SMS', network: true },
  spn: { action: 'SPN_CHANGE', network: true },
  duplicateSim: { action: 'DUPLICATE_SIM', network: true },
  addMultisim: { action: 'ADD_MULTISIM', network: true },
  createSharedGroup: { action: 'CREATE_SHARED_GROUP', network: false },
  addToSharedGroup: { action: 'ADD_TO_SHARED_GROUP', network: false },
  removeFromSharedGroup: { action: 'REMOVE_FROM_SHARED_GROUP', network: false },
  pack: { action: 'PACK', network: false },
  unpack: { action: 'UNPACK', network: false },
  tvStatus: { action: 'TV_STATUS', network: true },
  ontReset: { action: 'ONT_RESET', network: true },
  activeMode: { action: 'ACTIVE_MODE', network: true },
  wifi: { action: 'WIFI_CHANGE', network: true },
  fibreCheck: { action: 'FIBRE_CHECK', network: true },
  password: { action: 'PASSWORD_CHANGE', network: true },
  cancel: { action: 'CANCEL_LINE', network: true },
};

/**
 * Whether the action is offered for this line to this role: the line view and every line action are for managers
 * and above (docs/decisions.md), then the lifecycle's family, status and link rules; when the network has answered
 * which of its actions the line allows now, that answer is followed too.
 */
export function lineActionAllowed(
  key: LineActionKey,
  line: LineRuleInput,
  role: Role | null | undefined,
): boolean {
  if (!canAccess(role, 'manager')) return false;
  const { action, network } = LIFECYCLE_ACTION[key];
  const links = {
    sharedSubscriptionId: line.sharedSubscriptionId,
    groupMembers: line.baseSubscriptions.length,
    headerSubscriptionId: line.headerSubscriptionId,
    convergentSubscriptionId: line.convergentSubscriptionId,
  };
  if (!lineAllows(action, { family: line.family, status: line.status, links })) return false;
  if (network && line.services && !(line.services.actions as readonly string[]).includes(action))
    return false;
  return true;
}

/** The actions offered for this line, in the order the view lists them. */
export function allowedLineActions(line: LineRuleInput, role: Role | null | undefined): LineActionKey[] {
  return LINE_ACTION_KEYS.filter((key) => lineActionAllowed(key, line, role));
}
