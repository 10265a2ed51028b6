import type { Kysely } from 'kysely';
import type { UserHistoryEntry } from '../../schema/rest/channel-management';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { toChannelUser } from './to-channel-user';

/**
 * GET /user/history: the user with this e-mail whose original channel is the caller's current channel or below it
 * (a removed user too: its history is the record of what was done), with its changes newest first. Any other
 * e-mail is 404, so users of other channels and brands are not revealed.
 */
export async function loadUserHistory(db: Kysely<Database>, email: string, currentChannel: string) {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where(inChannelSubtree('original_channel_id', currentChannel))
    .executeTakeFirst();
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND', `No user ${email} in your channel`, 'email');
  const rows = await db
    .selectFrom('user_history')
    .leftJoin('users as actor', 'actor.id', 'user_history.actor_user_id')
    .select([
      'user_history.action',
      'user_history.from_status',
      'user_history.to_status',
      'user_history.from_role',
      'user_history.to_role',
      'user_history.created_at',
      'actor.email as actor_email',
      'actor.full_name as actor_full_name',
    ])
    .where('user_history.user_id', '=', user.id)
    .orderBy('user_history.id', 'desc')
    .execute();
  const entries: UserHistoryEntry[] = rows.map((row) => ({
    action: row.action,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    fromRole: row.from_role,
    toRole: row.to_role,
    actor:
      row.actor_email !== null && row.actor_full_name !== null
        ? { email: row.actor_email, fullName: row.actor_full_name }
        : null,
    at: new Date(row.created_at).toISOString(),
  }));
  return { user: toChannelUser(user), entries };
}
