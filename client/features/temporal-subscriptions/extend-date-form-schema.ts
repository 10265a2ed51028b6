import { z } from 'zod';
import { dayMonthYearToIso } from '../../../schema/domain/validators/day-month-year-date';
import { extendedEndDateProblem } from '../../../schema/rest/temporal-subscription-rules';
import { extendTemporalSubscriptionBody } from '../../../schema/rest/temporal-subscriptions';
import { checkField } from '../../ui/form/check-field';

export type ExtendDateFormValues = { endDate: string };

/**
 * The new end date as the api takes it (DD/MM/YYYY, a real date) and by the api's own rule: after today and after
 * the current end. For a selection `currentEndDate` is the latest end among its rows (YYYY-MM-DD, as is `today`).
 */
export function extendDateFormSchema({ today, currentEndDate }: { today: string; currentEndDate: string }) {
  return z.object({ endDate: z.string() }).transform((values, ctx): ExtendDateFormValues => {
    const checked = checkField(
      ctx,
      'endDate',
      extendTemporalSubscriptionBody.shape.endDate,
      values.endDate.trim(),
    );
    if (!checked) return z.NEVER;
    // The body's schema took only real DD/MM/YYYY dates.
    const problem = extendedEndDateProblem(dayMonthYearToIso(checked.value) as string, {
      today,
      currentEndDate,
    });
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `temporalSubscriptions.extend.${problem}`, path: ['endDate'] });
      return z.NEVER;
    }
    return { endDate: checked.value };
  });
}
