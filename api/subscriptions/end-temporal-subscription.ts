import type { Kysely } from 'kysely';
import { endedNowStatus } from '../../schema/rest/temporal-subscription-rules';
import type {
  EndTemporalSubscriptionBody,
  TemporalActionResponse,
} from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { appendSubscriptionHistory } from './append-subscription-history';
import { temporalItemOf } from './temporal-item';
import { runTermAction, type TermActor } from './term-action';

/**
 * POST /subscriptions/temporal/end: the term ends today, for good. The line's own term ends the line (TERMINATED
 * when live, CANCELED when not live yet) with today as its end date; an add-on's takes the add-on off the line.
 * One END_NOW history row with the reason; the answer is the term as it ended.
 */
export function endTemporalSubscription(
  db: Kysely<Database>,
  body: EndTemporalSubscriptionBody,
  termActor: TermActor,
): Promise<TemporalActionResponse> {
  const { actor, now } = termActor;
  return runTermAction(db, 'END_NOW', body, termActor, async ({ trx, line, current, index, today }) => {
    const statusTo = index === null ? endedNowStatus(line.status) : line.status;
    if (index === null) {
      await trx
        .updateTable('subscriptions')
        .set({ status: statusTo, end_date: today, modified_at: now })
        .where('id', '=', line.id)
        .execute();
    } else {
      const optionals = line.optionals.filter((_entry, position) => position !== index);
      await trx
        .updateTable('subscriptions')
        .set({ optionals: JSON.stringify(optionals), modified_at: now })
        .where('id', '=', line.id)
        .execute();
    }
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'END_NOW',
      statusFrom: line.status,
      statusTo,
      reason: body.reason,
      details: {
        ...(index === null ? {} : { index, optional: line.optionals[index] }),
        from: current.end_day,
        to: today,
      },
      actor,
    });
    return temporalItemOf({ ...current, end_day: today, status: statusTo }, today, { endedNow: true });
  });
}
