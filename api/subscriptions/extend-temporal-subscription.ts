import type { Kysely } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import {
  extendedEndDateProblem,
  type TemporalKind,
  termActionAllows,
} from '../../schema/rest/temporal-subscription-rules';
import type {
  ExtendTemporalSubscriptionBody,
  TemporalActionResponse,
} from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { appendSubscriptionHistory } from './append-subscription-history';
import { loadSubscriptions } from './load-subscriptions';
import { loadTermLine, termRowOf } from './load-term-line';
import { temporalItemOf } from './temporal-item';

export type TermActor = { scopeChannel: string; actor: string; now: Date };

/** 409 unless the line's status lets its term (or its add-on's) take `action`. */
export function assertTermActionAllowed(
  action: 'EXTEND' | 'END_NOW',
  kind: TemporalKind,
  status: Parameters<typeof termActionAllows>[2],
): void {
  if (!termActionAllows(action, kind, status)) {
    throw new ApiError(
      409,
      'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      `A ${kind === 'SUBSCRIPTION' ? 'line' : "line's add-on"} term in status ${status} does not allow ${action}`,
    );
  }
}

/** 409 SUBSCRIPTION_NOT_TEMPORAL: the line (or add-on) has no end date, so there is no term to act on. */
export function notTemporal(): ApiError {
  return new ApiError(409, 'SUBSCRIPTION_NOT_TEMPORAL', 'It has no end date: there is no term to act on');
}

/**
 * PUT /subscriptions/temporal/extend: a later end date for the line's term, or its add-on's at `index`; the new
 * date is after today (Madrid) and after the current end. One EXTEND_END_DATE history row on the line.
 */
export async function extendTemporalSubscription(
  db: Kysely<Database>,
  body: ExtendTemporalSubscriptionBody,
  { scopeChannel, actor, now }: TermActor,
): Promise<TemporalActionResponse> {
  const today = isoDateOf(madridCalendarDate(now));
  const index = body.index ?? null;
  const kind: TemporalKind = index === null ? 'SUBSCRIPTION' : 'PRODUCT';
  return db.transaction().execute(async (trx) => {
    const line = await loadTermLine(trx, scopeChannel, body.fiscalId, body.subscriptionId, { lock: true });
    const current = termRowOf(line, index);
    assertTermActionAllowed('EXTEND', kind, line.status);
    if (!current) throw notTemporal();
    // The body's schema took only real DD/MM/YYYY dates.
    const endDate = dayMonthYearToIso(body.endDate) as string;
    const problem = extendedEndDateProblem(endDate, { today, currentEndDate: current.end_day });
    if (problem) {
      throw new ApiError(422, 'END_DATE_NOT_LATER', `temporalSubscriptions.extend.${problem}`, 'endDate');
    }
    if (index === null) {
      await trx
        .updateTable('subscriptions')
        .set({ end_date: endDate, modified_at: now })
        .where('id', '=', line.id)
        .execute();
    } else {
      const optionals = line.optionals.map((entry, position) =>
        position === index ? { ...entry, endDate } : entry,
      );
      await trx
        .updateTable('subscriptions')
        .set({ optionals: JSON.stringify(optionals), modified_at: now })
        .where('id', '=', line.id)
        .execute();
    }
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'EXTEND_END_DATE',
      statusFrom: line.status,
      statusTo: line.status,
      details: { ...(index === null ? {} : { index }), from: current.end_day, to: endDate },
      actor,
    });
    const [subscription] = await loadSubscriptions(trx, [line.id]);
    if (!subscription) throw new Error(`Line ${line.id} vanished inside its own transaction`);
    return { item: temporalItemOf({ ...current, end_day: endDate }, today), subscription };
  });
}
