import { demoProductId } from '../../../api/seed/demo-product-catalogue';
import type { MatrixRow } from './matrix-row';

/** /management/products is an admin menu entry and admin route (docs/decisions.md); operator staff are admins above every brand. */
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo promotional product is ACTIVE: ACTIVE -> ACTIVE is refused by the lifecycle, nothing changes. */
const ACTION_REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

const PRODUCT = {
  name: 'Móvil 20 GB',
  description: '',
  family: 'MOBILE',
  subfamily: '',
  priceWithoutTax: 826,
  providerPriceWithoutTax: null,
  promotions: [],
  display: true,
  maxAdditionalLines: 2,
  cumulativeGb: false,
};
const PRODUCT_ID = demoProductId('2020001');

export const productRows: Record<string, MatrixRow> = {
  listProducts: { request: { path: '/products' }, expect: ADMIN_LEVEL },
  getProduct: { request: { path: `/product?id=${PRODUCT_ID}` }, expect: ADMIN_LEVEL },
  createProduct: {
    request: { path: '/products', body: { ...PRODUCT, brandId: '2020001' } },
    expect: ADMIN_LEVEL,
  },
  updateProduct: { request: { path: `/products/${PRODUCT_ID}`, body: PRODUCT }, expect: ADMIN_LEVEL },
  changeProductStatus: {
    request: { path: `/products/${PRODUCT_ID}/status`, body: { status: 'ACTIVE' } },
    expect: ACTION_REFUSED,
  },
};
