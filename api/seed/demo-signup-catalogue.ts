import type { Insertable, Kysely } from 'kysely';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { ProductsTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';

const CREATED = new Date('2025-10-01T08:00:00.000Z');
/** The brands the signup wizard sells for in the demo (they open channel management). */
export const SIGNUP_DEMO_BRANDS = ['2020001', '1450002'] as const;

type SignupProduct = {
  name: string;
  description: string;
  family: ProductFamily;
  subfamily: string | null;
  priceCents: number;
  promotion?: { name: string; discountCents: number; months: number };
};

/**
 * Products of the families the base catalogue lacks, so every family tab of the wizard has something to sell:
 * energy (electricity, gas), an alarm (custom, subfamily 'alarm'), satellite internet, a device shipped by the
 * logistics partner, an international eSIM and a virtual PBX (the custom tab). Prices carry 21 % IVA.
 */
const SIGNUP_PRODUCTS: readonly SignupProduct[] = [
  {
    name: 'Luz Tarifa Estable',
    description: 'Electricidad a precio fijo las 24 horas',
    family: 'ELECTRICITY',
    subfamily: null,
    priceCents: 4235,
  },
  {
    name: 'Gas Natural Hogar',
    description: 'Gas natural con término fijo mensual',
    family: 'GAS',
    subfamily: null,
    priceCents: 2420,
  },
  {
    name: 'Alarma Hogar Conectada',
    description: 'Alarma con cámaras y conexión a central receptora',
    family: 'CUSTOM',
    subfamily: 'alarm',
    priceCents: 3509,
    promotion: { name: 'Instalación gratis y -10 € 3 meses', discountCents: 1000, months: 3 },
  },
  {
    name: 'Internet Satélite 100 Mb',
    description: 'Internet por satélite donde no llega la fibra, con kit de antena',
    family: 'SATELLITE',
    subfamily: null,
    priceCents: 5445,
  },
  {
    name: 'Router WiFi 6 Mesh',
    description: 'Equipo mesh WiFi 6 enviado a domicilio',
    family: 'LOGISTICS',
    subfamily: 'device',
    priceCents: 605,
  },
  {
    name: 'eSIM Internacional 10 GB',
    description: 'eSIM de datos para viajar por 120 países',
    family: 'INTERNATIONAL',
    subfamily: 'esim',
    priceCents: 1210,
  },
  {
    name: 'Centralita Virtual',
    description: 'Centralita en la nube con extensiones ilimitadas',
    family: 'PBX',
    subfamily: null,
    priceCents: 2420,
  },
];

/** Fixed ids, so tests and the e2e suite can name them: brand + position in SIGNUP_PRODUCTS. */
export function demoSignupProductId(brand: string, position: number): string {
  return `0d000000-0000-4000-85${String(position).padStart(2, '0')}-${brand.padStart(12, '0')}`;
}

export function demoSignupProductPosition(family: ProductFamily, subfamily: string | null = null): number {
  return SIGNUP_PRODUCTS.findIndex((product) => product.family === family && product.subfamily === subfamily);
}

/** The signup catalogue of the demo brands, with its CREATE history. */
export async function seedDemoSignupCatalogue(db: Kysely<Database>): Promise<number> {
  const rows: Insertable<ProductsTable>[] = SIGNUP_DEMO_BRANDS.flatMap((brand) =>
    SIGNUP_PRODUCTS.map((product, position) => {
      const discount = product.promotion?.discountCents ?? 0;
      return {
        id: demoSignupProductId(brand, position),
        brand_id: brand,
        channel_id: brand,
        name: product.name,
        description: product.description,
        family: product.family,
        subfamily: product.subfamily,
        price_cents: product.priceCents,
        price_without_tax_cents: Math.round(product.priceCents / 1.21),
        provider_price_without_tax_cents: Math.round(product.priceCents / 1.21 / 2),
        promotions: JSON.stringify(product.promotion ? [product.promotion] : []),
        price_with_promotions_cents: product.priceCents - discount,
        display: true,
        status: 'ACTIVE' as const,
        tax_rate_basis_points: 2100,
        max_additional_lines: 0,
        cumulative_gb: false,
        created_at: CREATED,
        modified_at: CREATED,
      };
    }),
  );
  await db.insertInto('products').values(rows).execute();
  await db
    .insertInto('product_history')
    .values(
      rows.map((row) => ({
        product_id: row.id ?? '',
        action: 'CREATE' as const,
        status_from: null,
        status_to: 'ACTIVE' as const,
        actor: 'seed',
        at: CREATED,
      })),
    )
    .execute();
  return rows.length;
}
