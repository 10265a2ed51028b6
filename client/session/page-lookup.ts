import type { AccessLevel } from '../../schema/domain/roles';

/** The page at a path, as much of it as code outside the router needs. */
export type PageAtPath = { id: string; level: AccessLevel; params: Record<string, string> };

/**
 * The route table knows which page a path opens, but it sits at the top of the module graph (it loads every page),
 * so the session's 401 handler, the local caches and the palette cannot import it. The router registers this
 * lookup when its module loads, which is before boot signs anyone in; until then no path opens a page.
 */
let lookup: (path: string) => PageAtPath | null = () => null;

export function registerPageLookup(pageAt: (path: string) => PageAtPath | null): void {
  lookup = pageAt;
}

/** `path` without its query string. */
export function pageAtPath(path: string): PageAtPath | null {
  return lookup(path);
}
