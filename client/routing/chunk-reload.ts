/** Loader limit for one chunk: two minutes. */
export const CHUNK_TIMEOUT_MS = 120_000;

const RELOAD_MARK_KEY = 'centralita.chunkReload';
/** A second failure on the same page within this window is shown instead of reloading again. */
const RELOAD_GUARD_MS = 5 * 60_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super(`A page chunk did not load within ${CHUNK_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Whether an error is a failed dynamic import (a chunk gone after a deploy, the network dropped...). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|error loading dynamically|importing a module script|preload css|unable to preload/i.test(
    error.message,
  );
}

type ReloadDependencies = {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
  now?: () => number;
  url?: string;
};

/**
 * Reloads the page once for a chunk failure. If the same page already reloaded for this reason
 * recently it returns false, so a chunk that is really gone cannot make the browser reload forever.
 */
export function reloadOnceForChunkFailure({
  storage = sessionStorage,
  reload = () => location.reload(),
  now = Date.now,
  url = location.href,
}: ReloadDependencies = {}): boolean {
  try {
    const mark = JSON.parse(storage.getItem(RELOAD_MARK_KEY) ?? 'null') as {
      url?: string;
      at?: number;
    } | null;
    if (mark?.url === url && typeof mark.at === 'number' && now() - mark.at < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_MARK_KEY, JSON.stringify({ url, at: now() }));
  } catch {
    // Without storage we cannot guard against a loop: do not reload.
    return false;
  }
  reload();
  return true;
}

/** A page of this URL loaded: a later failure may reload again. */
export function forgetChunkReload(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
  url = location.href,
): void {
  try {
    const mark = JSON.parse(storage.getItem(RELOAD_MARK_KEY) ?? 'null') as { url?: string } | null;
    if (mark?.url === url) storage.removeItem(RELOAD_MARK_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Vite reports failed preloads of a lazy chunk's dependencies through this event. */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkFailure()) event.preventDefault();
  });
}
