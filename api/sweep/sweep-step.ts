import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * One unit of the periodic sweep: advances the rows whose transition became due at `now`
 * and answers how many it advanced. Each step locks the rows it advances with
 * `.forUpdate().skipLocked()` inside a transaction, so concurrent sweeps advance a row once.
 */
export type SweepStep = {
  name: string;
  run(db: Kysely<Database>, now: Date): Promise<number>;
};
