import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../schema/domain/vocabulary/subscription';
import { daysUntil, termEnded } from '../../schema/rest/temporal-subscription-rules';
import type { TemporalItem } from '../../schema/rest/temporal-subscriptions';

/** One term as the database reads it: its line's columns and the term's own (the line's, or an add-on's). */
export type TermRow = {
  subscription_id: string;
  /** null for the line's own term. */
  item_index: number | null;
  end_day: string;
  start_day: string | null;
  product_name: string;
  price: number;
  line_number: string;
  fiscal_id: string;
  channel_id: string;
  family: ProductFamily;
  status: SubscriptionStatus;
  name: string;
  first_surname: string | null;
  second_surname: string | null;
};

/** The id of a term: the line's for its own, `<line id>:<index>` for an add-on's (one key space for the cache). */
export function temporalItemId(subscriptionId: string, index: number | null): string {
  return index === null ? subscriptionId : `${subscriptionId}:${index}`;
}

/** A term as the contract answers it; `today` is the api's Madrid date (YYYY-MM-DD). */
export function temporalItemOf(row: TermRow, today: string, { endedNow = false } = {}): TemporalItem {
  const lineEnded = (ENDED_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(row.status);
  return {
    id: temporalItemId(row.subscription_id, row.item_index),
    subscriptionId: row.subscription_id,
    index: row.item_index,
    kind: row.item_index === null ? 'SUBSCRIPTION' : 'PRODUCT',
    lineNumber: row.line_number,
    fiscalId: row.fiscal_id,
    holderName: [row.name, row.first_surname, row.second_surname].filter(Boolean).join(' '),
    channelId: row.channel_id,
    family: row.family,
    status: row.status,
    productName: row.product_name,
    price: row.price,
    startDate: row.start_day,
    endDate: row.end_day,
    ended: endedNow || lineEnded || termEnded(row.end_day, today),
    daysLeft: daysUntil(row.end_day, today),
  };
}
