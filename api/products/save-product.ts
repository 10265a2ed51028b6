import type { Kysely } from 'kysely';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { ProductBody } from '../../schema/rest/products';
import { isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { brandTaxRate } from './brand-tax-rate';
import { priceProduct } from './price-product';
import { loadWritableProduct } from './product-scope';

type Actor = { scopeChannel: string; actor: string; now: Date };

async function productColumns(db: Kysely<Database>, brandId: string, body: ProductBody, now: Date) {
  const prices = priceProduct(body.priceWithoutTax, await brandTaxRate(db, brandId, now), body.promotions);
  return {
    name: body.name,
    description: body.description.trim() === '' ? null : body.description.trim(),
    family: body.family,
    subfamily: body.subfamily.trim() === '' ? null : body.subfamily.trim(),
    price_cents: prices.priceCents,
    price_without_tax_cents: body.priceWithoutTax,
    provider_price_without_tax_cents: body.providerPriceWithoutTax,
    promotions: JSON.stringify(
      body.promotions.map((promotion) => ({
        name: promotion.name,
        discountCents: promotion.discount,
        months: promotion.months,
      })),
    ),
    price_with_promotions_cents: prices.priceWithPromotionsCents,
    tax_rate_basis_points: prices.taxRateBasisPoints,
    display: body.display,
    max_additional_lines: body.maxAdditionalLines,
    cumulative_gb: body.cumulativeGb,
  };
}

/**
 * POST /products: an ACTIVE product of the brand's catalogue, owned by the brand's top channel. Brand staff add to
 * their own brand from its top channel (a sub-channel gets 403); operator staff name the brand.
 */
export async function createProduct(
  db: Kysely<Database>,
  body: ProductBody & { brandId?: string | undefined },
  { scopeChannel, actor, now }: Actor,
): Promise<string> {
  const current = await db
    .selectFrom('channels')
    .select('brand_id')
    .where('id', '=', scopeChannel)
    .executeTakeFirstOrThrow();
  const brandId = body.brandId ?? current.brand_id;
  if (brandId === OPERATOR_CHANNEL) {
    throw new ApiError(400, 'INVALID_REQUEST', 'Operator staff name the brand of the product', 'brandId');
  }
  const root = await db
    .selectFrom('channels')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('parent_id', '=', OPERATOR_CHANNEL)
    .executeTakeFirst();
  if (!root || !(await isChannelInSubtree(db, root.id, scopeChannel))) {
    if (root && brandId === current.brand_id) {
      throw new ApiError(403, 'FORBIDDEN', "The catalogue is managed from the brand's own channel");
    }
    throw new ApiError(404, 'NOT_FOUND', 'No such brand');
  }
  const columns = await productColumns(db, brandId, body, now);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('products')
      .values({
        ...columns,
        brand_id: brandId,
        channel_id: root.id,
        status: 'ACTIVE',
        created_at: now,
        modified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('product_history')
      .values({ product_id: id, action: 'CREATE', status_from: null, status_to: 'ACTIVE', actor, at: now })
      .execute();
    return id;
  });
}

/** PUT /products/:id: replaces the fields of a product that is not TERMINATED; prices recomputed. */
export async function updateProduct(
  db: Kysely<Database>,
  id: string,
  body: ProductBody,
  { scopeChannel, actor, now }: Actor,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadWritableProduct(trx, scopeChannel, id);
    if (row.status === 'TERMINATED') {
      throw new ApiError(409, 'PRODUCT_TERMINATED', 'A terminated product cannot be changed');
    }
    const columns = await productColumns(trx, row.brand_id, body, now);
    await trx
      .updateTable('products')
      .set({ ...columns, modified_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('product_history')
      .values({
        product_id: row.id,
        action: 'UPDATE',
        status_from: row.status,
        status_to: row.status,
        actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
