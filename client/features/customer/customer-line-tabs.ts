import type { ProductFamily } from '../../../schema/domain/vocabulary/product';

/** The customer page's tabs, in the order the page shows them. */
export const CUSTOMER_TABS = [
  'mobile',
  'fibre',
  'tv',
  'satellite',
  'convergent',
  'fixed',
  'energy',
  'alarm',
  'custom',
  'other',
  'fibreMobile',
  'subscriptions',
  'documentation',
  'orders',
  'invoices',
  'financialRisk',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

export type LineTab = Extract<
  CustomerTab,
  | 'mobile'
  | 'fibre'
  | 'tv'
  | 'satellite'
  | 'convergent'
  | 'fixed'
  | 'energy'
  | 'alarm'
  | 'custom'
  | 'other'
  | 'fibreMobile'
  | 'subscriptions'
>;

/**
 * Which families each family tab lists. The catalogue has no alarm family yet, so Alarm lists nothing; Other takes
 * every family without a tab of its own. Fibre and mobile lists the lines packed together (a header or a
 * convergent subscription), Subscriptions every line.
 */
const FAMILY_TABS: Partial<Record<LineTab, readonly ProductFamily[]>> = {
  mobile: ['MOBILE'],
  fibre: ['FIBRE'],
  tv: ['TV'],
  satellite: ['SATELLITE'],
  convergent: ['CONVERGENT'],
  fixed: ['FIXED'],
  energy: ['ELECTRICITY', 'GAS'],
  alarm: [],
  custom: ['CUSTOM'],
  other: ['INTERNATIONAL', 'LOGISTICS', 'SPAIN_HOLIDAYS', 'M2M', 'PROMO', 'PBX'],
};

export type TabbedLine = {
  family: ProductFamily;
  headerSubscriptionId?: string | null;
  convergentSubscriptionId?: string | null;
};

export function isLineTab(tab: CustomerTab): tab is LineTab {
  return tab in FAMILY_TABS || tab === 'fibreMobile' || tab === 'subscriptions';
}

export function linesOfTab<Line extends TabbedLine>(lines: readonly Line[], tab: LineTab): Line[] {
  if (tab === 'subscriptions') return [...lines];
  if (tab === 'fibreMobile') {
    return lines.filter((line) => Boolean(line.headerSubscriptionId || line.convergentSubscriptionId));
  }
  const families = FAMILY_TABS[tab] ?? [];
  return lines.filter((line) => families.includes(line.family));
}

/** Tabs shown whatever the customer has; Subscriptions is the one line tab that always shows. */
const ALWAYS_SHOWN: ReadonlySet<CustomerTab> = new Set([
  'subscriptions',
  'documentation',
  'orders',
  'invoices',
  'financialRisk',
]);

/**
 * The tabs the customer's strip shows: a family tab only when it lists a line, so the strip fits one row. `lines`
 * is null when the role cannot read them (or they failed): Subscriptions then says why, and no family tab shows.
 */
export function visibleCustomerTabs(lines: readonly TabbedLine[] | null): CustomerTab[] {
  return CUSTOMER_TABS.filter(
    (tab) => ALWAYS_SHOWN.has(tab) || (lines !== null && isLineTab(tab) && linesOfTab(lines, tab).length > 0),
  );
}
