import { proxy } from 'valtio';

export type Notice = { id: number; kind: 'error' | 'success'; message: string };

/** Short messages for actions that have no page of their own (channel switch from the menu or the palette). */
export const noticeStore = proxy<{ notices: Notice[] }>({ notices: [] });

let nextId = 1;
const NOTICE_LIFETIME_MS = 6000;

export function showNotice(kind: Notice['kind'], message: string): void {
  const id = nextId++;
  noticeStore.notices.push({ id, kind, message });
  setTimeout(() => dismissNotice(id), NOTICE_LIFETIME_MS);
}

export function dismissNotice(id: number): void {
  noticeStore.notices = noticeStore.notices.filter((notice) => notice.id !== id);
}
