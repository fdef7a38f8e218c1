import { isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { holidays } from '../db/schema/index.ts';
import { wallTime } from './xlsx-export.ts';

/**
 * Kazakhstan's working days (decision 049): Monday to Friday, less the public holidays and the
 * days off moved by the government, plus the weekend days it makes working days, as the
 * administrator keeps them in the `holidays` table. Days are calendar days in the organization's
 * time zone (TIME_ZONE), not in UTC.
 */
export type TCalendar = {
  timeZone: string;
  /** Days off that would be working days (`YYYY-MM-DD`). */
  holidays: ReadonlySet<string>;
  /** Saturdays and Sundays worked instead of a moved day off. */
  workingDays: ReadonlySet<string>;
};

/** The calendar as the table has it now (a short table: all of it is read). */
export async function loadCalendar(db: DbOrTx, timeZone: string): Promise<TCalendar> {
  const rows = await db
    .select({ day: holidays.day, kind: holidays.kind })
    .from(holidays)
    .where(isNull(holidays.deletedAt));
  return {
    timeZone,
    holidays: new Set(rows.filter((r) => r.kind === 'holiday').map((r) => r.day)),
    workingDays: new Set(rows.filter((r) => r.kind === 'working_day').map((r) => r.day)),
  };
}

/**
 * The wall clock of `moment` in `timeZone` as a Date whose UTC fields show it (seconds kept,
 * milliseconds as the moment's).
 */
const wall = (moment: Date, timeZone: string) =>
  new Date(wallTime(moment, timeZone).getTime() + moment.getUTCMilliseconds());

/** The calendar day of `moment` in `timeZone`, `YYYY-MM-DD`. */
export const localDay = (moment: Date, timeZone: string) => wall(moment, timeZone).toISOString().slice(0, 10);

/** The moment whose wall clock in `timeZone` shows `shown` (its UTC fields), the zone's offset found once. */
function instantOf(shown: Date, timeZone: string): Date {
  const offset = wall(shown, timeZone).getTime() - shown.getTime();
  return new Date(shown.getTime() - offset);
}

/** `day` moved by `delta` calendar days. */
export function shiftDay(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

export function isWorkingDay(calendar: TCalendar, day: string): boolean {
  if (calendar.workingDays.has(day)) return true;
  if (calendar.holidays.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The moment `days` working days after `moment`: the same wall-clock time on the `days`-th working
 * day after its calendar day (a period "within 3 working days" of a Friday evening ends on
 * Wednesday evening, Saturday and Sunday not counted). Negative `days` count back.
 */
export function addWorkingDays(calendar: TCalendar, moment: Date, days: number): Date {
  const local = wall(moment, calendar.timeZone);
  const start = local.toISOString().slice(0, 10);
  const step = days < 0 ? -1 : 1;
  let day = start;
  for (let left = Math.abs(days); left > 0; ) {
    day = shiftDay(day, step);
    if (isWorkingDay(calendar, day)) left -= 1;
  }
  const shifted = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return instantOf(new Date(local.getTime() + shifted), calendar.timeZone);
}

/**
 * The working days from `from` to `to`: those after `from`'s calendar day up to and including
 * `to`'s (so 0 within one day); negative when `to` is earlier.
 */
export function workingDaysBetween(calendar: TCalendar, from: Date, to: Date): number {
  const start = localDay(from, calendar.timeZone);
  const end = localDay(to, calendar.timeZone);
  if (end < start) return -workingDaysBetween(calendar, to, from);
  let count = 0;
  for (let day = shiftDay(start, 1); day <= end; day = shiftDay(day, 1))
    if (isWorkingDay(calendar, day)) count += 1;
  return count;
}

/** The first moment of `moment`'s calendar day in `timeZone`. */
export const startOfLocalDay = (moment: Date, timeZone: string) =>
  instantOf(new Date(`${localDay(moment, timeZone)}T00:00:00Z`), timeZone);

/** Today's day per zone, with the moments it starts and ends. */
const todays = new Map<string, { day: string; from: number; until: number }>();

/**
 * Today's calendar day in `timeZone`, as `localDay` gives it for now, kept until the zone's next
 * midnight: a list that marks each row against today reads the clock's wall time once, not per row.
 */
export function localToday(timeZone: string, now = Date.now()): string {
  const kept = todays.get(timeZone);
  if (kept && now >= kept.from && now < kept.until) return kept.day;
  const day = localDay(new Date(now), timeZone);
  const from = instantOf(new Date(`${day}T00:00:00Z`), timeZone).getTime();
  const until = instantOf(new Date(`${shiftDay(day, 1)}T00:00:00Z`), timeZone).getTime();
  todays.set(timeZone, { day, from, until });
  return day;
}
