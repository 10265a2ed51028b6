import { type Kysely, sql } from 'kysely';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a line action needs of a subscription. */
export type LineRow = {
  id: string;
  brand_id: string;
  channel_id: string;
  fiscal_id: string;
  line_number: string;
  family: ProductFamily;
  status: SubscriptionStatus;
  icc: string | null;
  /** YYYY-MM-DD. */
  end_date: string | null;
};

/**
 * A subscription of the caller's channel subtree (and of `fiscalId` when given); one outside it, of another
 * customer, or no such id answers 404 alike. `lock` takes the row lock a line action holds while it writes.
 */
export async function loadLineInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  subscriptionId: string,
  { lock = false, fiscalId }: { lock?: boolean; fiscalId?: string } = {},
): Promise<LineRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such line');
  if (!UUID.test(subscriptionId)) throw notFound;
  let query = db
    .selectFrom('subscriptions')
    .select([
      'id',
      'brand_id',
      'channel_id',
      'fiscal_id',
      'line_number',
      'family',
      'status',
      'icc',
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('id', '=', subscriptionId)
    .where(inChannelSubtree('subscriptions.channel_id', scopeChannel));
  if (fiscalId !== undefined) query = query.where('fiscal_id', '=', fiscalId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
