import type { ProductFamily, SubscriptionStatus } from '../../generated/graphql';

/** A line of the /subs queue: what the server page gives, and what a local cache of subscriptions must give. */
export type SubscriptionRow = {
  subscriptionId: string;
  lineNumber: string;
  fiscalId: string;
  customerName: string;
  customerFirstSurname: string | null;
  customerLastSurname: string | null;
  productName: string;
  alias: string | null;
  status: SubscriptionStatus;
  family: ProductFamily;
  startDate: string | null;
  endDate: string | null;
  /** Euro cents. */
  finalPrice: number;
  fixedNumber: string | null;
  icc: string | null;
  carrier: string | null;
  technology: string | null;
  installationAddress: string | null;
  created: string;
  modified: string;
};

/** Holder's full name as the list shows it. */
export function holderName(
  row: Pick<SubscriptionRow, 'customerName' | 'customerFirstSurname' | 'customerLastSurname'>,
) {
  return [row.customerName, row.customerFirstSurname, row.customerLastSurname].filter(Boolean).join(' ');
}

/** A line opens by its number, except lines of carrier '1', which have no line page. */
export function subscriptionHref(row: Pick<SubscriptionRow, 'lineNumber' | 'carrier'>): string | null {
  if (row.carrier === '1') return null;
  return `/line/${encodeURIComponent(row.lineNumber)}`;
}
