import { canAccess, OPERATOR_CHANNEL, type Role } from '../../schema/domain/roles';
import type { CacheMeta } from './cache-database';

/** The subscription cache is refreshed when older than one hour (and some lines are ACTIVE). */
export const SUBSCRIPTION_REFRESH_AGE_MS = 3_600_000;
/** The customer cache is valid for one hour. */
export const CUSTOMER_VALIDITY_MS = 3_600_000;
/** Rows written per transaction, and per progress step. */
export const CACHE_CHUNK_SIZE = 5_000;

/** What the cache rules look at in the session user. */
export type CacheSessionUser = { username: string; role: Role; channel: string; superAdmin: boolean };

export type CacheSkipReason = 'role' | 'public-page' | 'top-level-channel';

/**
 * No caching for AGENT (USER is treated as AGENT; CLIENT has no console), on public pages, and in
 * the top-level (operator) channel unless the user is a super admin. The download itself needs MANAGER.
 */
export function cacheSkipReason(
  user: CacheSessionUser,
  where: { publicPage: boolean },
): CacheSkipReason | null {
  if (!canAccess(user.role, 'manager')) return 'role';
  if (where.publicPage) return 'public-page';
  if (user.channel === OPERATOR_CHANNEL && !user.superAdmin) return 'top-level-channel';
  return null;
}

/** The scope a cache was filled for: rows of another user or channel are never served. */
export function cacheOwner(user: Pick<CacheSessionUser, 'username' | 'channel'>): string {
  return `${user.username}|${user.channel}`;
}

/**
 * An empty cache is filled; a filled one is refreshed only when older than one hour AND some
 * cached line is ACTIVE (a scope whose lines are all pending or cancelled keeps its rows).
 */
export function subscriptionsNeedRefresh(
  meta: CacheMeta | undefined,
  hasActiveLine: boolean,
  now: number,
): boolean {
  if (!meta) return true;
  return now - meta.refreshedAt > SUBSCRIPTION_REFRESH_AGE_MS && hasActiveLine;
}

/** Customers are valid for one hour after a complete load. */
export function customersNeedRefresh(meta: CacheMeta | undefined, now: number): boolean {
  if (!meta) return true;
  return now - meta.refreshedAt >= CUSTOMER_VALIDITY_MS;
}
