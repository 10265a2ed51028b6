import { z } from 'zod';
import { dayMonthYearDateSchema } from '../domain/validators/day-month-year-date';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { subscriptionStatusSchema } from '../domain/vocabulary/subscription-schemas';
import { PAGE_SIZES, subscriptionSchema } from './customers';
import { defineEndpoint } from './endpoint';
import { subscriptionRefQuery } from './subscription-management';
import { TEMPORAL_KINDS, TEMPORAL_STATES } from './temporal-subscription-rules';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pageSizeSchema = z
  .enum(PAGE_SIZES)
  .default('25')
  .transform((value) => Number(value));
/** The add-on product at this position of the line's optionals; absent for the line's own term. */
const indexInput = z.number().int().min(0).max(100).optional();

// ---- answers -------------------------------------------------------------------------------------------------

/**
 * One term of the list: a line with an end date, or one of its add-on products with one. `id` is the line's id for
 * the line's own term and `<line id>:<index>` for an add-on's, so both kinds live in one list and one cache.
 */
export const temporalItemSchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  index: z.number().int().nullable(),
  kind: z.enum(TEMPORAL_KINDS),
  lineNumber: z.string(),
  fiscalId: z.string(),
  holderName: z.string(),
  channelId: z.string(),
  family: productFamilySchema,
  /** The line's status (an add-on's term follows its line's). */
  status: subscriptionStatusSchema,
  productName: z.string(),
  /** Euro cents a month: the line's final price or the add-on's price. */
  price: z.number().int(),
  startDate: isoDate.nullable(),
  endDate: isoDate,
  /** The end date is before today (Madrid, the api's clock). */
  ended: z.boolean(),
  /** Days from today to the end date; negative once ended. */
  daysLeft: z.number().int(),
});
export type TemporalItem = z.infer<typeof temporalItemSchema>;

export const temporalPageSchema = z.object({
  items: z.array(temporalItemSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** A term action's answer: the term as it is now and its line as it is now. */
export const temporalActionResponse = z.object({
  item: temporalItemSchema,
  subscription: subscriptionSchema,
});
export type TemporalActionResponse = z.infer<typeof temporalActionResponse>;

/** What a history row changed, field by field, for the fields a person edits (prices in cents as text). */
export const HISTORY_CHANGE_FIELDS = ['alias', 'productName', 'finalPrice', 'startDate', 'endDate'] as const;

export const subscriptionHistoryEntrySchema = z.object({
  id: z.string(),
  /** As subscription_history names it: MODIFY, CHANGE_ALIAS, EXTEND_END_DATE, END_NOW, TERMINATE, … */
  action: z.string(),
  statusFrom: subscriptionStatusSchema.nullable(),
  statusTo: subscriptionStatusSchema.nullable(),
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
  /** The add-on product the row is about; null for the line itself. */
  index: z.number().int().nullable(),
  changes: z.array(
    z.object({
      field: z.enum(HISTORY_CHANGE_FIELDS),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  ),
});
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntrySchema>;

/** A line's product items: its main product (index null) and each add-on, with what /modifySubscription edits. */
export const productItemSchema = z.object({
  index: z.number().int().nullable(),
  productId: z.string().nullable(),
  productName: z.string(),
  /** Euro cents. */
  price: z.number().int(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

// ---- requests ------------------------------------------------------------------------------------------------

export const listTemporalSubscriptionsQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: pageSizeSchema,
  kind: z.enum(TEMPORAL_KINDS).optional(),
  state: z.enum(TEMPORAL_STATES).optional(),
});
export type ListTemporalSubscriptionsQuery = z.infer<typeof listTemporalSubscriptionsQuery>;

/** A new end date, DD/MM/YYYY: after today and after the current end (extendedEndDateProblem). */
export const extendTemporalSubscriptionBody = z.object({
  subscriptionId: subscriptionRefQuery.shape.subscriptionId,
  index: indexInput,
  endDate: z.string().max(10).pipe(dayMonthYearDateSchema),
  fiscalId: subscriptionRefQuery.shape.fiscalId,
});
export type ExtendTemporalSubscriptionBody = z.infer<typeof extendTemporalSubscriptionBody>;

export const endTemporalSubscriptionBody = z.object({
  subscriptionId: subscriptionRefQuery.shape.subscriptionId,
  index: indexInput,
  reason: cancellationReasonSchema,
  fiscalId: subscriptionRefQuery.shape.fiscalId,
});
export type EndTemporalSubscriptionBody = z.infer<typeof endTemporalSubscriptionBody>;

const EXAMPLE_ID = '00000000-0000-4000-8000-000000000001';
const EXAMPLE_FISCAL_ID = '12345678Z';
const TERM_ERRORS = [
  'SUBSCRIPTION_ACTION_NOT_ALLOWED',
  'SUBSCRIPTION_NOT_TEMPORAL',
  'OPTIONAL_NOT_FOUND',
] as const;

/** Terms (end dates) of lines and add-ons, manager level like /subs; the subscription history and product items. */
export const temporalSubscriptionEndpoints = {
  listTemporalSubscriptions: defineEndpoint({
    id: 'listTemporalSubscriptions',
    method: 'GET',
    path: '/subscriptions/temporal',
    summary:
      "Lines and add-on products with an end date in the caller's channel subtree, soonest end first (ended ones first of all), a page at a time",
    access: 'manager',
    query: listTemporalSubscriptionsQuery,
    queryExample: { kind: 'SUBSCRIPTION', state: 'UPCOMING', limit: '25' },
    response: temporalPageSchema,
  }),
  extendTemporalSubscription: defineEndpoint({
    id: 'extendTemporalSubscription',
    method: 'PUT',
    path: '/subscriptions/temporal/extend',
    summary: "Move a term's end date later (after today and after the current end), with a history row",
    access: 'manager',
    body: extendTemporalSubscriptionBody,
    bodyExample: { subscriptionId: EXAMPLE_ID, endDate: '31/12/2030', fiscalId: EXAMPLE_FISCAL_ID },
    response: temporalActionResponse,
    errors: [...TERM_ERRORS, 'END_DATE_NOT_LATER'],
  }),
  endTemporalSubscription: defineEndpoint({
    id: 'endTemporalSubscription',
    method: 'POST',
    path: '/subscriptions/temporal/end',
    summary:
      'End a term today: the line is terminated (canceled if not live yet), or the add-on taken off; irreversible, with a reason and a history row',
    access: 'manager',
    body: endTemporalSubscriptionBody,
    bodyExample: { subscriptionId: EXAMPLE_ID, reason: 'CUSTOMER_REQUEST', fiscalId: EXAMPLE_FISCAL_ID },
    response: temporalActionResponse,
    errors: TERM_ERRORS,
  }),
  getSubscriptionHistory: defineEndpoint({
    id: 'getSubscriptionHistory',
    method: 'GET',
    path: '/subscription/history',
    summary: "A line's history (every action on it, newest first) with what each edit changed",
    access: 'manager',
    query: subscriptionRefQuery,
    queryExample: { subscriptionId: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c', fiscalId: '12345678Z' },
    response: z.object({ items: z.array(subscriptionHistoryEntrySchema) }),
  }),
  getSubscriptionProductItems: defineEndpoint({
    id: 'getSubscriptionProductItems',
    method: 'GET',
    path: '/subscription/productItems',
    summary:
      "A line's main product and add-ons with name, price and dates: what /modifySubscription edits by index",
    access: 'manager',
    query: subscriptionRefQuery,
    queryExample: { subscriptionId: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c', fiscalId: '12345678Z' },
    response: z.object({ items: z.array(productItemSchema) }),
  }),
};
