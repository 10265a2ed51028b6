import { proxy } from 'valtio';

/** The user whose history dialog is open (by e-mail), and what to call when it closes. */
export const channelUserHistoryStore = proxy<{ email: string | null }>({ email: null });

let closed: (() => void) | null = null;

/** Opens a user's history; resolves when the person closes it. */
export function openChannelUserHistory(email: string): Promise<void> {
  closed?.();
  channelUserHistoryStore.email = email;
  return new Promise((resolve) => {
    closed = resolve;
  });
}

export function closeChannelUserHistory(): void {
  channelUserHistoryStore.email = null;
  const resolve = closed;
  closed = null;
  resolve?.();
}
