import type { TFunction } from 'i18next';
import { PROCESS_TYPES } from '../../../schema/domain/vocabulary/process';
import type { SubscriptionHistoryField } from '../../generated/graphql';
import { formatDate, formatEuros } from '../../ui/format';

/** History actions the modifyProduct namespace names itself (the rest are processes, or shown as recorded). */
const NAMED_ACTIONS = new Set([
  'MODIFY',
  'CHANGE_ALIAS',
  'EXTEND_END_DATE',
  'END_NOW',
  'TERMINATE',
  'CANCEL_LINE',
  'ADD_OPTIONAL_PRODUCT',
  'PORTABILITY_COMPLETED',
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
]);

function isProcessType(value: string): boolean {
  return (PROCESS_TYPES as readonly string[]).includes(value);
}

/**
 * What a history row's action reads as: its own name, a process's type when it started one (PRODUCT_CHANGE) or
 * settled one (PRODUCT_CHANGE_COMPLETED, _ERRORED, _CANCELED), else the action as the api recorded it.
 */
export function historyActionLabel(action: string, t: TFunction): string {
  if (NAMED_ACTIONS.has(action)) return t(`modifyProduct.history.action.${action}`);
  if (isProcessType(action)) return t(`domain.processType.${action}`);
  const settled = /^(.+)_(COMPLETED|ERRORED|CANCELED)$/.exec(action);
  if (settled?.[1] && settled[2] && isProcessType(settled[1])) {
    return t(`modifyProduct.history.settled.${settled[2]}`, {
      process: t(`domain.processType.${settled[1]}`),
    });
  }
  return action;
}

/** A changed value as the page shows it: prices in euros, dates DD-MM-YY, nothing as a dash. */
export function historyValueText(
  field: SubscriptionHistoryField,
  value: string | null,
  language: string,
): string {
  if (value === null) return '—';
  if (field === 'finalPrice') return /^\d+$/.test(value) ? formatEuros(Number(value), language) : value;
  if (field === 'startDate' || field === 'endDate') return formatDate(value);
  return value;
}
