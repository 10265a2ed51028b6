import type { Kysely } from 'kysely';
import { loadLatestContractRow } from '../contracts/load-latest-contract';
import type { Database } from '../db/database-schema';
import type { SweepStep } from '../sweep/sweep-step';
import { recordLaunchFailure } from './record-launch-failure';

/**
 * How long an order may stay IN_PROGRESS before the sweep calls its launch interrupted. A launch holds that status
 * only while it waits for the e-signature provider between its two transactions (launch-order.ts): seconds.
 */
export const LAUNCH_INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Orders settled per run; the rest wait for the next run. */
const BATCH = 100;
const SWEEP_ACTOR = 'system:launch-sweep';

/**
 * A launch whose process stopped after its first transaction leaves the order IN_PROGRESS and its contract
 * PENDING, and nothing else moves them. After LAUNCH_INTERRUPTED_AFTER_MS the sweep fails both (reason
 * LAUNCH_INTERRUPTED), with history rows, so the order can be relaunched from the console. Should the launch
 * still finish afterwards, it finds the order no longer IN_PROGRESS and records nothing.
 */
export const interruptedLaunchSweepStep: SweepStep = {
  name: 'interrupted-launches',
  async run(db: Kysely<Database>, now: Date): Promise<number> {
    const startedBefore = new Date(now.getTime() - LAUNCH_INTERRUPTED_AFTER_MS);
    return db.transaction().execute(async (trx) => {
      const stuck = await trx
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'IN_PROGRESS')
        .where('modified_at', '<=', startedBefore)
        .orderBy('modified_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const order of stuck) {
        const contract = await loadLatestContractRow(trx, order.id, { lock: true });
        await recordLaunchFailure(trx, {
          orderId: order.id,
          contractId: contract?.status === 'PENDING' ? contract.id : null,
          reason: 'LAUNCH_INTERRUPTED',
          actor: SWEEP_ACTOR,
          at: now,
        });
      }
      return stuck.length;
    });
  },
};
