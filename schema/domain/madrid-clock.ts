/** The time zone every business clock of the product runs in (docs/domain-rules.md "Business hours"). */
export const MADRID_TIME_ZONE = 'Europe/Madrid';

/** A wall-clock reading in Madrid. `weekday` is ISO: 1 = Monday ... 7 = Sunday. */
export type MadridWallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** A calendar date without a time zone, as the holiday table and the legal-age rule use it. */
export type CalendarDate = { year: number; month: number; day: number };

// One formatter for the process: building Intl.DateTimeFormat is the expensive part.
const madridFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MADRID_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** What a clock on a wall in Madrid shows at `instant` (DST-correct through Intl). */
export function madridWallClock(instant: Date): MadridWallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
  const parts: Record<string, string> = {};
  for (const part of madridFormatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? Number.NaN,
  };
}

/** The calendar date in Madrid at `instant`. */
export function madridCalendarDate(instant: Date): CalendarDate {
  const { year, month, day } = madridWallClock(instant);
  return { year, month, day };
}

/** `YYYY-MM-DD` of a calendar date. */
export function isoDateOf(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Madrid's offset from UTC in milliseconds at `epochMs` (+1 h in winter, +2 h in summer). */
function madridOffsetMs(epochMs: number): number {
  const wall = madridWallClock(new Date(epochMs));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant at which Madrid's wall clock shows the given date and time. For a time inside the spring-forward
 * gap (02:00-02:59 on the last Sunday of March) it answers the instant one hour later; business hours never
 * fall there.
 */
export function madridInstant(date: CalendarDate, hour = 0, minute = 0): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const firstGuess = wallAsUtc - madridOffsetMs(wallAsUtc);
  const offset = madridOffsetMs(firstGuess);
  return new Date(wallAsUtc - offset);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a calendar date. */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}
