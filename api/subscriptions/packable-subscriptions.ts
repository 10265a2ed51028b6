import type { Kysely } from 'kysely';
import {
  PACK_HEADER_FAMILIES,
  PACK_PARTNER_FAMILIES,
} from '../../schema/domain/lifecycles/subscription-lifecycle';
import type { Subscription } from '../../schema/rest/customers';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { loadSubscriptions } from './load-subscriptions';
import { isPackConvergent, isPacked, isPackHeader } from './pack-subscriptions';
import { subscriptionInScope } from './subscriptions-in-scope';

/**
 * GET /getPackableSubscriptions: the holder's ACTIVE, unpacked lines in the caller's scope that could make a pack
 * with this one (fibre lines for a mobile or convergent line, and the other way round).
 */
export async function packableSubscriptions(
  db: Kysely<Database>,
  scopeChannel: string,
  query: { subscriptionId: string; fiscalId: string },
): Promise<{ items: Subscription[] }> {
  const line = await subscriptionInScope(db, scopeChannel, query.fiscalId, query.subscriptionId);
  if (line.status !== 'ACTIVE' || isPacked(line)) return { items: [] };
  const families = isPackHeader(line)
    ? PACK_PARTNER_FAMILIES
    : isPackConvergent(line)
      ? PACK_HEADER_FAMILIES
      : [];
  if (families.length === 0) return { items: [] };
  const rows = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('customer_id', '=', line.customer_id)
    .where('family', 'in', families)
    .where('status', '=', 'ACTIVE')
    .where('header_subscription_id', 'is', null)
    .where('convergent_subscription_id', 'is', null)
    .where(inChannelSubtree('subscriptions.channel_id', scopeChannel))
    .orderBy('line_number')
    .orderBy('id')
    .execute();
  return {
    items: await loadSubscriptions(
      db,
      rows.map((row) => row.id),
    ),
  };
}
