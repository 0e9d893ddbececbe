import { fail, type Reading } from '../../language/reading.ts';
import { tokenWords } from '../../language/token-registry.ts';
import { DAY, ordinalWords, startOfDay, weekdays } from './schedule-words.ts';

/**
 * A one-off day named with its month: "December 10", "Dec 10th", "10 December", "the 10th of December", "Thursday,
 * December 10", each with or without a year (issue 16: "on December 10 at noon UTC, please swap …" was asked back as a
 * swap now, and ran 13 days early).
 *
 * Decisions:
 * - Without a year it is this year's date while it is still to come (today included). A date already past this year
 *   is next year's only when that is under half a year away ("on January 5" said in December); a date past by less
 *   ("on November 20" said on November 27) is most often a slip or an old message, and a run a year later is not what
 *   anyone meant: refused, asking for the year.
 * - "on the 10th" without a month is refused, naming the coming 10th: a one-off order never picks its month.
 * - "12/10", "10.12.2026": day and month in either order (US or European); never guessed, refused.
 * - A weekday said with the date must be that date's weekday, or it is refused.
 */
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAY = String.raw`(?:(${weekdays.join('|')}|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\s*,?\s+)?`;
/** Not an end ("until december 10"), nor a start or a bound said of something else ("since dec 1", "by dec 10"). */
const notEnd = String.raw`(?<!\b(?:until|till|til|through|thru|by|before|after|from|since|starting|beginning|ending|to)\s+(?:the\s+)?)`;
/** "the tenth of December": a day said as a word. */
const DAYWORD = `(\\d{1,2}|${Object.keys(ordinalWords).join('|')})`;
const YEAR = String.raw`(?:\s*,?\s*(\d{4})\b)?`;
// "At 3 January 2027, 08:00 UTC, please buy …": a learner's "at" before a day is "on".
const dayFirst = new RegExp(
  String.raw`${notEnd}\b(?:(?:on|at)\s+)?${WEEKDAY}(?:the\s+)?${DAYWORD}(st|nd|rd|th)?\s+(?:(?:day\s+)?of\s+)?${MONTH}(?![a-z])${YEAR}`,
  'i',
);
const monthFirst = new RegExp(
  String.raw`${notEnd}\b(?:at\s+)?(on\s+)?${WEEKDAY}${MONTH}\s+(?:the\s+)?${DAYWORD}(?:(st|nd|rd|th)\b|(?!\d|[.,:]\d|\s*(?:%|\$|k\b|am\b|pm\b|usd\b|dollars?\b|x\b)|[a-z]))${YEAR}`,
  'i',
);
/** "on the 10th", "on the 3rd": a day of no month said (not "the 1st of each month", a repetition). */
const ordinalAlone =
  /(?<!\b(?:month|monthly|until|till|til|through|thru|by|before|after|from|since)\s+(?:on\s+)?)\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:(?:day\s+)?of\s+)?(?:each|every|the|a|this|next)\b)/i;
/** "on 12/10", "12/10/2026", "10.12.2026": day and month, in an order not said. */
const numeric = /\b(?:on\s+)?(\d{1,2})([/.])(\d{1,2})\2(\d{2}|\d{4})\b|\bon\s+(\d{1,2})\/(\d{1,2})\b(?!\s*(?:of|eth|usdc)\b)/i;

export type DateReading = { readonly day: Date; readonly match: RegExpExecArray };

/** The day a prompt names with its month ("December 10"), a refusal for a day it names in a way never guessed, or undefined. */
export function readDate(text: string, now: Date): DateReading | Reading<never> | undefined {
  const first = dayFirst.exec(text);
  const second = first ? null : monthFirst.exec(text);
  const m = first ?? second;
  if (m) {
    const [weekday, dayNo, suffix, monthWord, year] = first ? [m[1], m[2], m[3], m[4], m[5]] : [m[2], m[4], m[5], m[3], m[6]];
    // "may 10", "march 3" may be no date ("you may 10x it"): said as one only with "on", a suffix, a weekday or a year.
    if (second && /^(?:may|mar(?:ch)?)$/i.test(monthWord!.replace('.', '')) && !(m[1] || suffix || weekday || year)) return undefined;
    // "dec 10 usdc": a number of a token, not a day.
    if (
      second &&
      tokenWords.has(
        text
          .slice(m.index + m[0].length)
          .trim()
          .split(/[^a-z$]/i)[0]
          ?.toLowerCase() ?? '',
      )
    )
      return undefined;
    const month = months.indexOf(monthWord!.toLowerCase().slice(0, 3));
    const day = ordinalWords[dayNo!.toLowerCase()] ?? Number(dayNo);
    const named = m[0].trim();
    const at = (y: number) => new Date(Date.UTC(y, month, day));
    const thisYear = at(year ? Number(year) : now.getUTCFullYear());
    if (!(day >= 1) || thisYear.getUTCMonth() !== month) return fail('AUTOMATION_UNSUPPORTED', `"${named}" is not a day of the calendar. Nothing was set up.`);
    let date = thisYear;
    if (date.getTime() < startOfDay(now).getTime()) {
      if (year) return fail('AUTOMATION_PAST', `${ymd(date)} has already passed (it is ${ymd(now)}). Nothing was set up.`);
      const next = at(now.getUTCFullYear() + 1);
      if (next.getTime() - now.getTime() > 183 * DAY * 1000)
        return fail(
          'AUTOMATION_AMBIGUOUS',
          `"${named}" has already passed this year (it is ${ymd(now)}). If you mean ${ymd(next)}, say the year: "on ${ymd(next)} at 9:00 UTC". Nothing was set up.`,
        );
      date = next;
    }
    if (weekday) {
      const said = weekdays.findIndex((w) => w.startsWith(weekday.toLowerCase().slice(0, 3)));
      if (said !== date.getUTCDay())
        return fail(
          'AUTOMATION_AMBIGUOUS',
          `${ymd(date)} is a ${capital(weekdays[date.getUTCDay()]!)}, not a ${capital(weekdays[said]!)}: say the date you mean. Nothing was set up.`,
        );
    }
    return { day: date, match: m };
  }
  const ordinal = ordinalAlone.exec(text);
  if (ordinal) {
    const day = Number(ordinal[1]);
    let coming = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day));
    if (coming.getTime() < startOfDay(now).getTime()) coming = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day));
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `"${ordinal[0].trim()}" names no month: say the date with it, like "on ${ymd(coming)} at 9:00 UTC". Nothing was set up.`,
    );
  }
  const numbers = numeric.exec(text);
  if (numbers) {
    const [a, b] = numbers[1] ? [numbers[1], numbers[3]] : [numbers[5], numbers[6]];
    return fail(
      'AUTOMATION_AMBIGUOUS',
      `"${numbers[0].trim()}" may be day ${a} of month ${b} or month ${a}, day ${b}: write the month in words ("on December 10") or the date as 2026-12-10. Nothing was set up.`,
    );
  }
  return undefined;
}

/**
 * "midnight", "nine o'clock", a day of a month, a month a run starts in ("weekly from january": it started now): a word
 * of time that a schedule read without it would drop.
 */
const unreadTime = new RegExp(
  String.raw`\b(?:from|starting|beginning|commencing|as\s+of|in)\s+(?:early\s+|late\s+|mid[- ]?)?${MONTH}(?![a-z])|\b(?:midnight|o['’]?clock)\b|${MONTH}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b(?![\d.,:%$k])|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])|\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|\bon\s+\d{1,2}\/\d{1,2}\b`,
  'i',
);

/** A time or date left in `rest` once a schedule is read: the schedule would drop it, so it is refused. */
export function unreadTimeIn(rest: string): Reading<never> | undefined {
  const m = unreadTime.exec(rest);
  if (!m || (/^(?:may|mar)/i.test(m[0]) && !/\d(?:st|nd|rd|th)/i.test(m[0]))) return undefined;
  return fail(
    'AUTOMATION_AMBIGUOUS',
    `I could not read "${m[0].trim()}" with the rest of the time: say one time, like "on ${'December 10'} at 12:00 UTC". Nothing was set up.`,
  );
}

const ymd = (d: Date): string => d.toISOString().slice(0, 10);
const capital = (w: string): string => w[0]!.toUpperCase() + w.slice(1);
