import { fail, type Reading } from '../../language/reading.ts';
import { addMonths, nextCalendarRun, type Calendar } from '../../automations/calendar.ts';
import type { AutomationCancelIntent, AutomationCreateIntent, AutomationListIntent } from './intent.ts';
import { readUntil } from './read-until.ts';
import { countOf, DAY, forPattern, monthUnit, HOUR, iso, startOfDay, timesPattern, unitOf, cut, type ScheduleReading } from './schedule-words.ts';

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
  from?: Date,
): ScheduleReading | Interpretation {
  let rest = text;
  const timeOf = new Date(startOfDay(now).getTime() + ((clock?.hours ?? 0) * HOUR + (clock?.minutes ?? 0) * 60) * 1000);
  // "on the 1st of every month starting dec 1 2026": the first run is the start day said (a day on the calendar).
  const first = from ? new Date(startOfDay(from).getTime() + ((clock?.hours ?? 0) * HOUR + (clock?.minutes ?? 0) * 60) * 1000 - 1) : now;
  const startAt = nextCalendarRun(calendar, timeOf, first.getTime() > now.getTime() ? first : now);
  let count: number | undefined;
  let endAt: Date | undefined;
  const forMatch = forPattern.exec(rest);
  const timesMatch = forMatch && !/^times$/i.test(forMatch[2]!) ? null : timesPattern.exec(rest);
  if (forMatch && !/^times$/i.test(forMatch[2]!)) {
    const n = countOf(forMatch[1] ?? 'one');
    const end = monthUnit(forMatch[2]!) ? addMonths(now, n) : new Date(now.getTime() + n * unitOf(forMatch[2]!)! * 1000);
    endAt = new Date(end.getTime() - 1000);
    rest = cut(rest, forMatch);
  } else if (timesMatch) {
    count = countOf(timesMatch[1]!);
    rest = cut(rest, timesMatch);
  }
  const until = readUntil(rest, now);
  if (until?.open) rest = cut(rest, until.match);
  else if (until) {
    if (endAt || !until.date)
      return fail(
        'AUTOMATION_UNSUPPORTED',
        `I cannot read "${until.words}" as an end: say a date ("until 2026-12-31", "until the end of next month"). Nothing was set up.`,
      );
    endAt = until.date;
    rest = cut(rest, until.match);
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
