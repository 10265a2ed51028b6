import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { canAccess, OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { SearchHit, searchQuery } from '../../schema/rest/search';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { searchBrands } from './search-brands';
import { searchCustomers } from './search-customers';
import { searchLines } from './search-lines';

/**
 * GET /search: lines, customers and brands in that order, each up to `limit`. What a caller may open decides
 * what it finds: lines need manager (the line page and GET /subscriptions are manager level), brands need
 * operator staff standing in the operator channel; a type the caller may not see is skipped.
 */
export async function searchEverything(
  db: Kysely<Database>,
  { user }: Caller,
  query: z.infer<typeof searchQuery>,
): Promise<{ items: SearchHit[] }> {
  const wanted = new Set(query.types);
  const channels = await channelSubtreeList(db, user.channel_id);
  const items: SearchHit[] = [];
  if (channels.length > 0 && wanted.has('lines') && canAccess(user.role, 'manager')) {
    items.push(...(await searchLines(db, channels, query.q, query.limit)));
  }
  if (channels.length > 0 && wanted.has('customers')) {
    items.push(...(await searchCustomers(db, channels, query.q, query.limit)));
  }
  const operator = user.original_channel_id === OPERATOR_CHANNEL && user.channel_id === OPERATOR_CHANNEL;
  if (operator && wanted.has('brands')) items.push(...(await searchBrands(db, query.q, query.limit)));
  return { items };
}
