import type { RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { UserPoolAdmin } from '../identity/user-pool-admin';
import { assignRoleOnSignIn } from '../users/assign-role-on-sign-in';
import { setCaller } from './request-caller';
import type { AccessTokenVerifier } from './verify-access-token';

export type AuthenticateDependencies = {
  verify: AccessTokenVerifier;
  db: Kysely<Database>;
  pool: Pick<UserPoolAdmin, 'updateAttributes'>;
  superAdminEmails: readonly string[];
};

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/** Verifies the bearer token, loads the caller's row and settles its role; routes read it with callerOf(req). */
export function createAuthenticate({
  verify,
  db,
  pool,
  superAdminEmails,
}: AuthenticateDependencies): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) throw new ApiError(401, 'UNAUTHENTICATED', 'Missing bearer token');
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Malformed authorization header');

    const access = await verify(token);
    if (!access.email) throw new ApiError(403, 'USER_NOT_REGISTERED', 'The account has no e-mail address');
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', access.email.toLowerCase())
      .executeTakeFirst();
    if (!user) throw new ApiError(403, 'USER_NOT_REGISTERED', 'The account is not registered in Centralita');
    if (user.status !== 'ACTIVE') throw new ApiError(403, 'USER_BLOCKED', 'The account is blocked');

    const settled = await assignRoleOnSignIn({ db, pool, superAdminEmails }, user, access.username);
    setCaller(req, { user: settled, username: access.username });
    next();
  };
}
