import type { Kysely } from 'kysely';
import { addCalendarDays, isoDateOf } from '../../schema/domain/madrid-clock';
import { PRODUCT_FAMILIES, type ProductFamily } from '../../schema/domain/vocabulary/product';
import type { AnalyticsRange, SalesAnalytics } from '../../schema/rest/dashboard-analytics';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { dashboardCounts, wholeNumber } from './dashboard-counts';
import { calendarDateOf } from './dashboard-period-range';

const familyOf = (value: string | null | undefined): ProductFamily | null =>
  PRODUCT_FAMILIES.find((family) => family === value) ?? null;

/** Every day of a range, both ends included. */
function daysOf(range: AnalyticsRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = isoDateOf(addCalendarDays(calendarDateOf(day), 1))) {
    days.push(day);
  }
  return days;
}

/** The exclusive end of an inclusive range of days. */
export function dayAfter(day: string): string {
  return isoDateOf(addCalendarDays(calendarDateOf(day), 1));
}

const bySalesThenName =
  <Row extends { revenueCents: number }>(name: (row: Row) => string) =>
  (a: Row, b: Row) =>
    b.revenueCents - a.revenueCents || name(a).localeCompare(name(b));

/**
 * GET /dashboard/sales: the sales (orders counted on the day of their first launch, migration 0022) of the caller's
 * subtree over a range of Madrid days, by day, family, channel and contracted product. Channel and product names
 * are read from their tables as they are now.
 */
export async function computeSalesAnalytics(
  db: Kysely<Database>,
  scopeChannel: string,
  range: AnalyticsRange,
): Promise<SalesAnalytics> {
  const channels = await channelSubtreeList(db, scopeChannel);
  const empty: SalesAnalytics = {
    from: range.from,
    to: range.to,
    totals: { sales: 0, revenueCents: 0 },
    byDay: daysOf(range).map((date) => ({ date, sales: 0, revenueCents: 0 })),
    byFamily: [],
    byChannel: [],
    byProduct: [],
  };
  if (channels.length === 0) return empty;
  const rows = await dashboardCounts(db)
    .selectFrom('dashboard_counts')
    .select((eb) => [
      'metric',
      'channel_id',
      'dimension',
      eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'),
      eb.fn.sum<string>('count').as('count'),
      eb.fn.sum<string>('amount_cents').as('amount'),
    ])
    .where('metric', 'in', ['sales', 'product_sales'])
    .where('day', '>=', range.from)
    .where('day', '<', dayAfter(range.to))
    .where('channel_id', 'in', channels)
    .groupBy(['metric', 'channel_id', 'dimension', 'day'])
    .execute();

  const analytics = empty;
  const byDay = new Map(analytics.byDay.map((entry) => [entry.date, entry]));
  const byFamily = new Map<ProductFamily, { family: ProductFamily; sales: number; revenueCents: number }>();
  const byChannel = new Map<string, { sales: number; revenueCents: number }>();
  const byProduct = new Map<string, { units: number; revenueCents: number }>();
  for (const row of rows) {
    const count = wholeNumber(row.count);
    const amount = wholeNumber(row.amount);
    if (row.metric === 'product_sales') {
      const product = byProduct.get(row.dimension) ?? { units: 0, revenueCents: 0 };
      product.units += count;
      product.revenueCents += amount;
      byProduct.set(row.dimension, product);
      continue;
    }
    analytics.totals.sales += count;
    analytics.totals.revenueCents += amount;
    const day = byDay.get(row.day);
    if (day) {
      day.sales += count;
      day.revenueCents += amount;
    }
    const family = familyOf(row.dimension);
    if (family) {
      const entry = byFamily.get(family) ?? { family, sales: 0, revenueCents: 0 };
      entry.sales += count;
      entry.revenueCents += amount;
      byFamily.set(family, entry);
    }
    const channel = byChannel.get(row.channel_id) ?? { sales: 0, revenueCents: 0 };
    channel.sales += count;
    channel.revenueCents += amount;
    byChannel.set(row.channel_id, channel);
  }

  const channelNames = byChannel.size
    ? await db
        .selectFrom('channels')
        .select(['id', 'name'])
        .where('id', 'in', [...byChannel.keys()])
        .execute()
    : [];
  const names = new Map(channelNames.map((channel) => [channel.id, channel.name]));
  const productIds = [...byProduct.keys()].filter((id) => id !== '');
  const products = productIds.length
    ? await db.selectFrom('products').select(['id', 'name', 'family']).where('id', 'in', productIds).execute()
    : [];
  const catalogue = new Map(products.map((product) => [product.id, product]));

  analytics.byFamily = [...byFamily.values()]
    .filter((entry) => entry.sales !== 0)
    .sort(bySalesThenName((entry) => entry.family));
  analytics.byChannel = [...byChannel]
    .map(([channelId, figures]) => ({
      channelId,
      channelName: names.get(channelId) ?? channelId,
      ...figures,
    }))
    .filter((entry) => entry.sales !== 0)
    .sort(bySalesThenName((entry) => entry.channelId));
  analytics.byProduct = [...byProduct]
    .map(([id, figures]) => {
      const product = catalogue.get(id);
      return {
        productId: id === '' ? null : id,
        name: product?.name ?? '',
        family: familyOf(product?.family),
        ...figures,
      };
    })
    .filter((entry) => entry.units !== 0)
    .sort(bySalesThenName((entry) => entry.name));
  return analytics;
}
