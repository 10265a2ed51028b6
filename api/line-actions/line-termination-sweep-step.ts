import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { appendSubscriptionHistory } from '../subscriptions/append-subscription-history';
import type { SweepStep } from '../sweep/sweep-step';

/** Lines advanced per transaction: keeps row locks short when a backlog is worked off. */
const BATCH_SIZE = 200;

/**
 * A cancelled line reaches its end date (a Madrid date): PENDING_TERMINATION becomes TERMINATED, with a
 * subscription_history row. Lines are locked with FOR UPDATE SKIP LOCKED and re-checked by PostgreSQL after the
 * lock, so two api instances sweeping at once terminate each line exactly once. A PENDING_TERMINATION line without
 * an end date is left alone: nobody said when it ends.
 */
export const lineTerminationSweepStep: SweepStep = {
  name: 'line-termination-end-date',
  async run(db, now) {
    const today = isoDateOf(madridCalendarDate(now));
    let advanced = 0;
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('subscriptions')
          .select('id')
          .where('status', '=', 'PENDING_TERMINATION')
          .where('end_date', '<=', today)
          .orderBy('id')
          .limit(BATCH_SIZE)
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return 0;
        await trx
          .updateTable('subscriptions')
          .set({ status: 'TERMINATED', modified_at: now })
          .where(
            'id',
            'in',
            due.map((line) => line.id),
          )
          .execute();
        for (const line of due) {
          await appendSubscriptionHistory(trx, {
            subscriptionId: line.id,
            action: 'TERMINATE',
            statusFrom: 'PENDING_TERMINATION',
            statusTo: 'TERMINATED',
            details: { terminatedOn: today },
            actor: 'sweep',
          });
        }
        return due.length;
      });
      advanced += batch;
      if (batch < BATCH_SIZE) return advanced;
    }
  },
};
