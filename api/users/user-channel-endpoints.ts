import type { Kysely } from 'kysely';
import { sessionEndpoints } from '../../schema/rest/session';
import { isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import { toSessionUser } from '../session/to-session-user';

/**
 * PUT /user/channel: enter a channel of the caller's ORIGINAL subtree (so a user inside a sub-channel can
 * still move to a sibling or come back up), or return to the original channel when `channel` is omitted.
 */
export function createUserChannelEndpoints({ db }: { db: Kysely<Database> }) {
  return [
    implement(sessionEndpoints.putUserChannel, async ({ caller: { user }, body }) => {
      if (body.email !== undefined && body.email.toLowerCase() !== user.email) {
        throw new ApiError(403, 'FORBIDDEN', 'Only your own channel can be changed', 'email');
      }
      let target = user.original_channel_id;
      if (body.channel !== undefined) {
        // A channel outside the caller's subtree answers as a missing one (as POST /user does), after the same one
        // query, so nobody learns which ids other brands use.
        const within = await isChannelInSubtree(db, body.channel, user.original_channel_id);
        const channel = within
          ? await db
              .selectFrom('channels')
              .select(['id', 'status'])
              .where('id', '=', body.channel)
              .executeTakeFirst()
          : undefined;
        if (!channel) {
          throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${body.channel} does not exist`, 'channel');
        }
        if (channel.status !== 'ACTIVE') {
          throw new ApiError(403, 'CHANNEL_BLOCKED', `Channel ${channel.id} is blocked`, 'channel');
        }
        target = channel.id;
      }
      const updated = await db
        .updateTable('users')
        .set({ channel_id: target })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSessionUser(updated);
    }),
  ];
}
