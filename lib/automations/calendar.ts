/**
 * Calendar schedules, pure and in UTC: "weekdays at 9:00 UTC" (`weekdays`), "on the 1st of each month"
 * (`monthDay`). A day of the month past a month's end runs on its last day (the 31st runs on 30 April and on
 * 28 or 29 February).
 */
export interface Calendar {
  /** UTC days of the week it runs on, 0 for Sunday. */
  readonly weekdays?: readonly number[];
  /** The day of the month it runs on, 1 to 31. */
  readonly monthDay?: number;
}

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Whether the calendar runs on the UTC day of `date`. */
export function onCalendar(calendar: Calendar, date: Date): boolean {
  if (calendar.weekdays && !calendar.weekdays.includes(date.getUTCDay())) return false;
  if (calendar.monthDay !== undefined) {
    const last = daysInMonth(date.getUTCFullYear(), date.getUTCMonth());
    if (date.getUTCDate() !== Math.min(calendar.monthDay, last)) return false;
  }
  return true;
}

/**
 * The first run of `calendar` strictly after `after`, at the time of day of `timeOf` (UTC). Looks at most 62 days
 * ahead (every calendar runs at least once in any two months).
 */
export function nextCalendarRun(calendar: Calendar, timeOf: Date, after: Date): Date {
  const timeMs = timeOf.getTime() - Date.UTC(timeOf.getUTCFullYear(), timeOf.getUTCMonth(), timeOf.getUTCDate());
  const firstDay = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
  for (let day = 0; day <= 62; day += 1) {
    const slot = new Date(firstDay + day * DAY_MS + timeMs);
    if (slot.getTime() > after.getTime() && onCalendar(calendar, slot)) return slot;
  }
  throw new Error('a calendar schedule runs at least once in two months');
}

/** `date` plus `months` calendar months, the day kept or clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
}
