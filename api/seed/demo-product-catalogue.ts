import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';

const CREATED = new Date('2025-10-01T08:00:00.000Z');

/** Fixed ids of one promotional product per brand, so tests and the authorization matrix can name them. */
export function demoProductId(brand: string): string {
  return `0d000000-0000-4000-8000-${brand.padStart(12, '0')}`;
}

/** Promotions added to existing demo products (discounts in cents off the price with tax). */
const PROMOTIONS: ReadonlyArray<{
  name: string;
  promotions: { name: string; discountCents: number; months: number }[];
}> = [
  { name: 'Fibra 1 Gb', promotions: [{ name: 'Mitad de precio 3 meses', discountCents: 2000, months: 3 }] },
  {
    name: 'Fibra + Móvil',
    promotions: [
      { name: '-10 € 12 meses', discountCents: 1000, months: 12 },
      { name: 'Bienvenida -5 € 1 mes', discountCents: 500, months: 1 },
    ],
  },
];

/**
 * The write side's demo catalogue: promotions on a few products seeded with the customers, and one promotional
 * mobile product with a fixed id per brand (2020001, 3000003) with its history. Prices carry 21 % IVA: both
 * brands bill from the peninsula.
 */
export async function seedDemoProductCatalogue(db: Kysely<Database>): Promise<number> {
  for (const { name, promotions } of PROMOTIONS) {
    const discount = promotions.reduce((sum, promotion) => sum + promotion.discountCents, 0);
    await db
      .updateTable('products')
      .set({
        promotions: JSON.stringify(promotions),
        price_with_promotions_cents: sql<number>`greatest(0, price_cents - ${discount})`,
      })
      .where('name', '=', name)
      .execute();
  }
  const brands = ['2020001', '3000003'];
  await db
    .insertInto('products')
    .values(
      brands.map((brand) => ({
        id: demoProductId(brand),
        brand_id: brand,
        channel_id: brand,
        name: 'Móvil 30 GB Promo',
        description: 'Llamadas ilimitadas y 30 GB, con descuento los primeros meses',
        family: 'MOBILE' as const,
        subfamily: 'postpaid',
        price_cents: 1815,
        price_without_tax_cents: 1500,
        provider_price_without_tax_cents: 700,
        promotions: JSON.stringify([{ name: '-5 € 6 meses', discountCents: 500, months: 6 }]),
        price_with_promotions_cents: 1315,
        display: true,
        status: 'ACTIVE' as const,
        tax_rate_basis_points: 2100,
        max_additional_lines: 4,
        cumulative_gb: false,
        created_at: CREATED,
        modified_at: CREATED,
      })),
    )
    .execute();
  await db
    .insertInto('product_history')
    .values(
      brands.map((brand) => ({
        product_id: demoProductId(brand),
        action: 'CREATE' as const,
        status_from: null,
        status_to: 'ACTIVE' as const,
        actor: 'seed',
        at: CREATED,
      })),
    )
    .execute();
  return PROMOTIONS.length + brands.length;
}
