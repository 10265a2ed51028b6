import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import type { UserPoolAdmin } from '../../identity/user-pool-admin';
import { seedDemoWorld } from '../demo-world';
import type { BenchScale } from './bench-scale-plan';
import { type BenchSeedFigures, seedBenchScale } from './seed-bench-scale';

export type BenchWorldResult =
  | { seeded: true; demoMs: number; figures: BenchSeedFigures }
  | { seeded: false; reason: string };

/**
 * `npm run seed -- --scale bench`: the demo world (brands, channels, accounts, catalogue) and the bench-scale rows
 * on top. Refuses a database that already holds data unless `reset`, which wipes it first.
 */
export async function seedBenchWorld({
  db,
  pool,
  scale,
  reset = false,
  batchSize,
  log = () => {},
}: {
  db: Kysely<Database>;
  pool: UserPoolAdmin;
  scale: BenchScale;
  reset?: boolean;
  batchSize?: number;
  log?: (line: string) => void;
}): Promise<BenchWorldResult> {
  const holdsData = (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (holdsData && !reset) {
    return {
      seeded: false,
      reason: 'the database already holds data (demo or bench); use --reset to wipe it',
    };
  }
  const demoStarted = performance.now();
  const demo = await seedDemoWorld({ db, pool, reset, log });
  if (!demo.seeded) return { seeded: false, reason: demo.reason ?? 'the demo world was not seeded' };
  const demoMs = performance.now() - demoStarted;
  const figures = await seedBenchScale({ db, scale, log, ...(batchSize ? { batchSize } : {}) });
  return { seeded: true, demoMs, figures };
}
