import type { ChannelUser } from '../../schema/rest/channel-management';
import type { UserRow } from '../db/database-schema';

/** A users row as channel management shows it. */
export function toChannelUser(user: UserRow): ChannelUser {
  return {
    id: user.id,
    fullName: user.full_name,
    email: user.email,
    role: user.role,
    channel: user.channel_id,
    originalChannel: user.original_channel_id,
    status: user.status,
    createdAt: new Date(user.created_at).toISOString(),
  };
}
