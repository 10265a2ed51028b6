import type { Kysely } from 'kysely';
import type { SharedGroup } from '../../schema/rest/subscription-management';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * GET /getSharedSubscriptions: the holder's shared data groups in the caller's scope. A group is a line that other
 * lines hang from, or a line with a shared data product waiting for its first member; it is full when its lines
 * reach the product's max additional lines.
 */
export async function sharedGroups(
  db: Kysely<Database>,
  scopeChannel: string,
  query: { fiscalId: string; nonFullGroups: boolean },
): Promise<{ items: SharedGroup[] }> {
  const holder = await db
    .selectFrom('customers')
    .select('id')
    .where('fiscal_id', '=', query.fiscalId)
    .where(inChannelSubtree('customers.channel_id', scopeChannel))
    .limit(1)
    .executeTakeFirst();
  if (!holder) throw new ApiError(404, 'NOT_FOUND', 'No customer with that fiscal id');
  const lines = await db
    .selectFrom('subscriptions as s')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .select([
      's.id',
      's.line_number',
      's.product_id',
      's.product_name',
      's.status',
      's.shared_subscription_id',
      'p.max_additional_lines',
      'p.cumulative_gb',
    ])
    .where('s.fiscal_id', '=', query.fiscalId)
    .where(inChannelSubtree('s.channel_id', scopeChannel))
    .orderBy('s.line_number')
    .orderBy('s.id')
    .execute();
  const items: SharedGroup[] = [];
  for (const line of lines) {
    const bases = lines.filter((base) => base.shared_subscription_id === line.id);
    if (bases.length === 0 && !line.cumulative_gb) continue;
    if (line.status === 'TERMINATED' || line.status === 'CANCELED') continue;
    const maxAdditionalLines = line.max_additional_lines ?? 0;
    const isFull = bases.length >= maxAdditionalLines;
    if (query.nonFullGroups && isFull) continue;
    items.push({
      sharedSubscriptionId: line.id,
      lineNumber: line.line_number,
      productId: line.product_id,
      productName: line.product_name,
      status: line.status,
      maxAdditionalLines,
      full: isFull,
      baseSubscriptions: bases.map((base) => ({
        subscriptionId: base.id,
        lineNumber: base.line_number,
        status: base.status,
      })),
    });
  }
  return { items };
}
