import { findEntityAction } from '../../actions/entity-action-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { startEntityAction } from '../../actions/start-entity-action';
import type { CommandContext } from '../../palette/command';
import { CHANNEL_USER_ACTIONS, DELETE_CHANNEL_USER_ACTION_ID } from './channel-actions';
import { CHANNEL_USERS_QUEUE_ID } from './channel-form-dialog';
import type { ChannelUserRow } from './channel-row';

/**
 * Deletes a user picked in the palette from any page: the same action (irreversible confirmation first) as the
 * users queue's row menu, registered for the run when the users page is not open.
 */
export async function deleteChannelUser(user: ChannelUserRow, context: CommandContext): Promise<void> {
  const remove = findEntityAction(DELETE_CHANNEL_USER_ACTION_ID)
    ? null
    : registerEntityActions(CHANNEL_USER_ACTIONS);
  try {
    await startEntityAction(DELETE_CHANNEL_USER_ACTION_ID, [user], CHANNEL_USERS_QUEUE_ID, { context });
  } finally {
    remove?.();
  }
}
