import { sql } from 'kysely';
import { MADRID_TIME_ZONE } from '../../schema/domain/madrid-clock';
import { appendSubscriptionHistory } from '../subscriptions/append-subscription-history';
import type { SweepStep } from '../sweep/sweep-step';

/** Lines advanced per transaction: keeps row locks short when a backlog is worked off. */
const BATCH_SIZE = 200;

/**
 * A port-in reaches its change window: the number has moved to us (docs/lifecycles.md: a CONFIRMED portability
 * whose window has started counts as completed; the lifecycle table has no status for it). What becomes due is
 * the line waiting for it: the subscription of the same brand and number in PENDING_PORTABILITY goes ACTIVE,
 * starting on the window's Madrid date if it had no start date, with a subscription_history row.
 *
 * The subscription rows are locked with FOR UPDATE SKIP LOCKED and re-checked by PostgreSQL after the lock, so
 * two api instances sweeping at once advance each line exactly once.
 */
export const portabilitySweepStep: SweepStep = {
  name: 'portability-change-window',
  async run(db, now) {
    let advanced = 0;
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('subscriptions as s')
          .innerJoin('portabilities as p', (join) =>
            join
              .onRef('p.brand_id', '=', 's.brand_id')
              .onRef('p.mobile_number', '=', 's.line_number')
              .on('p.direction', '=', 'IN')
              .on('p.status', '=', 'CONFIRMED')
              .on('p.change_window', '<=', now),
          )
          .select(['s.id', 'p.id as portability_id', 'p.change_window'])
          .where('s.status', '=', 'PENDING_PORTABILITY')
          .orderBy('s.id')
          .limit(BATCH_SIZE)
          // Only the lines are locked: the portability is read, not changed.
          .forUpdate('s')
          .skipLocked()
          .execute();
        const seen = new Set<string>();
        for (const line of due) {
          // Two confirmed port-ins of one number (a relaunch) would list the line twice.
          if (seen.has(line.id)) continue;
          seen.add(line.id);
          await trx
            .updateTable('subscriptions')
            .set({
              status: 'ACTIVE',
              start_date: sql`coalesce(start_date, (${line.change_window}::timestamptz at time zone ${MADRID_TIME_ZONE})::date)`,
              modified_at: now,
            })
            .where('id', '=', line.id)
            .execute();
          await appendSubscriptionHistory(trx, {
            subscriptionId: line.id,
            action: 'PORTABILITY_COMPLETED',
            statusFrom: 'PENDING_PORTABILITY',
            statusTo: 'ACTIVE',
            details: { portabilityId: line.portability_id },
            actor: 'sweep',
          });
        }
        return { rows: due.length, lines: seen.size };
      });
      advanced += batch.lines;
      if (batch.rows < BATCH_SIZE) return advanced;
    }
  },
};
