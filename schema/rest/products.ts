import { z } from 'zod';
import { requiredText } from '../domain/validators/required-text';
import {
  productFamilySchema,
  productHistoryActionSchema,
  productStatusSchema,
} from '../domain/vocabulary/product-schemas';
import { productSchema } from './customers';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

/** Amounts in euro cents; a catalogue price beyond 100,000 EUR a month is a typo. */
const cents = z.number().int().min(0).max(10_000_000);

export const productPromotionInput = z.object({
  name: z.string().max(80).pipe(requiredText()),
  /** Euro cents off the monthly price with tax. */
  discount: cents,
  /** How many months the discount lasts. */
  months: z.number().int().min(1).max(120),
});

export const productHistoryEntrySchema = z.object({
  action: productHistoryActionSchema,
  statusFrom: productStatusSchema.nullable(),
  statusTo: productStatusSchema,
  actor: z.string(),
  at: z.string(),
});

export const productWithHistorySchema = productSchema.extend({
  history: z.array(productHistoryEntrySchema),
});

export const listProductsQuery = z.object({
  family: productFamilySchema.optional(),
  status: productStatusSchema.optional(),
  /** Part of the name (case-insensitive). */
  search: z.string().trim().max(100).optional(),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const getProductQuery = z.object({ id: z.string().max(64) });

/**
 * What the catalogue screen writes. The price with tax, the tax rate and the price with promotions are computed
 * by the server from the net price, the brand's tax territory and the promotions (docs/lifecycles.md, Products).
 */
export const productBody = z.object({
  name: z.string().max(120).pipe(requiredText()),
  /** Empty for none. */
  description: z.string().max(2000),
  family: productFamilySchema,
  /** Empty for none. */
  subfamily: z.string().max(60),
  priceWithoutTax: cents,
  providerPriceWithoutTax: cents.nullable(),
  promotions: z.array(productPromotionInput).max(10),
  display: z.boolean(),
  maxAdditionalLines: z.number().int().min(0).max(99),
  cumulativeGb: z.boolean(),
});
export type ProductBody = z.infer<typeof productBody>;

export const createProductBody = productBody.extend({
  /** Operator staff (channel 0) name the brand; brand staff leave it out (their own brand). */
  brandId: z
    .string()
    .max(20)
    .regex(/^\d{1,20}$/)
    .optional(),
});

export const changeProductStatusBody = z.object({ status: productStatusSchema });

const PRODUCT_EXAMPLE = {
  name: 'Móvil 50 GB',
  description: 'Llamadas ilimitadas y 50 GB',
  family: 'MOBILE',
  subfamily: 'postpaid',
  priceWithoutTax: 1653,
  providerPriceWithoutTax: 800,
  promotions: [{ name: '-3 € 3 meses', discount: 300, months: 3 }],
  display: true,
  maxAdditionalLines: 4,
  cumulativeGb: false,
} satisfies z.input<typeof productBody>;

/**
 * The catalogue's write side (/management/products is an admin entry). Products belong to
 * the brand: admins anywhere in the brand read them, only the brand's own channel (or operator staff) writes.
 */
export const productEndpoints = {
  listProducts: defineEndpoint({
    id: 'listProducts',
    method: 'GET',
    path: '/products',
    summary: "The catalogue of the caller's brand (operator staff: every brand), by name (keyset cursor)",
    access: 'admin',
    query: listProductsQuery,
    queryExample: { family: 'MOBILE', status: 'ACTIVE', search: 'Tarifa', limit: '25' },
    response: z.object({ items: z.array(productSchema), nextCursor: z.string().nullable() }),
  }),
  getProduct: defineEndpoint({
    id: 'getProduct',
    method: 'GET',
    path: '/product',
    summary: 'One product of the caller brand with its history',
    access: 'admin',
    query: getProductQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: productWithHistorySchema,
    errors: ['NOT_FOUND'],
  }),
  createProduct: defineEndpoint({
    id: 'createProduct',
    method: 'POST',
    path: '/products',
    summary: 'Adds an ACTIVE product to the brand catalogue; prices with tax and promotions computed here',
    access: 'admin',
    body: createProductBody,
    bodyExample: { ...PRODUCT_EXAMPLE, brandId: '2020001' },
    response: productWithHistorySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  updateProduct: defineEndpoint({
    id: 'updateProduct',
    method: 'PUT',
    path: '/products/:id',
    summary: 'Replaces the fields of a product that is not TERMINATED',
    access: 'admin',
    body: productBody,
    bodyExample: PRODUCT_EXAMPLE,
    response: productWithHistorySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'PRODUCT_TERMINATED'],
  }),
  changeProductStatus: defineEndpoint({
    id: 'changeProductStatus',
    method: 'POST',
    path: '/products/:id/status',
    summary: 'ACTIVE <-> INACTIVE, or TERMINATED (final; refused while active lines use the product)',
    access: 'admin',
    body: changeProductStatusBody,
    bodyExample: { status: 'INACTIVE' },
    response: productWithHistorySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'PRODUCT_TRANSITION_NOT_ALLOWED', 'PRODUCT_IN_USE'],
  }),
};
