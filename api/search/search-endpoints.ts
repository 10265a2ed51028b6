import type { Kysely } from 'kysely';
import { canAccess } from '../../schema/domain/roles';
import { searchEndpoints } from '../../schema/rest/search';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { searchEverything } from './search-everything';
import { newestModified, streamCachedSubscriptions } from './stream-cached-subscriptions';
import { createSubscriptionCacheLinks } from './subscription-cache-link';

/** GET /search and the subscription cache download (GET /subscriptions/cached and its link). */
export function createSearchEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  const links = createSubscriptionCacheLinks(db);
  return [
    implement(searchEndpoints.search, ({ caller, query }) => searchEverything(db, caller, query)),
    implement(searchEndpoints.getCachedSubscriptions, async ({ caller }) => {
      const now = clock();
      const channels = await channelSubtreeList(db, caller.user.channel_id);
      const { token, expiresAt } = await links.issue(caller.user.id, caller.user.channel_id, now);
      return {
        url: `/subscriptions/cached/download?token=${token}`,
        modified: await newestModified(db, channels),
        expiresAt: expiresAt.toISOString(),
      };
    }),
    implement(searchEndpoints.downloadCachedSubscriptions, async ({ query, req }) => {
      const claims = await links.verify(query.token, clock());
      // The link carries what was allowed when it was issued; it dies with the user's access or a channel move.
      const user = await db
        .selectFrom('users')
        .select(['status', 'role', 'channel_id'])
        .where('id', '=', claims.userId)
        .executeTakeFirst();
      if (
        user?.status !== 'ACTIVE' ||
        !canAccess(user.role, 'manager') ||
        user.channel_id !== claims.channelId
      ) {
        throw new ApiError(404, 'CACHE_LINK_INVALID', 'This download link is not valid', 'token');
      }
      const res = req.res;
      if (!res) throw new Error('the download needs the response to stream to');
      await streamCachedSubscriptions(db, await channelSubtreeList(db, claims.channelId), res);
      // Already answered by streaming; the router sends nothing more.
      return { count: 0, modified: null, subscriptions: [] };
    }),
  ];
}
