import { fail, type Reading } from '../../language/reading.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { DAY, everyPattern, startOfDay, weekdays } from './schedule-words.ts';

/**
 * The day a schedule names in a month's words ("on December 10", "dec 10th, 2026", "the 10th of December") and the
 * first day a repetition says it starts on ("every week, starting next monday", "every day from 2026-12-01"), read
 * against `now` for read-schedule.ts. Pure.
 */

const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|May|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * "December 10", "dec. 10th", "10 December", "the 10th of december", with a year or not. Never after "until" (an end,
 * read-until.ts reads it); a lower-case "may" is the verb, never the month.
 */
const monthDate = new RegExp(
  String.raw`(?<!\b(?:until|till|til|through|thru|up\s+to)\s+(?:the\s+)?)\b(?:${MONTH}\.?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?|(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b\.?)(?:,?\s+(\d{4}))?(?![\d:.])`,
  'gi',
);

/** A move's verb: only a move waits for a day. */
const moveWord = /\b(?:buy|sell|swap|send|transfer|pay|wrap|unwrap|convert|trade|exchange|dca|tip)\b/i;

/** How long ago a date without a year may lie and still be this year's (refused as past, never pushed a year out). */
const RECENT_DAYS = 31;

/**
 * The text with each month-name date as an ISO day ("on December 10 at noon" → "on 2026-12-10 at noon"), so the
 * schedule reader reads it as it reads "2026-12-10" (once, its month and day were dropped and the order set for today).
 * A date without a year is the next one to come; one just past (within a month) stays this year's, for the reader to
 * refuse as past. A number that counts a token ("dec 10 usdc") or no real day ("feb 30") is left as written.
 */
export function withMonthDates(text: string, now: Date): string {
  // A read asked of a day ("eth price on 3 March") keeps its words: the read answers now, and says so.
  if (!moveWord.test(text)) return text;
  return text.replace(
    monthDate,
    (
      m,
      month1: string | undefined,
      day1: string | undefined,
      day2: string | undefined,
      month2: string | undefined,
      year: string | undefined,
      offset: number,
    ) => {
      const after = /^\s*\$?([a-z]+)/i.exec(text.slice(offset + m.length))?.[1]?.toLowerCase();
      if (year === undefined && after !== undefined && (tokenWords.has(after) || /^(?:usd|dollars?|bucks|k|m)$/.test(after))) return m;
      if ((month1 ?? month2) === 'may') return m;
      const month = months.indexOf((month1 ?? month2)!.toLowerCase().slice(0, 3));
      const day = Number(day1 ?? day2);
      const at = (y: number) => new Date(Date.UTC(y, month, day));
      let date = at(year ? Number(year) : now.getUTCFullYear());
      if (date.getUTCMonth() !== month || day < 1) return m;
      if (!year && startOfDay(now).getTime() - date.getTime() > RECENT_DAYS * DAY * 1000) date = at(now.getUTCFullYear() + 1);
      return date.toISOString().slice(0, 10);
    },
  );
}

const WEEKDAY = `(${weekdays.join('|')})`;
/** "starting", "beginning on", "from", "as of", "commencing": the words that name a repetition's first day. */
const START = String.raw`[,;]?\s*\b(?:starting|beginning|commencing|start(?:ing)?\s+(?:it\s+)?|as\s+of|from)\s+(?:on\s+|from\s+|with\s+)?`;
/** "starting next monday", "from this friday", "beginning on the coming tuesday". */
const startWeekday = new RegExp(String.raw`${START}(?:(?:the\s+)?(this(?:\s+coming)?|next|coming|upcoming)\s+)?${WEEKDAY}\b`, 'i');
/** "starting tomorrow", "from 2026-12-01": the day is read by the day reader; only the start word goes. */
const startDay = new RegExp(String.raw`${START}(?=(?:tomorrow|\d{4}-\d{2}-\d{2})\b)`, 'i');

/**
 * The first day a repetition of minutes, hours, days or weeks says it starts on ("every week …, starting next monday":
 * that monday, at 00:00 UTC or the time said), with the words taken out of `rest`. "next monday" is read as
 * read-schedule.ts reads it: where the coming one is still in this week, it may be either, and is asked as a date. A
 * repetition on a weekday ("every monday, starting …") is read by its own rule; `undefined` when none is said.
 * Before "tomorrow" or a date only the start word goes: the day reader reads the day (and asks the time of "tomorrow").
 */
export function startOfRun(rest: string, now: Date): { rest: string; day?: Date } | Reading<never> | undefined {
  const every = everyPattern.exec(rest);
  if (!every || weekdays.includes((every[2] ?? '').toLowerCase().replace(/s$/, ''))) return undefined;
  const today = startOfDay(now);
  const named = startWeekday.exec(rest);
  if (named) {
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
  const dated = startDay.exec(rest);
  return dated ? { rest: `${rest.slice(0, dated.index)} ${rest.slice(dated.index + dated[0].length)}` } : undefined;
}
