import type { Insertable, Kysely } from 'kysely';
import type { EnergyProductPrices } from '../../schema/domain/energy/energy-product-prices';
import type { EnergyStudy } from '../../schema/domain/energy/energy-study-schema';
import type { ProductsTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { demoSignupProductId, demoSignupProductPosition, SIGNUP_DEMO_BRANDS } from './demo-signup-catalogue';

const CREATED = new Date('2025-10-01T08:00:00.000Z');

type PriceList = EnergyProductPrices;

type EnergyProduct = {
  name: string;
  description: string;
  family: 'ELECTRICITY' | 'GAS';
  priceCents: number;
  prices: readonly PriceList[];
};

/**
 * Per-period prices of the demo energy catalogue (docs/energy.md "Demo data"), in the range of 2025-2026 Spanish
 * free-market offers: a flat price, a three-period one and a green one for 2.0TD, two of them for 3.0TD too, and two
 * gas offers.
 */
const FLAT_PRICES: readonly PriceList[] = [
  { tariff: '2.0TD', energyPrices: [0.139, 0.139, 0.139], fixedPrices: [0.0861, 0.0121] },
  {
    tariff: '3.0TD',
    energyPrices: [0.1652, 0.1481, 0.1323, 0.1214, 0.1083, 0.0951],
    fixedPrices: [0.0553, 0.0287, 0.0123, 0.0107, 0.0069, 0.0039],
  },
];
const GAS_HOME_PRICES: readonly PriceList[] = [
  { tariff: 'GAS', energyPrices: [0.0712], fixedPrices: [0.2795] },
];

/** Products the signup catalogue lacks, so a study has offers to rank; fixed ids, as the wizard's. */
const ENERGY_PRODUCTS: readonly EnergyProduct[] = [
  {
    name: 'Luz Tres Periodos',
    description: 'Electricidad más barata por la noche y el fin de semana',
    family: 'ELECTRICITY',
    priceCents: 3993,
    prices: [
      { tariff: '2.0TD', energyPrices: [0.218, 0.142, 0.089], fixedPrices: [0.078, 0.0065] },
      {
        tariff: '3.0TD',
        energyPrices: [0.1934, 0.1702, 0.1411, 0.1198, 0.0987, 0.0842],
        fixedPrices: [0.0521, 0.0265, 0.0114, 0.0098, 0.0063, 0.0036],
      },
    ],
  },
  {
    name: 'Luz Verde Hogar',
    description: 'Electricidad de origen renovable a precio fijo',
    family: 'ELECTRICITY',
    priceCents: 4477,
    prices: [{ tariff: '2.0TD', energyPrices: [0.152, 0.152, 0.152], fixedPrices: [0.082, 0.003] }],
  },
  {
    name: 'Gas Confort',
    description: 'Gas natural con término variable reducido',
    family: 'GAS',
    priceCents: 2783,
    prices: [{ tariff: 'GAS', energyPrices: [0.065], fixedPrices: [0.345] }],
  },
];

export function demoEnergyProductId(brand: string, position: number): string {
  return `0e000000-0000-4000-86${String(position).padStart(2, '0')}-${brand.padStart(12, '0')}`;
}

type DemoStudy = { channel: string; actor: string; created: string; study: EnergyStudy };

/** Saved studies, so /energy lists some and the scope tests have one in a brand channel and one in a sub-channel. */
const DEMO_STUDIES: readonly DemoStudy[] = [
  {
    channel: '2020001',
    actor: 'agent@demo.test',
    created: '2026-02-10T10:30:00.000Z',
    study: {
      cups: 'ES0021000000123456XN0F',
      postalCode: '28013',
      customerFiscalId: '',
      tariff: '2.0TD',
      billingDays: 31,
      powerKw: [4.6, 4.6],
      consumptionKwh: [72, 64, 131],
      energyPrices: [0.1892, 0.1467, 0.1125],
      powerPrices: [0.0945, 0.0128],
      gas: { billingDays: 62, consumptionKwh: 1180, energyPrice: 0.0825, fixedPrice: 0.3102 },
    },
  },
  {
    channel: '2020001002',
    actor: 'agent@demo.test',
    created: '2026-02-12T16:05:00.000Z',
    study: {
      cups: 'ES0031000000654321DY',
      postalCode: '41004',
      customerFiscalId: '',
      tariff: '3.0TD',
      billingDays: 30,
      powerKw: [20, 20, 20, 20, 25, 25],
      consumptionKwh: [410, 380, 520, 300, 260, 640],
      energyPrices: [0.1841, 0.1612, 0.1405, 0.1296, 0.1102, 0.0983],
      powerPrices: [0.0612, 0.0318, 0.0139, 0.0118, 0.0074, 0.0042],
      gas: null,
    },
  },
  {
    channel: '1450002',
    actor: 'seed',
    created: '2026-02-14T09:00:00.000Z',
    study: {
      cups: 'ES0022000000246802LE',
      postalCode: '46001',
      customerFiscalId: '',
      tariff: '2.0TD',
      billingDays: 29,
      powerKw: [3.45, 3.45],
      consumptionKwh: [48, 41, 96],
      energyPrices: [0.1755, 0.1398, 0.1087],
      powerPrices: [0.0899, 0.0117],
      gas: null,
    },
  },
];

/** Fixed ids of the demo studies, in the order above. */
export function demoEnergyStudyId(position: number): string {
  return `0f000000-0000-4000-8700-${String(position).padStart(12, '0')}`;
}

function priceRows(productId: string, prices: readonly PriceList[]) {
  return prices.map((price) => ({
    product_id: productId,
    tariff: price.tariff,
    energy_prices: JSON.stringify(price.energyPrices),
    fixed_prices: JSON.stringify(price.fixedPrices),
    modified_at: CREATED,
  }));
}

/**
 * The energy study's demo data: per-period prices for the signup catalogue's electricity and gas products, three
 * more energy products per signup brand (with their CREATE history) and a few saved studies.
 */
export async function seedDemoEnergy(db: Kysely<Database>): Promise<number> {
  const products: Insertable<ProductsTable>[] = SIGNUP_DEMO_BRANDS.flatMap((brand) =>
    ENERGY_PRODUCTS.map((product, position) => ({
      id: demoEnergyProductId(brand, position),
      brand_id: brand,
      channel_id: brand,
      name: product.name,
      description: product.description,
      family: product.family,
      subfamily: null,
      price_cents: product.priceCents,
      price_without_tax_cents: Math.round(product.priceCents / 1.21),
      provider_price_without_tax_cents: Math.round(product.priceCents / 1.21 / 2),
      promotions: '[]',
      price_with_promotions_cents: product.priceCents,
      display: true,
      status: 'ACTIVE' as const,
      tax_rate_basis_points: 2100,
      max_additional_lines: 0,
      cumulative_gb: false,
      created_at: CREATED,
      modified_at: CREATED,
    })),
  );
  await db.insertInto('products').values(products).execute();
  await db
    .insertInto('product_history')
    .values(
      products.map((row) => ({
        product_id: row.id ?? '',
        action: 'CREATE' as const,
        status_from: null,
        status_to: 'ACTIVE' as const,
        actor: 'seed',
        at: CREATED,
      })),
    )
    .execute();
  const prices = SIGNUP_DEMO_BRANDS.flatMap((brand) => [
    ...priceRows(demoSignupProductId(brand, demoSignupProductPosition('ELECTRICITY')), FLAT_PRICES),
    ...priceRows(demoSignupProductId(brand, demoSignupProductPosition('GAS')), GAS_HOME_PRICES),
    ...ENERGY_PRODUCTS.flatMap((product, position) =>
      priceRows(demoEnergyProductId(brand, position), product.prices),
    ),
  ]);
  await db.insertInto('energy_product_prices').values(prices).execute();
  await db
    .insertInto('energy_studies')
    .values(
      DEMO_STUDIES.map(({ channel, actor, created, study }, position) => ({
        id: demoEnergyStudyId(position),
        brand_id: channel.slice(0, 7),
        channel_id: channel,
        cups: study.cups,
        postal_code: study.postalCode,
        customer_fiscal_id: study.customerFiscalId || null,
        tariff: study.tariff,
        billing_days: study.billingDays,
        power_kw: JSON.stringify(study.powerKw),
        consumption_kwh: JSON.stringify(study.consumptionKwh),
        energy_prices: JSON.stringify(study.energyPrices),
        power_prices: JSON.stringify(study.powerPrices),
        gas: study.gas ? JSON.stringify(study.gas) : null,
        created_by: actor,
        created_at: created,
      })),
    )
    .execute();
  return products.length + prices.length + DEMO_STUDIES.length;
}
