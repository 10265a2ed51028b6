import { runOperation } from './graphql-client';
import { loadSession } from './load-session';
import { navigateTo } from './navigator';
import { EnterChannelMutation, ReturnToOriginalChannelMutation } from './session-documents';

/** 'Return to my channel': back to the original channel, then session and brand again. */
export async function returnToOriginalChannel(): Promise<void> {
  await runOperation(ReturnToOriginalChannelMutation, {}, 'mutation');
  await loadSession();
  navigateTo('/', { replace: true });
}

/** Enter a sub-channel or, for the operator, a brand; then session and brand again. */
export async function enterChannel(channel: string): Promise<void> {
  await runOperation(EnterChannelMutation, { channel }, 'mutation');
  await loadSession();
  navigateTo('/', { replace: true });
}
