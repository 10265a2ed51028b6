import type { Kysely, Transaction } from 'kysely';
import { ADD_ON_FAMILIES, isCompatibleAddOn, isMainProduct } from '../../schema/domain/product-compatibility';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { Product } from '../../schema/rest/customers';
import type { ProductRow, SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';

type Executor = Kysely<Database> | Transaction<Database>;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: row.name,
    description: row.description,
    family: row.family,
    subfamily: row.subfamily,
    price: row.price_cents,
    priceWithoutTax: row.price_without_tax_cents,
    providerPriceWithoutTax: row.provider_price_without_tax_cents,
    promotions: row.promotions.map((promotion) => ({
      name: promotion.name,
      discount: promotion.discountCents,
      months: promotion.months,
    })),
    priceWithPromotions: row.price_with_promotions_cents,
    display: row.display,
    status: row.status,
    tax: row.tax_rate_basis_points,
    maxAdditionalLines: row.max_additional_lines,
    cumulativeGb: row.cumulative_gb,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}

/**
 * Main products a line may change to: ACTIVE products of its brand and family other than its own, leaving out
 * add-ons (subfamily 'optional', the mobile fixed IP) and shared data products (those make a group: createSharedGroup).
 */
export async function compatibleMainProducts(
  db: Executor,
  subscription: SubscriptionRow,
): Promise<ProductRow[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('brand_id', '=', subscription.brand_id)
    .where('family', '=', subscription.family)
    .where('status', '=', 'ACTIVE')
    .where('cumulative_gb', '=', false)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.filter(
    (row) => row.id !== subscription.product_id && isMainProduct({ ...row, cumulativeGb: row.cumulative_gb }),
  );
}

/**
 * Whether a catalogue product is an add-on that fits a line of `line.family` whose main product is
 * `line.productId`: ACTIVE, in a family that fits, not a shared data product, not the main product itself. On a
 * mobile line the only MOBILE add-on is the fixed IP; elsewhere a MOBILE add-on is an extra line.
 */
export function optionalFitsLine(
  line: { family: ProductFamily; productId: string | null },
  row: Pick<ProductRow, 'id' | 'family' | 'subfamily' | 'status' | 'cumulative_gb'>,
): boolean {
  if (row.status !== 'ACTIVE' || row.id === line.productId) return false;
  return isCompatibleAddOn(line.family, { ...row, cumulativeGb: row.cumulative_gb });
}

/**
 * Add-ons a line may take: ACTIVE products of its brand in the families that fit its family, not already among its
 * optionals. On a mobile line the only MOBILE add-on is the fixed IP; elsewhere a MOBILE add-on is an extra line.
 */
export async function compatibleOptionalProducts(
  db: Executor,
  subscription: SubscriptionRow,
): Promise<ProductRow[]> {
  const families = ADD_ON_FAMILIES[subscription.family] ?? [];
  if (families.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('brand_id', '=', subscription.brand_id)
    .where('family', 'in', families)
    .where('status', '=', 'ACTIVE')
    .where('cumulative_gb', '=', false)
    .orderBy('family')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const taken = new Set(subscription.optionals.map((optional) => optional.productId));
  const line = { family: subscription.family, productId: subscription.product_id };
  return rows.filter((row) => !taken.has(row.id) && optionalFitsLine(line, row));
}
