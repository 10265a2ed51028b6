import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { subscriptionStatusSchema } from '../domain/vocabulary/subscription-schemas';
import { defineEndpoint } from './endpoint';

const isoTimestamp = z.string();

/** What the global search of the top bar looks for. */
export const SEARCH_TYPES = ['lines', 'customers', 'brands'] as const;

/**
 * GET /search?q=&types=&limit=. `q`: at least 2 characters. Lines match by number prefix (digits, spaces
 * ignored); customers by a fragment (3 characters or more) of the full name, fiscal id or e-mail; brands by name
 * or id, only for operator staff. `types`: comma-separated, all three by default. `limit`: per type.
 */
export const searchQuery = z.object({
  q: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(2, { error: DOMAIN_VALIDATION_MESSAGES.minLength })
    .max(100),
  types: z
    .string()
    .max(40)
    .default(SEARCH_TYPES.join(','))
    .transform((text) => [...new Set(text.split(',').map((type) => type.trim()))])
    .pipe(z.array(z.enum(SEARCH_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption })).min(1)),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const lineSearchHitSchema = z.object({
  type: z.literal('line'),
  /** The subscription id. */
  id: z.string(),
  lineNumber: z.string(),
  fiscalId: z.string(),
  customerName: z.string(),
  productName: z.string(),
  status: subscriptionStatusSchema,
  family: productFamilySchema,
  /** The client opens no line page for carrier '1'. */
  carrier: z.string().nullable(),
});
export const customerSearchHitSchema = z.object({
  type: z.literal('customer'),
  id: z.string(),
  fiscalId: z.string(),
  brandId: z.string(),
  name: z.string(),
  firstSurname: z.string().nullable(),
  lastSurname: z.string().nullable(),
  email: z.string().nullable(),
});
export const brandSearchHitSchema = z.object({
  type: z.literal('brand'),
  /** The brand id, which is also the channel to enter. */
  id: z.string(),
  name: z.string(),
});
export const searchHitSchema = z.discriminatedUnion('type', [
  lineSearchHitSchema,
  customerSearchHitSchema,
  brandSearchHitSchema,
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResponse = z.object({ items: z.array(searchHitSchema) });

/** GET /subscriptions/cached: where to download the caller's lines for the client's local cache. */
export const getCachedSubscriptionsResponse = z.object({
  /** A short-lived signed path on the api (GET /subscriptions/cached/download?token=...). */
  url: z.string(),
  /** The newest modified marker of the lines in scope (null: no lines); the client skips the download if unchanged. */
  modified: isoTimestamp.nullable(),
  expiresAt: isoTimestamp,
});

/** One line as the local cache keeps it. */
export const cachedSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  lineNumber: z.string(),
  fiscalId: z.string(),
  customerId: z.string(),
  channelId: z.string(),
  brandId: z.string(),
  customerName: z.string(),
  customerFirstSurname: z.string().nullable(),
  customerLastSurname: z.string().nullable(),
  productName: z.string(),
  alias: z.string().nullable(),
  status: subscriptionStatusSchema,
  family: productFamilySchema,
  carrier: z.string().nullable(),
  fixedNumber: z.string().nullable(),
  icc: z.string().nullable(),
  /** Activation and end dates, YYYY-MM-DD. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** Euro cents. */
  finalPrice: z.number().int(),
  technology: z.string().nullable(),
  installationAddress: z.string().nullable(),
  created: isoTimestamp,
  modified: isoTimestamp,
});

export const downloadCachedSubscriptionsQuery = z.object({
  token: z.string({ error: REQUIRED_MESSAGE }).min(1).max(1000),
});
/** The download: streamed JSON, how many lines it holds (first), the lines and the newest modified marker. */
export const downloadCachedSubscriptionsResponse = z.object({
  count: z.number().int(),
  modified: isoTimestamp.nullable(),
  subscriptions: z.array(cachedSubscriptionSchema),
});

export const searchEndpoints = {
  search: defineEndpoint({
    id: 'search',
    method: 'GET',
    path: '/search',
    summary:
      "Global search: lines by number prefix, customers by name, fiscal id or e-mail, brands (operator staff), in the caller's channel subtree",
    access: 'agent',
    query: searchQuery,
    queryExample: { q: 'García', types: 'lines,customers', limit: '10' },
    response: searchResponse,
  }),
  getCachedSubscriptions: defineEndpoint({
    id: 'getCachedSubscriptions',
    method: 'GET',
    path: '/subscriptions/cached',
    summary:
      "A short-lived link to download the caller's lines for the local cache, with their newest modified marker",
    access: 'manager',
    response: getCachedSubscriptionsResponse,
  }),
  downloadCachedSubscriptions: defineEndpoint({
    id: 'downloadCachedSubscriptions',
    method: 'GET',
    path: '/subscriptions/cached/download',
    summary:
      'Streams the lines named by a link of GET /subscriptions/cached; the signed token is the credential',
    access: 'public',
    query: downloadCachedSubscriptionsQuery,
    response: downloadCachedSubscriptionsResponse,
    errors: ['CACHE_LINK_INVALID', 'CACHE_LINK_EXPIRED'],
  }),
};
