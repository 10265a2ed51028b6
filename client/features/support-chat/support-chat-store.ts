import { proxy } from 'valtio';

/** Whether the support chat's panel is open; `mounted` keeps its lazy code once loaded. */
export const supportChatStore = proxy({ open: false, mounted: false });

export function openSupportChat(): void {
  supportChatStore.mounted = true;
  supportChatStore.open = true;
}

export function closeSupportChat(): void {
  supportChatStore.open = false;
}
