import type { SubscriptionStatus } from '../domain/vocabulary/subscription';

/**
 * The rules of a term (an end date) on a line or on one of its add-on products, without zod: the api asserts with
 * them and the temporal subscriptions page shows or hides its actions with them (docs/lifecycles.md "Terms").
 */

/** What carries the end date: the line itself, or the add-on product at an index of its optionals. */
export const TEMPORAL_KINDS = ['SUBSCRIPTION', 'PRODUCT'] as const;
export type TemporalKind = (typeof TEMPORAL_KINDS)[number];

/** Ended: the end date is before today (Madrid); upcoming: today or later. */
export const TEMPORAL_STATES = ['UPCOMING', 'ENDED'] as const;
export type TemporalState = (typeof TEMPORAL_STATES)[number];

const NOT_YET_LIVE: readonly SubscriptionStatus[] = [
  'PENDING_PORTABILITY',
  'PENDING_INSTALLATION',
  'PENDING_MIGRATION',
  'PENDING_PROVISIONING',
  'PENDING_LOGISTIC',
  'PENDING_DOCS',
  'PENDING_ACTIVATION',
];

/**
 * Lines whose end date is a term (a promotion, a temporary tariff, a seasonal line). A terminated or canceled line's
 * end date is when it ended, and a PENDING_TERMINATION line's is when its cancellation takes effect (the
 * termination sweep's): neither is a term, so neither is listed nor extended.
 */
export const TERM_STATUSES: readonly SubscriptionStatus[] = [
  'ACTIVE',
  'PENDING_PRODUCT_CHANGE',
  'PENDING_TITULAR_CHANGE',
  ...NOT_YET_LIVE,
  'UNKNOWN',
];

export const TERM_ACTIONS = ['EXTEND', 'END_NOW'] as const;
export type TermAction = (typeof TERM_ACTIONS)[number];

/**
 * Whether a term may be extended or ended now on a line in `status`. Ending a line's own term ends the line, which
 * waits while a contract change (tariff, holder) is under way; an add-on's term ends by taking the add-on off.
 */
export function termActionAllows(
  action: TermAction,
  kind: TemporalKind,
  status: SubscriptionStatus,
): boolean {
  if (!TERM_STATUSES.includes(status)) return false;
  if (action === 'END_NOW' && kind === 'SUBSCRIPTION') {
    return status !== 'PENDING_PRODUCT_CHANGE' && status !== 'PENDING_TITULAR_CHANGE';
  }
  return true;
}

/** The status a line takes when its term is ended now: a live line is terminated, one not live yet canceled. */
export function endedNowStatus(status: SubscriptionStatus): 'TERMINATED' | 'CANCELED' {
  return NOT_YET_LIVE.includes(status) ? 'CANCELED' : 'TERMINATED';
}

/** Why a new end date (YYYY-MM-DD) cannot extend a term: it must be after today and after the current end. */
export type ExtendedEndDateProblem = 'notAfterToday' | 'notAfterCurrentEnd';

export function extendedEndDateProblem(
  newEndDate: string,
  { today, currentEndDate }: { today: string; currentEndDate: string },
): ExtendedEndDateProblem | null {
  if (newEndDate <= today) return 'notAfterToday';
  if (newEndDate <= currentEndDate) return 'notAfterCurrentEnd';
  return null;
}

/** Whether a term ended (its end date before today), both YYYY-MM-DD. */
export function termEnded(endDate: string, today: string): boolean {
  return endDate < today;
}

/** Whole days from today to the end date (negative once ended), both YYYY-MM-DD. */
export function daysUntil(endDate: string, today: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
