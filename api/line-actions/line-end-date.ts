import { addCalendarDays, isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';

/**
 * Days a cancelled live line keeps working: Spanish consumer rules give the operator two days to carry out a
 * cancellation, and the customer keeps the service meanwhile.
 */
export const LINE_CANCELLATION_NOTICE_DAYS = 2;

/** The Madrid date (YYYY-MM-DD) `days` after `now`: by default the day a live line cancelled at `now` terminates. */
export function lineEndDate(now: Date, days = LINE_CANCELLATION_NOTICE_DAYS): string {
  return isoDateOf(addCalendarDays(madridCalendarDate(now), days));
}
