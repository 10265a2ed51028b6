import { proxy } from 'valtio';

/**
 * The channels feature's dialogs (one state, not many booleans): add a sub-channel, or create a user in `channel`
 * (null: the current channel).
 */
export const channelFormsStore = proxy<{
  form: { kind: 'subChannel' } | { kind: 'user'; channel: string | null } | null;
}>({ form: null });

/** The toolbar buttons and the palette commands both come here. */
export function openSubChannelForm(): void {
  channelFormsStore.form = { kind: 'subChannel' };
}

export function openChannelUserForm(channel: string | null): void {
  channelFormsStore.form = { kind: 'user', channel };
}

export function closeChannelForm(): void {
  channelFormsStore.form = null;
}
