import type { RequestHandler } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { onBeforeHeaders } from '../http/before-headers';
import type { UserPoolAdmin } from '../identity/user-pool-admin';
import { requestChannelSubtree } from '../pagination/request-channel-subtree';
import { assignRoleOnSignIn } from '../users/assign-role-on-sign-in';
import type { CachedCaller, CallerCache } from './caller-cache';
import { setCaller } from './request-caller';
import type { AccessTokenVerifier } from './verify-access-token';

export type AuthenticateDependencies = {
  verify: AccessTokenVerifier;
  db: Kysely<Database>;
  pool: Pick<UserPoolAdmin, 'updateAttributes'>;
  superAdminEmails: readonly string[];
  callers: CallerCache;
};

/** Methods that change nothing; any other may change a user or a channel. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function readCaller(db: Kysely<Database>, email: string): Promise<CachedCaller | undefined> {
  const found = await db
    .selectFrom('users')
    .selectAll('users')
    .select(
      // `union` as in channelSubtreeIds: a mistaken cycle in parent ids ends instead of looping.
      sql<string[]>`array(
        with recursive subtree (id) as (
          select id from channels where id = users.channel_id
          union
          select child.id from channels child join subtree on child.parent_id = subtree.id
        )
        select id from subtree
      )`.as('channel_subtree'),
    )
    .where('email', '=', email)
    .executeTakeFirst();
  if (!found) return undefined;
  const { channel_subtree: channelSubtree, ...user } = found;
  // Shared by the requests that find it kept: frozen so that none can change it for the others.
  return Object.freeze({
    user: Object.freeze(user),
    channelSubtree: Object.freeze(channelSubtree),
  });
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Verifies the bearer token, loads the caller's row and settles its role; routes read it with callerOf(req).
 * The same query reads the subtree of the caller's channel, which list pages of this request scope by
 * (request-channel-subtree.ts). Both are kept in the caller cache until a user or channel changes.
 */
export function createAuthenticate({
  verify,
  db,
  pool,
  superAdminEmails,
  callers,
}: AuthenticateDependencies): RequestHandler {
  return async (req, res, next) => {
    // The database's notification of a change reaches this instance asynchronously: forgetting before the answer
    // goes out means the caller's next request cannot overtake it.
    if (!READ_METHODS.has(req.method)) onBeforeHeaders(res, () => callers.clear());
    const header = req.get('authorization');
    if (!header) throw new ApiError(401, 'UNAUTHENTICATED', 'Missing bearer token');
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Malformed authorization header');

    const access = await verify(token);
    if (!access.email) throw new ApiError(403, 'USER_NOT_REGISTERED', 'The account has no e-mail address');
    const email = access.email.toLowerCase();
    let caller = callers.get(email);
    if (!caller) {
      const readStarted = callers.beginRead();
      caller = await readCaller(db, email);
      if (!caller)
        throw new ApiError(403, 'USER_NOT_REGISTERED', 'The account is not registered in Centralita');
      callers.keep(email, caller, readStarted);
    }
    const { user, channelSubtree } = caller;
    if (user.status !== 'ACTIVE') throw new ApiError(403, 'USER_BLOCKED', 'The account is blocked');

    const settled = await assignRoleOnSignIn({ db, pool, superAdminEmails }, user, access.username);
    setCaller(req, { user: settled, username: access.username });
    requestChannelSubtree.run({ root: user.channel_id, ids: channelSubtree }, next);
  };
}
