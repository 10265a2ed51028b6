import {
  lineAllows,
  type SubscriptionAction,
} from '../../../schema/domain/lifecycles/subscription-lifecycle';
import { canAccess, type Role } from '../../../schema/domain/roles';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../../schema/domain/vocabulary/subscription';

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

/** What visibility looks at: the line's family, status and group/pack links. */
export type LineRuleInput = {
  family: ProductFamily;
  status: SubscriptionStatus;
  sharedSubscriptionId: string | null;
  baseSubscriptions: readonly string[];
  headerSubscriptionId: string | null;
  convergentSubscriptionId: string | null;
};

/**
 * The subscription lifecycle's name of each view action, whose family, status and link rules decide (one table in
 * schema/domain/lifecycles, which the api asserts with too).
 */
const LIFECYCLE_ACTION: Record<LineActionKey, SubscriptionAction> = {
  alias: 'CHANGE_ALIAS',
  changeProduct: 'PRODUCT_CHANGE',
  addOptional: 'ADD_OPTIONAL_PRODUCT',
  changeHolder: 'TITULAR_CHANGE',
  configurationSms: 'CONFIG_SMS',
  spn: 'SPN_CHANGE',
  duplicateSim: 'DUPLICATE_SIM',
  addMultisim: 'ADD_MULTISIM',
  createSharedGroup: 'CREATE_SHARED_GROUP',
  addToSharedGroup: 'ADD_TO_SHARED_GROUP',
  removeFromSharedGroup: 'REMOVE_FROM_SHARED_GROUP',
  pack: 'PACK',
  unpack: 'UNPACK',
  tvStatus: 'TV_STATUS',
  ontReset: 'ONT_RESET',
  activeMode: 'ACTIVE_MODE',
  wifi: 'WIFI_CHANGE',
  fibreCheck: 'FIBRE_CHECK',
  password: 'PASSWORD_CHANGE',
  cancel: 'CANCEL_LINE',
};

/**
 * Whether the action is offered for this line to this role: the line view and every line action are for managers
 * and above (docs/decisions.md), then the lifecycle's family, status and link rules. The services' `actions` the api
 * answers are the same rules over the same line, so they are not consulted: a copy could only lag behind the line.
 */
export function lineActionAllowed(
  key: LineActionKey,
  line: LineRuleInput,
  role: Role | null | undefined,
): boolean {
  if (!canAccess(role, 'manager')) return false;
  const action = LIFECYCLE_ACTION[key];
  const links = {
    sharedSubscriptionId: line.sharedSubscriptionId,
    groupMembers: line.baseSubscriptions.length,
    headerSubscriptionId: line.headerSubscriptionId,
    convergentSubscriptionId: line.convergentSubscriptionId,
  };
  return lineAllows(action, { family: line.family, status: line.status, links });
}

/** The actions offered for this line, in the order the view lists them. */
export function allowedLineActions(line: LineRuleInput, role: Role | null | undefined): LineActionKey[] {
  return LINE_ACTION_KEYS.filter((key) => lineActionAllowed(key, line, role));
}
