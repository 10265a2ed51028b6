import { AsyncLocalStorage } from 'node:async_hooks';

/** A channel subtree already read during the current request: its root and every channel id in it. */
export type KnownChannelSubtree = { root: string; ids: readonly string[] };

/**
 * The caller's channel subtree for the rest of one request. Authentication reads it in the same query as the
 * caller's row and runs the request inside `requestChannelSubtree.run(...)`, so list pages scope by it without
 * another round trip. It lives only as long as that request: a new or moved channel shows in the next one.
 */
export const requestChannelSubtree = new AsyncLocalStorage<KnownChannelSubtree>();
