import { vi } from 'vitest';

/**
 * Runs assertions about a change made outside the api (by hand in SQL, as another instance would), which the api
 * learns of from the database's notification (api/auth/caller-cache.ts). PGlite delivers it before the changing
 * statement returns, so there the assertions must hold at once; a PostgreSQL server delivers it over another
 * connection a little later, so there they are retried for up to two seconds, well inside the 10 s a caller is kept.
 */
export async function afterNotification(assertions: () => Promise<void>): Promise<void> {
  if (process.env.CENTRALITA_TEST_DB !== 'postgres') return assertions();
  await vi.waitFor(assertions, { timeout: 2_000, interval: 20 });
}
