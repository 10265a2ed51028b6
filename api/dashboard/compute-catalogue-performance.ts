import { type Kysely, sql } from 'kysely';
import type { AnalyticsRange, CataloguePerformance } from '../../schema/rest/dashboard-analytics';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { productReadableFrom } from '../products/product-scope';
import { dayAfter } from './compute-sales-analytics';
import { dashboardCounts, wholeNumber } from './dashboard-counts';

type Figures = {
  unitsSold: number;
  revenueCents: number;
  promotionUnits: number;
  activeLines: number;
  activeMonthlyCents: number;
};

/**
 * GET /dashboard/catalogue: every product of the catalogue the caller reads (its brand's, and those of its subtree) with its units sold, their revenue and
 * the units sold with a promotion over a range of Madrid days (migration 0022's product_sales and promotion_sales,
 * counted at each order's first launch), and its ACTIVE lines now. Best sellers first, then by name.
 */
export async function computeCataloguePerformance(
  db: Kysely<Database>,
  scopeChannel: string,
  range: AnalyticsRange,
): Promise<CataloguePerformance> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { from: range.from, to: range.to, products: [] };
  const counts = dashboardCounts(db);
  const sold = await counts
    .selectFrom('dashboard_counts')
    .select((eb) => [
      'metric',
      'dimension',
      eb.fn.sum<string>('count').as('count'),
      eb.fn.sum<string>('amount_cents').as('amount'),
    ])
    .where('metric', 'in', ['product_sales', 'promotion_sales'])
    .where('day', '>=', range.from)
    .where('day', '<', dayAfter(range.to))
    .where('channel_id', 'in', channels)
    .groupBy(['metric', 'dimension'])
    .execute();
  const active = await counts
    .selectFrom('dashboard_counts')
    .select((eb) => [
      'dimension',
      eb.fn.sum<string>('count').as('count'),
      eb.fn.sum<string>('amount_cents').as('amount'),
    ])
    .where('metric', '=', 'product_lines')
    .where('day', 'is', null)
    .where('channel_id', 'in', channels)
    .groupBy('dimension')
    .execute();
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'family',
      'status',
      'price_with_promotions_cents',
      sql<number>`jsonb_array_length(promotions)`.as('promotions'),
    ])
    .where(productReadableFrom(scopeChannel))
    .execute();

  const figures = new Map<string, Figures>();
  const figuresOf = (id: string) => {
    const entry = figures.get(id) ?? {
      unitsSold: 0,
      revenueCents: 0,
      promotionUnits: 0,
      activeLines: 0,
      activeMonthlyCents: 0,
    };
    figures.set(id, entry);
    return entry;
  };
  for (const row of sold) {
    const entry = figuresOf(row.dimension);
    if (row.metric === 'product_sales') {
      entry.unitsSold += wholeNumber(row.count);
      entry.revenueCents += wholeNumber(row.amount);
    } else {
      entry.promotionUnits += wholeNumber(row.count);
    }
  }
  for (const row of active) {
    const entry = figuresOf(row.dimension);
    entry.activeLines += wholeNumber(row.count);
    entry.activeMonthlyCents += wholeNumber(row.amount);
  }
  return {
    from: range.from,
    to: range.to,
    products: products
      .map((product) => ({
        productId: product.id,
        name: product.name,
        family: product.family,
        status: product.status,
        priceCents: product.price_with_promotions_cents,
        promotions: Number(product.promotions),
        ...figuresOf(product.id),
      }))
      .sort(
        (a, b) =>
          b.revenueCents - a.revenueCents || b.activeLines - a.activeLines || a.name.localeCompare(b.name),
      ),
  };
}
