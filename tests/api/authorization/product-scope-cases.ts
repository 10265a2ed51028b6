import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { demoProductId } from '../../../api/seed/demo-product-catalogue';
import { domainScope, type ScopeCase } from './scope-case';

type ProductScopeRows = { brandProduct: string };

/**
 * Products belong to the brand and sit at its top channel, so there is no sub-channel row: 'parent channel' is the
 * operator (channel 0) above the brand, 'sub-channel' an admin of the brand standing in 2020001002, who reads the
 * catalogue (it sells it) but does not write it (403, since it can see the product).
 */
async function readProductRows(_db: Kysely<Database>): Promise<ProductScopeRows> {
  return { brandProduct: demoProductId('2020001') };
}

const PRODUCT = {
  name: 'Móvil 30 GB Promo',
  description: '',
  family: 'MOBILE',
  subfamily: 'postpaid',
  priceWithoutTax: 1500,
  providerPriceWithoutTax: 700,
  promotions: [{ name: '-5 € 6 meses', discount: 500, months: 6 }],
  display: true,
  maxAdditionalLines: 4,
  cumulativeGb: false,
};

function productCases(
  request: (id: string) => { path: string; body?: unknown },
  expect: { own: number; sub: number },
): ScopeCase<ProductScopeRows>[] {
  const on = (rows: ProductScopeRows) => request(rows.brandProduct);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on, expect: expect.sub },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on, expect: 404 },
    { relation: 'another brand', caller: 'VELA_ADMIN', request: on, expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on, expect: expect.own },
    { relation: 'parent channel', caller: 'OPERATOR', request: on, expect: expect.own },
  ];
}

const listed = (rows: ProductScopeRows) => ({ path: '/products?limit=500', listed: rows.brandProduct });

/** Products: read by the whole brand, written from the brand's top channel or above. */
export const productScope = domainScope(readProductRows, {
  listProducts: [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: listed, expect: 200, listed: true },
    { relation: 'parent channel', caller: 'OPERATOR', request: listed, expect: 200, listed: true },
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: listed, expect: 200, listed: true },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: listed, expect: 200, listed: false },
  ],
  getProduct: productCases((id) => ({ path: `/product?id=${id}` }), { own: 200, sub: 200 }),
  createProduct: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: () => ({ path: '/products', body: PRODUCT }),
      expect: 403,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: () => ({ path: '/products', body: { ...PRODUCT, brandId: '2020001' } }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: () => ({ path: '/products', body: PRODUCT }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'OPERATOR',
      request: () => ({ path: '/products', body: { ...PRODUCT, brandId: '2020001' } }),
      expect: 200,
    },
  ],
  updateProduct: productCases((id) => ({ path: `/products/${id}`, body: PRODUCT }), { own: 200, sub: 403 }),
  // ACTIVE -> ACTIVE: in scope the lifecycle refuses (409), nothing changes either way.
  changeProductStatus: productCases(
    (id) => ({ path: `/products/${id}/status`, body: { status: 'ACTIVE' } }),
    {
      own: 409,
      sub: 403,
    },
  ),
});
