import type { Kysely } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { endedNowStatus, type TemporalKind } from '../../schema/rest/temporal-subscription-rules';
import type {
  EndTemporalSubscriptionBody,
  TemporalActionResponse,
} from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { appendSubscriptionHistory } from './append-subscription-history';
import { assertTermActionAllowed, notTemporal, type TermActor } from './extend-temporal-subscription';
import { loadSubscriptions } from './load-subscriptions';
import { loadTermLine, termRowOf } from './load-term-line';
import { temporalItemOf } from './temporal-item';

/**
 * POST /subscriptions/temporal/end: the term ends today, for good. The line's own term ends the line (TERMINATED
 * when live, CANCELED when not live yet) with today as its end date; an add-on's takes the add-on off the line.
 * One END_NOW history row with the reason; the answer is the term as it ended.
 */
export async function endTemporalSubscription(
  db: Kysely<Database>,
  body: EndTemporalSubscriptionBody,
  { scopeChannel, actor, now }: TermActor,
): Promise<TemporalActionResponse> {
  const today = isoDateOf(madridCalendarDate(now));
  const index = body.index ?? null;
  const kind: TemporalKind = index === null ? 'SUBSCRIPTION' : 'PRODUCT';
  return db.transaction().execute(async (trx) => {
    const line = await loadTermLine(trx, scopeChannel, body.fiscalId, body.subscriptionId, { lock: true });
    const current = termRowOf(line, index);
    assertTermActionAllowed('END_NOW', kind, line.status);
    if (!current) throw notTemporal();
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
    const [subscription] = await loadSubscriptions(trx, [line.id]);
    if (!subscription) throw new Error(`Line ${line.id} vanished inside its own transaction`);
    return {
      item: temporalItemOf({ ...current, end_day: today, status: statusTo }, today, { endedNow: true }),
      subscription,
    };
  });
}
