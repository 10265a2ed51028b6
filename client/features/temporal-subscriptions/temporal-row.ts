import type { TemporalSubscriptionFieldsFragment } from '../../generated/graphql';

/** A row of the temporal subscriptions queue: one term, of a line or of one of its add-ons. */
export type TemporalRow = TemporalSubscriptionFieldsFragment;

/** The queue's id (URL state, saved columns) and the entity kind of its rows (actions). */
export const TEMPORAL_QUEUE = 'temporal-subscriptions';
export const TEMPORAL_ENTITY = 'temporalSubscription';

/** What names a row in dialogs and toasts: the line number, and the add-on's name for an add-on's term. */
export function temporalRowLabel(row: Pick<TemporalRow, 'lineNumber' | 'kind' | 'productName'>): string {
  return row.kind === 'PRODUCT' ? `${row.lineNumber} · ${row.productName}` : row.lineNumber;
}

/** Enter opens the line (its view lists the add-ons too), except lines of carrier '1', which have none. */
export function temporalRowHref(row: Pick<TemporalRow, 'lineNumber'>): string {
  return `/line/${encodeURIComponent(row.lineNumber)}`;
}
