import type { Kysely } from 'kysely';
import { channelManagementAllowed } from '../../schema/domain/roles';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * Channel management exists only for a current channel (or its brand) whose id starts 202 or 145.
 * Anyone else gets 404, as the client route does, so the feature does not reveal itself.
 */
export async function requireChannelManagement(db: Kysely<Database>, currentChannel: string): Promise<void> {
  if (channelManagementAllowed(currentChannel)) return;
  const channel = await db
    .selectFrom('channels')
    .select('brand_id')
    .where('id', '=', currentChannel)
    .executeTakeFirst();
  if (channel && channelManagementAllowed(channel.brand_id)) return;
  throw new ApiError(404, 'NOT_FOUND', 'Channel management is not available in this channel');
}
