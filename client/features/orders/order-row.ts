import type { DraftOrdersQuery as DraftOrdersResult } from '../../generated/graphql';

/** One order as the draft and launched queues list it (both queries select the same fields). */
export type OrderRow = DraftOrdersResult['draftOrders']['edges'][number]['node'];
