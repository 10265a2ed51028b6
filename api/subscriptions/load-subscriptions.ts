import type { Kysely, Transaction } from 'kysely';
import type { Subscription } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';

/**
 * These subscriptions as the REST contract shows them, in the order of `ids` (no scope check: callers did it).
 * The JSON is the one the database keeps for the lines list (migration 0015), so the two cannot differ.
 */
export async function loadSubscriptions(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<Subscription[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('subscriptions')
    .select(['id', 'list_item'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.list_item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [JSON.parse(item) as Subscription];
  });
}
