import type { Kysely } from 'kysely';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import { extendedEndDateProblem } from '../../schema/rest/temporal-subscription-rules';
import type {
  ExtendTemporalSubscriptionBody,
  TemporalActionResponse,
} from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { appendSubscriptionHistory } from './append-subscription-history';
import { temporalItemOf } from './temporal-item';
import { runTermAction, type TermActor } from './term-action';

/**
 * PUT /subscriptions/temporal/extend: a later end date for the line's term, or its add-on's at `index`; the new
 * date is after today (Madrid) and after the current end. One EXTEND_END_DATE history row on the line.
 */
export function extendTemporalSubscription(
  db: Kysely<Database>,
  body: ExtendTemporalSubscriptionBody,
  termActor: TermActor,
): Promise<TemporalActionResponse> {
  const { actor, now } = termActor;
  return runTermAction(db, 'EXTEND', body, termActor, async ({ trx, line, current, index, today }) => {
    // The body's schema took only real DD/MM/YYYY dates.
    const endDate = dayMonthYearToIso(body.endDate) as string;
    const problem = extendedEndDateProblem(endDate, { today, currentEndDate: current.end_day });
    if (problem) {
      throw new ApiError(422, 'END_DATE_NOT_LATER', `temporalSubscriptions.extend.${problem}`, 'endDate');
    }
    const optionals = line.optionals.map((entry, position) =>
      position === index ? { ...entry, endDate } : entry,
    );
    await trx
      .updateTable('subscriptions')
      .set(
        index === null
          ? { end_date: endDate, modified_at: now }
          : { optionals: JSON.stringify(optionals), modified_at: now },
      )
      .where('id', '=', line.id)
      .execute();
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'EXTEND_END_DATE',
      statusFrom: line.status,
      statusTo: line.status,
      details: { ...(index === null ? {} : { index }), from: current.end_day, to: endDate },
      actor,
    });
    return temporalItemOf({ ...current, end_day: endDate }, today);
  });
}
