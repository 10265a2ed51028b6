import { type Kysely, sql, type Transaction } from 'kysely';
import { effectiveRole } from '../../schema/domain/roles';
import { channelManagementEndpoints } from '../../schema/rest/channel-management';
import { inChannelSubtree } from '../channels/channel-scope';
import { requireChannelManagement } from '../channels/require-channel-management';
import type { Database, UserRow } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import type { UserPoolAdmin } from '../identity/user-pool-admin';
import { appendUserHistory } from './append-user-history';
import { loadUserHistory } from './load-user-history';
import { toChannelUser } from './to-channel-user';

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function refuseOwnUser(caller: UserRow, email: string): void {
  if (email.toLowerCase() === caller.email) {
    throw new ApiError(409, 'OWN_USER', 'You cannot change your own user here', 'email');
  }
}

/**
 * The user with this e-mail whose ORIGINAL channel is the caller's current channel or below it, locked for
 * the change; 404 otherwise (also for a removed user), so users of other brands are not revealed.
 */
async function lockUserInScope(trx: Transaction<Database>, email: string, currentChannel: string) {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('removed_at', 'is', null)
    .where(inChannelSubtree('original_channel_id', currentChannel))
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND', `No user ${email} in your channel`, 'email');
  return user;
}

/** Disables the account in the pool; an account the pool never had cannot sign in anyway. */
async function disableInPool(pool: UserPoolAdmin, user: UserRow): Promise<void> {
  try {
    await pool.disableUser(user.pool_username ?? user.email);
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/** Deletes the account from the pool for good (DELETE /user); the row stays for its history. */
async function deleteFromPool(pool: UserPoolAdmin, user: UserRow): Promise<void> {
  await pool.deleteUser(user.pool_username ?? user.email);
}

/**
 * POST, PUT and DELETE /user, POST /disableUser and GET /user/history. Each change is one transaction: row,
 * history row and the pool call, which runs last inside it so a pool failure leaves the database unchanged.
 */
export function createChannelUserEndpoints({ db, pool }: { db: Kysely<Database>; pool: UserPoolAdmin }) {
  return [
    implement(channelManagementEndpoints.postUser, async ({ caller: { user: caller }, body }) => {
      await requireChannelManagement(db, caller.channel_id);
      const role = body.role ?? 'AGENT';
      // ADMIN creates ADMIN, MANAGER or AGENT; MANAGER only AGENT (docs/rest-api.md).
      if ((!caller.role || effectiveRole(caller.role) !== 'ADMIN') && role !== 'AGENT') {
        throw new ApiError(403, 'ROLE_NOT_ALLOWED', `Your role cannot create ${role} users`, 'role');
      }
      const email = body.email.toLowerCase();
      const channelId = body.channel ?? caller.channel_id;
      const created = await db.transaction().execute(async (trx) => {
        // Two requests for the same e-mail wait for each other instead of racing to the unique index.
        await sql`select pg_advisory_xact_lock(hashtext(${`centralita-user:${email}`}))`.execute(trx);
        const channel = await trx
          .selectFrom('channels')
          .select(['id', 'status'])
          .where('id', '=', channelId)
          .where(inChannelSubtree('id', caller.channel_id))
          .executeTakeFirst();
        if (!channel) {
          throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${channelId} does not exist`, 'channel');
        }
        if (channel.status !== 'ACTIVE') {
          throw new ApiError(409, 'CHANNEL_BLOCKED', `Channel ${channel.id} is blocked`, 'channel');
        }
        const existing = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (existing) throw new ApiError(409, 'USER_ALREADY_EXISTS', `${email} already has a user`, 'email');

        const fullName = body.fullName ?? email.slice(0, email.indexOf('@'));
        const user = await trx
          .insertInto('users')
          .values({
            email,
            full_name: fullName,
            role,
            channel_id: channel.id,
            original_channel_id: channel.id,
            pool_username: email,
            role_assigned_at: new Date(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendUserHistory(trx, { action: 'CREATE', before: null, after: user, actorId: caller.id });
        let answer: { alreadyExisted: boolean };
        try {
          answer = await pool.createUser({
            username: email,
            attributes: { email, email_verified: 'true', name: fullName, 'custom:role': role },
            invite: true,
          });
        } catch (error) {
          if (errorName(error) === 'AliasExistsException') answer = { alreadyExisted: true };
          else throw error;
        }
        // An account the pool already holds belongs to someone we do not know: never adopt it.
        if (answer.alreadyExisted) {
          throw new ApiError(409, 'USER_ALREADY_EXISTS', `${email} already has an account`, 'email');
        }
        return user;
      });
      return toChannelUser(created);
    }),

    implement(channelManagementEndpoints.putUser, async ({ caller: { user: caller }, body }) => {
      await requireChannelManagement(db, caller.channel_id);
      refuseOwnUser(caller, body.email);
      const updated = await db.transaction().execute(async (trx) => {
        const user = await lockUserInScope(trx, body.email, caller.channel_id);
        if (user.status !== 'ACTIVE') {
          throw new ApiError(409, 'USER_NOT_ACTIVE', `${user.email} is blocked`, 'email');
        }
        const role = body.role ?? user.role;
        const fullName = body.fullName ?? user.full_name;
        if (role === user.role && fullName === user.full_name) return user;
        const after = await trx
          .updateTable('users')
          .set({
            role,
            full_name: fullName,
            role_assigned_at: role === user.role ? user.role_assigned_at : new Date(),
          })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const attributes: Record<string, string> = {};
        if (role !== user.role && role) {
          attributes['custom:role'] = role;
          await appendUserHistory(trx, { action: 'CHANGE_ROLE', before: user, after, actorId: caller.id });
        }
        if (fullName !== user.full_name) {
          attributes.name = fullName;
          await appendUserHistory(trx, { action: 'CHANGE_NAME', before: user, after, actorId: caller.id });
        }
        await pool.updateAttributes(user.pool_username ?? user.email, attributes);
        return after;
      });
      return toChannelUser(updated);
    }),

    implement(channelManagementEndpoints.deleteUser, async ({ caller: { user: caller }, body }) => {
      await requireChannelManagement(db, caller.channel_id);
      refuseOwnUser(caller, body.email);
      const removed = await db.transaction().execute(async (trx) => {
        const user = await lockUserInScope(trx, body.email, caller.channel_id);
        const after = await trx
          .updateTable('users')
          .set({ status: 'BLOCKED', removed_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendUserHistory(trx, { action: 'REMOVE', before: user, after, actorId: caller.id });
        await deleteFromPool(pool, user);
        return after;
      });
      return toChannelUser(removed);
    }),

    implement(channelManagementEndpoints.disableUser, async ({ caller: { user: caller }, body }) => {
      await requireChannelManagement(db, caller.channel_id);
      refuseOwnUser(caller, body.email);
      const disabled = await db.transaction().execute(async (trx) => {
        const user = await lockUserInScope(trx, body.email, caller.channel_id);
        if (user.status === 'BLOCKED') {
          throw new ApiError(409, 'USER_ALREADY_BLOCKED', `${user.email} is already blocked`, 'email');
        }
        const after = await trx
          .updateTable('users')
          .set({ status: 'BLOCKED' })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendUserHistory(trx, { action: 'DISABLE', before: user, after, actorId: caller.id });
        await disableInPool(pool, user);
        return after;
      });
      return toChannelUser(disabled);
    }),

    implement(channelManagementEndpoints.getUserHistory, async ({ caller: { user: caller }, query }) => {
      await requireChannelManagement(db, caller.channel_id);
      return loadUserHistory(db, query.email, caller.channel_id);
    }),
  ];
}
