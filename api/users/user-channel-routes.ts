import { Router } from 'express';
import type { Kysely } from 'kysely';
import { canAccess } from '../../schema/domain/roles';
import type { SessionUser } from '../../schema/domain/session';
import { putUserChannelRequest } from '../../schema/rest/session';
import { callerOf } from '../auth/request-caller';
import { isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/parse-body';
import { toSessionUser } from '../session/to-session-user';

/**
 * PUT /user/channel: enter a channel of the caller's ORIGINAL subtree (so a user inside a sub-channel can
 * still move to a sibling or come back up), or return to the original channel when `channel` is omitted.
 */
export function createUserChannelRoutes({ db }: { db: Kysely<Database> }): Router {
  const router = Router();

  router.put('/user/channel', async (req, res) => {
    const { user } = callerOf(req);
    const request = parseBody(putUserChannelRequest, req.body);
    if (request.email !== undefined && request.email.toLowerCase() !== user.email) {
      throw new ApiError(403, 'FORBIDDEN', 'Only your own channel can be changed', 'email');
    }
    if (!canAccess(user.role, 'agent')) {
      throw new ApiError(403, 'FORBIDDEN', 'Your role cannot change channel');
    }

    let target = user.original_channel_id;
    if (request.channel !== undefined) {
      const channel = await db
        .selectFrom('channels')
        .select(['id', 'status'])
        .where('id', '=', request.channel)
        .executeTakeFirst();
      if (!channel)
        throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${request.channel} does not exist`, 'channel');
      if (!(await isChannelInSubtree(db, channel.id, user.original_channel_id))) {
        throw new ApiError(
          403,
          'CHANNEL_NOT_IN_SCOPE',
          `Channel ${channel.id} is outside your channel`,
          'channel',
        );
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
    const body: SessionUser = toSessionUser(updated);
    res.json(body);
  });

  return router;
}
