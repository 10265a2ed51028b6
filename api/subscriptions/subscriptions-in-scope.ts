import type { Kysely, Transaction } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * These subscriptions of the holder `fiscalId` inside the caller's channel subtree, in the order of `ids`, locked
 * for update inside a transaction. Any of them missing, of another holder or outside the scope answers 404 alike
 * (the caller learns nothing about lines it may not see).
 */
export async function subscriptionsInScope(
  db: Kysely<Database> | Transaction<Database>,
  scopeChannel: string,
  fiscalId: string,
  ids: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<SubscriptionRow[]> {
  const unique = [...new Set(ids)];
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', 'in', unique)
    .where('fiscal_id', '=', fiscalId)
    .where(inChannelSubtree('subscriptions.channel_id', scopeChannel))
    .orderBy('id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  if (rows.length !== unique.length) throw new ApiError(404, 'NOT_FOUND', 'No such subscription');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id) as SubscriptionRow);
}

/** One subscription of the holder in the caller's scope (see subscriptionsInScope). */
export async function subscriptionInScope(
  db: Kysely<Database> | Transaction<Database>,
  scopeChannel: string,
  fiscalId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow> {
  const [row] = await subscriptionsInScope(db, scopeChannel, fiscalId, [id], options);
  return row as SubscriptionRow;
}
