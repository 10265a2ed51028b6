import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { SweepStep } from './sweep-step';

export type SweepLog = { error(line: string, error?: unknown): void };

/** What one sweep did: rows advanced per step, or the step's failure. */
export type SweepReport = Record<string, { advanced: number } | { failed: string }>;

/**
 * Runs the steps one after another at the same `now`. A failing step is logged and the others still run: one
 * provider being down must not stop every other due transition.
 */
export async function runSweep(
  db: Kysely<Database>,
  steps: readonly SweepStep[],
  now: Date,
  log: SweepLog,
): Promise<SweepReport> {
  const report: SweepReport = {};
  for (const step of steps) {
    try {
      report[step.name] = { advanced: await step.run(db, now) };
    } catch (error) {
      log.error(`sweep step ${step.name} failed`, error);
      report[step.name] = { failed: error instanceof Error ? error.message : String(error) };
    }
  }
  return report;
}
