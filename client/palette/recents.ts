import { useSyncExternalStore } from 'react';
import type { SearchHit } from '../search/search-hits';

/** The palette's recent choices: commands (by id) and search results, newest first, kept in localStorage. */
export type RecentEntry = { kind: 'command'; id: string } | { kind: 'hit'; hit: SearchHit };

export const RECENTS_KEY = 'centralita.palette.recents';
export const RECENTS_LIMIT = 6;

const listeners = new Set<() => void>();
let cached: readonly RecentEntry[] | null = null;
/** Recents are kept per user (another user signing in on this browser does not see this one's customers). */
let owner = '';

function storageKey(): string {
  return `${RECENTS_KEY}.${owner}`;
}

/** Whose recents are read and written from now on. */
export function setRecentsOwner(username: string): void {
  if (username === owner) return;
  owner = username;
  cached = null;
}

function keyOf(entry: RecentEntry): string {
  return entry.kind === 'command' ? `command:${entry.id}` : `hit:${entry.hit.kind}:${entry.hit.id}`;
}

function isEntry(value: unknown): value is RecentEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<RecentEntry> & { hit?: Partial<SearchHit> };
  if (entry.kind === 'command') return typeof entry.id === 'string';
  return entry.kind === 'hit' && typeof entry.hit?.id === 'string' && typeof entry.hit.kind === 'string';
}

export function readRecents(): readonly RecentEntry[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey()) ?? '[]');
    cached = Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENTS_LIMIT) : [];
  } catch {
    cached = [];
  }
  return cached;
}

export function addRecent(entry: RecentEntry): void {
  const key = keyOf(entry);
  const next = [entry, ...readRecents().filter((existing) => keyOf(existing) !== key)].slice(
    0,
    RECENTS_LIMIT,
  );
  cached = next;
  try {
    localStorage.setItem(storageKey(), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list still works for this visit.
  }
  for (const listener of [...listeners]) listener();
}

/** Forget them (log-out: another user must not see this one's customers). */
export function clearRecents(): void {
  cached = [];
  try {
    localStorage.removeItem(storageKey());
  } catch {
    // Nothing stored.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecents(username: string): readonly RecentEntry[] {
  setRecentsOwner(username);
  return useSyncExternalStore(subscribe, readRecents, readRecents);
}
