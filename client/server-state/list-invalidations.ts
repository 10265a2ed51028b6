import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';

/**
 * The list query fields a mutation makes wrong in a way normalization cannot mend: it creates or deletes rows (a new
 * lead has no place in a cached page; a deleted draft stays in one), or moves them from one list to another (a
 * launched draft leaves `draftOrders` for `orders`). A change to an existing row needs no entry: its answer updates
 * the entity by key, or through the detail-to-list mirror. Every cached page of these fields is dropped, so a page
 * on screen reads itself again and one visited later is read afresh.
 */
export const LIST_INVALIDATIONS: Readonly<Record<string, readonly string[]>> = {
  createLead: ['leads'],
  createProduct: ['products'],
  addSubChannel: ['channels'],
  createChannelUser: ['channelUsers'],
  // A removed user leaves the lists, and its channel's user count drops.
  removeChannelUser: ['channelUsers', 'channels'],
  addResources: ['resources'],
  assignResourcesChannel: ['resources'],
  deleteDraftOrder: ['draftOrders', 'orders'],
  launchOrder: ['draftOrders', 'orders'],
  relaunchOrder: ['draftOrders', 'orders'],
  // The refund's credit note is a new invoice, and the refunded one is no longer offered for a credit note.
  refundInvoice: ['invoices', 'invoiceDraft'],
  // A manual invoice or credit note is a new row; a credit note's invoice leaves the draft's creditable list.
  createInvoice: ['invoices', 'invoiceDraft'],
  // The customer's documents are a list inside the customer, which the answer does not carry.
  addCustomDocument: ['customer'],
  deleteCustomDocument: ['customer'],
  // A shared group and an optional product are new lines; a change of holder moves lines to another customer.
  // Each starts processes, which the line view's history lists.
  createSharedGroup: ['subscriptions', 'sharedSubscriptions', 'processes'],
  addOptionalProduct: ['subscriptions', 'processes'],
  changeTitular: ['subscriptions', 'customers', 'processes'],
  // Line actions that start a process: the line's answer carries the line, not the new process.
  duplicateSim: ['processes'],
  addMultisim: ['processes'],
  changeProduct: ['processes'],
  addSubscriptionsToSharedGroup: ['processes', 'sharedSubscriptions'],
  removeSubscriptionsFromSharedGroup: ['processes', 'sharedSubscriptions'],
  packSubscriptions: ['processes'],
  unpackSubscriptions: ['processes'],
  // A term's new end date moves it in the list's order; an ended one leaves the list (and a line, /subs's
  // default view). Each adds a history row, as does a correction, which may give an add-on a term of its own.
  extendTemporalSubscription: ['temporalSubscriptions', 'subscriptionHistory'],
  endTemporalSubscription: ['temporalSubscriptions', 'subscriptionHistory', 'subscriptions'],
  modifySubscription: ['temporalSubscriptions', 'subscriptionHistory', 'subscriptionProductItems'],
  // A new, renamed or deleted article moves in the knowledge base's lists and searches.
  createKnowledgeBaseArticle: ['knowledgeBaseArticles'],
  updateKnowledgeBaseArticle: ['knowledgeBaseArticles'],
  deleteKnowledgeBaseArticle: ['knowledgeBaseArticles', 'knowledgeBaseArticle'],
};

/** Drops every cached argument set of the given Query fields (`leads({"first":50})`, `leads({"first":25,...})`). */
function invalidateListFields(cache: Cache, fields: readonly string[]): void {
  for (const field of cache.inspectFields('Query')) {
    if (fields.includes(field.fieldName)) cache.invalidate('Query', field.fieldKey);
  }
}

/**
 * The Mutation update resolvers with the list invalidations above added: each listed mutation runs its own
 * resolver (if any) and then drops its lists.
 */
export function withListInvalidations(
  updates: Readonly<Record<string, UpdateResolver>>,
  invalidations: Readonly<Record<string, readonly string[]>> = LIST_INVALIDATIONS,
): Record<string, UpdateResolver> {
  const merged: Record<string, UpdateResolver> = { ...updates };
  for (const [mutation, fields] of Object.entries(invalidations)) {
    const own = updates[mutation];
    merged[mutation] = (result, args, cache, info) => {
      own?.(result, args, cache, info);
      invalidateListFields(cache, fields);
    };
  }
  return merged;
}
