import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';
import type { SweepStep } from '../sweep/sweep-step';

/** How long a recorded answer is kept: far longer than any retry of the console (seconds) or of a person (hours). */
export const IDEMPOTENT_REQUESTS_KEPT_MS = 7 * 24 * 3600_000;
/** Rows deleted per run; the rest wait for the next run. */
const BATCH = 1000;

/** Forgets the keys of changing requests older than IDEMPOTENT_REQUESTS_KEPT_MS (migration 0029). */
export const idempotentRequestsSweepStep: SweepStep = {
  name: 'idempotent-requests',
  async run(db: Kysely<Database>, now: Date): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENT_REQUESTS_KEPT_MS);
    const result = await sql`
      delete from idempotent_requests
      where (user_id, key) in (
        select user_id, key from idempotent_requests
        where created_at < ${before}
        order by created_at
        limit ${BATCH}
        for update skip locked
      )`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
};
