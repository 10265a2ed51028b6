import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import {
  CHUNK_TIMEOUT_MS,
  ChunkTimeoutError,
  forgetChunkReload,
  isChunkLoadError,
  reloadOnceForChunkFailure,
} from './chunk-reload';
import type { PageModule, PageProps, RouteDefinition } from './route-types';

/** Gives up on a chunk after `timeoutMs`. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a module for React.lazy: on a chunk failure or timeout the page reloads once (the promise then never
 * settles, so nothing flashes); a repeated failure is thrown to the route's error boundary.
 */
async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    const module = await withChunkTimeout(load(), timeoutMs);
    forgetChunkReload();
    return module;
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForChunkFailure()) return new Promise<T>(() => {});
    throw error;
  }
}

const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazy page component of a route (one per route, so React keeps it between renders). */
export function pageComponentFor(route: RouteDefinition): LazyExoticComponent<ComponentType<PageProps>> {
  let page = pages.get(route.id);
  if (!page) {
    page = lazy(() => loadChunk<PageModule>(route.load));
    pages.set(route.id, page);
  }
  return page;
}

/** React.lazy with the same chunk handling, for parts of the shell (layouts, palette). */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(load));
}
