import { type Kysely, sql } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { LineUsage } from '../../schema/rest/line-actions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { type NetworkProvider, NetworkProviderError } from '../providers/network/network';
import { loadLineInScope } from './load-line-in-scope';

/** YYYY-MM-DD of every day of `period` (YYYY-MM) up to `today`; none for a month that has not started. */
export function usageDates(period: string, today: string): string[] {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dates: string[] = [];
  for (let day = 1; day <= daysInMonth; day += 1) {
    const date = `${period}-${String(day).padStart(2, '0')}`;
    if (date > today) break;
    dates.push(date);
  }
  return dates;
}

/**
 * GET /lines/:subscriptionId/usage: the network's metered use of the line for each day of the month up to today
 * (Madrid); days before the line started or after it ended are zero, whatever the network says.
 */
export async function loadLineUsage(
  db: Kysely<Database>,
  network: NetworkProvider,
  {
    scopeChannel,
    subscriptionId,
    period,
    now,
  }: {
    scopeChannel: string;
    subscriptionId: string;
    period: string | undefined;
    now: Date;
  },
): Promise<LineUsage> {
  const line = await loadLineInScope(db, scopeChannel, subscriptionId);
  const { start_date: startDate } = await db
    .selectFrom('subscriptions')
    .select(sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'))
    .where('id', '=', line.id)
    .executeTakeFirstOrThrow();
  const today = isoDateOf(madridCalendarDate(now));
  const month = period ?? today.slice(0, 7);
  const dates = usageDates(month, today);
  let metered: Awaited<ReturnType<NetworkProvider['meteredUsage']>>;
  try {
    metered = await network.meteredUsage(
      { subscriptionId: line.id, lineNumber: line.line_number, family: line.family, icc: line.icc },
      dates,
    );
  } catch (error) {
    if (error instanceof NetworkProviderError) {
      throw new ApiError(502, 'PROVIDER_ERROR', `The network refused or did not answer: ${error.message}`);
    }
    throw error;
  }
  const end = line.end_date;
  const days = metered.map((day) =>
    (startDate && day.date < startDate) || (end && day.date > end)
      ? { date: day.date, voiceMinutes: 0, smsCount: 0, dataMb: 0 }
      : day,
  );
  return {
    subscriptionId: line.id,
    period: month,
    days,
    totalVoiceMinutes: days.reduce((sum, day) => sum + day.voiceMinutes, 0),
    totalSmsCount: days.reduce((sum, day) => sum + day.smsCount, 0),
    totalDataMb: days.reduce((sum, day) => sum + day.dataMb, 0),
  };
}
