import { type Kysely, sql } from 'kysely';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { Subscription } from '../../schema/rest/customers';
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

/** What a line action needs, read off the line as the REST contract shows it. */
export function lineRowOf(subscription: Subscription): LineRow {
  return {
    id: subscription.subscriptionId,
    brand_id: subscription.brandId,
    channel_id: subscription.channelId,
    fiscal_id: subscription.fiscalId,
    line_number: subscription.lineNumber,
    family: subscription.family,
    status: subscription.status,
    icc: subscription.icc,
    end_date: subscription.endDate,
  };
}

/**
 * The line with this number in the caller's channel subtree; when a number came back to the brand and was given
 * again, the newest line (the one the line view shows). None answers 404.
 */
export async function loadLineByNumberInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  lineNumber: string,
): Promise<Subscription> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['id', 'list_item'])
    .where('line_number', '=', lineNumber)
    .where(inChannelSubtree('subscriptions.channel_id', scopeChannel))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such line');
  return JSON.parse(row.list_item) as Subscription;
}
