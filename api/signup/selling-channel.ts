import type { Kysely } from 'kysely';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { requiredPart } from './signup-errors';

export type SellingChannel = { brandId: string; channelId: string };

/**
 * Who sells: the caller's channel and its brand. Operator staff stand in a channel of no selling brand, so they
 * name the brand (`brandId`, else 422 REQUIRED) and the sale belongs to that brand's root channel.
 */
export async function sellingChannelOf(
  db: Kysely<Database>,
  scopeChannel: string,
  brandId: string | undefined,
): Promise<SellingChannel> {
  const caller = await db
    .selectFrom('channels')
    .select('brand_id')
    .where('id', '=', scopeChannel)
    .executeTakeFirstOrThrow();
  if (caller.brand_id !== OPERATOR_CHANNEL) {
    if (brandId !== undefined && brandId !== caller.brand_id) {
      throw new ApiError(404, 'NOT_FOUND', 'No such brand in your channel', 'brandId');
    }
    return { brandId: caller.brand_id, channelId: scopeChannel };
  }
  if (!brandId) throw requiredPart('brandId');
  const root = await db
    .selectFrom('channels')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('brand_id', '!=', OPERATOR_CHANNEL)
    .where(inChannelSubtree('channels.id', scopeChannel))
    .orderBy((eb) => eb.fn('length', ['id']))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!root) throw new ApiError(404, 'NOT_FOUND', 'No such brand in your channel', 'brandId');
  return { brandId, channelId: root.id };
}
