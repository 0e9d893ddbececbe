import { fail, type Reading } from '../../language/reading.ts';
import { addMonths, nextCalendarRun, type Calendar } from '../../automations/calendar.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';
import { countOf, DAY, forPattern, HOUR, iso, startOfDay, timesPattern, unitOf, untilPattern, cut, type ScheduleReading } from './schedule-words.ts';

type Interpretation = Reading<AutomationCreateIntent | AutomationListIntent | AutomationCancelIntent>;

/**
 * A calendar repetition: its first run is the first day on the calendar after `now` at the time said (00:00 UTC
 * when none), and it ends by a span ("for 2 weeks", "for one month": no run after the span from now), a count or a
 * date, or runs until cancelled.
 */
export function calendarSchedule(
  calendar: Calendar,
  text: string,
  now: Date,
  clock: { hours: number; minutes: number } | undefined,
  utcAssumed: boolean,
): ScheduleReading | Interpretation {
  let rest = text;
  const timeOf = new Date(startOfDay(now).getTime() + ((clock?.hours ?? 0) * HOUR + (clock?.minutes ?? 0) * 60) * 1000);
  const startAt = nextCalendarRun(calendar, timeOf, now);
  let count: number | undefined;
  let endAt: Date | undefined;
  const forMatch = forPattern.exec(rest);
  const timesMatch = forMatch && !/^times$/i.test(forMatch[2]!) ? null : timesPattern.exec(rest);
  const untilMatch = untilPattern.exec(rest);
  if (forMatch && !/^times$/i.test(forMatch[2]!)) {
    const n = countOf(forMatch[1]!);
    const end = /^month/i.test(forMatch[2]!) ? addMonths(now, n) : new Date(now.getTime() + n * unitOf(forMatch[2]!)! * 1000);
    endAt = new Date(end.getTime() - 1000);
    rest = cut(rest, forMatch);
  } else if (timesMatch) {
    count = countOf(timesMatch[1]!);
    rest = cut(rest, timesMatch);
  }
  if (untilMatch) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(untilMatch[1]!) ? new Date(`${untilMatch[1]}T23:59:59Z`) : undefined;
    if (endAt || !date || Number.isNaN(date.getTime()))
      return fail('AUTOMATION_UNSUPPORTED', `I cannot read "until ${untilMatch[1]}" as an end: say a date ("until 2026-12-31"). Nothing was set up.`);
    endAt = date;
    rest = cut(rest, untilMatch);
  }
  if (endAt && endAt.getTime() < startAt.getTime()) return fail('AUTOMATION_PAST', 'That ends before its first run. Nothing was set up.');
  if (count !== undefined && !(count >= 1 && count <= 10_000))
    return fail('AUTOMATION_UNSUPPORTED', 'A repetition runs between 1 and 10,000 times. Nothing was set up.');
  const days = calendar.weekdays ? 'every weekday (Monday to Friday)' : `on day ${calendar.monthDay} of each month`;
  const ends = count !== undefined ? `${count} times` : endAt ? `until ${iso(endAt)}` : 'no end';
  return {
    schedule: { type: 'every', intervalSeconds: DAY, startAt, calendar, ...(count !== undefined ? { count } : {}), ...(endAt ? { endAt } : {}) },
    words: `${days} at ${iso(startAt).slice(11)}, ${ends}, from ${iso(startAt)}`,
    utcAssumed: utcAssumed || !clock,
    rest,
  };
}
