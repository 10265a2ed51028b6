import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { runSweep, type SweepLog } from './run-sweep';
import type { SweepStep } from './sweep-step';

export type SweepTimer = {
  /** Stops scheduling and waits for a sweep under way to finish. */
  stop(): Promise<void>;
};

/**
 * Runs the sweep every `intervalMs` (0 disables it). The next sweep is scheduled only when the previous one has
 * finished, so a slow sweep never overlaps itself in one instance; other instances are kept apart by row locks.
 */
export function startSweepTimer(options: {
  db: Kysely<Database>;
  steps: readonly SweepStep[];
  intervalMs: number;
  clock: () => Date;
  log: SweepLog;
}): SweepTimer {
  const { db, steps, intervalMs, clock, log } = options;
  if (intervalMs <= 0) return { stop: async () => {} };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runSweep(db, steps, clock(), log)
        .catch((error: unknown) => log.error('sweep failed', error))
        .finally(schedule);
    }, intervalMs);
    // The sweep never keeps the process alive on its own.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
