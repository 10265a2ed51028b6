import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { CustomerRecord, LineRecord } from './search-corpus';

export type LineHit = {
  kind: 'line';
  /** The subscription id. */
  id: string;
  lineNumber: string;
  fiscalId: string;
  customerName: string;
  carrier: string | null;
  status: string;
};
export type CustomerHit = {
  kind: 'customer';
  id: string;
  fiscalId: string;
  name: string;
  email: string | null;
};
export type BrandHit = { kind: 'brand'; id: string; name: string };
export type SearchHit = LineHit | CustomerHit | BrandHit;

export type SearchResults = { lines: LineHit[]; customers: CustomerHit[] };

function fullName(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part) => part?.trim()).join(' ');
}

/** A cached line as a search hit. */
export function lineHit(line: LineRecord): LineHit {
  return {
    kind: 'line',
    id: line.subscriptionId,
    lineNumber: line.lineNumber,
    fiscalId: line.fiscalId,
    customerName: fullName([line.customerName, line.customerFirstSurname, line.customerLastSurname]),
    carrier: line.carrier ?? null,
    status: line.status,
  };
}

/** A cached customer as a search hit. */
export function customerHit(customer: CustomerRecord): CustomerHit {
  return {
    kind: 'customer',
    id: customer.customerId,
    fiscalId: customer.fiscalId,
    name:
      fullName([customer.name, customer.firstSurname, customer.lastSurname]) || customer.companyName || '',
    email: customer.email ?? null,
  };
}

/** The line page is not opened for lines of carrier '1'. */
export const CARRIER_WITHOUT_LINE_PAGE = '1';
export const TERMINATED_STATUS = 'TERMINATED';

type SearchUser = { channel: string; originalChannel: string } | null | undefined;

/** Brand search (and entering a brand) only for users whose original and current channel are both '0'. */
export function brandSearchAllowed(user: SearchUser): boolean {
  return !!user && user.originalChannel === OPERATOR_CHANNEL && user.channel === OPERATOR_CHANNEL;
}

export type SearchTarget =
  | { kind: 'navigate'; path: string }
  | { kind: 'enter-brand'; brandId: string }
  | null;

/** What choosing a hit does: customer → /customer/{fiscalId}; line → /line/{number} unless
 * carrier '1'; brand → enter the channel (operator at home only). `null`: the hit is shown but opens nothing. */
export function targetOf(hit: SearchHit, user: SearchUser): SearchTarget {
  switch (hit.kind) {
    case 'customer':
      return { kind: 'navigate', path: `/customer/${encodeURIComponent(hit.fiscalId)}` };
    case 'line':
      return hit.carrier === CARRIER_WITHOUT_LINE_PAGE
        ? null
        : { kind: 'navigate', path: `/line/${encodeURIComponent(hit.lineNumber)}` };
    case 'brand':
      return brandSearchAllowed(user) ? { kind: 'enter-brand', brandId: hit.id } : null;
  }
}
