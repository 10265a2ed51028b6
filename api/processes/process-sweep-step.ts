import type { SweepStep } from '../sweep/sweep-step';
import { completeProcess } from './settle-process';

/** Processes advanced per run; the rest wait for the next run. */
const BATCH = 100;

/**
 * Completes the INITIATED processes whose due time has passed (the network has carried them out) and applies
 * their effect: product changed, holder changed, group membership or pack links; ERRORED when the effect no longer
 * applies.
 */
export const processSweepStep: SweepStep = {
  name: 'processes',
  async run(db, now) {
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('processes')
        .selectAll()
        .where('status', '=', 'INITIATED')
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const process of due) await completeProcess(trx, process, 'system:process-sweep', now);
      return due.length;
    });
  },
};
