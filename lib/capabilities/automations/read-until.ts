import { DAY, startOfDay } from './schedule-words.ts';

/** The end a repetition names ("until 2026-12-31", "until the end of next month"), where it was said, and the words. */
export interface UntilReading {
  /** The last instant it may run (23:59:59 UTC of the day named); absent when the words after "until" are no date. */
  readonly date?: Date;
  /** The end as written ("until the end of next month"), for a message. */
  readonly words: string;
  readonly match: RegExpExecArray;
  /** The end is the user's own say ("until I say stop", "until further notice"): no end, the same as saying none. */
  readonly open?: true;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DAY_OF = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
// "continuing until", ", and keep going till": the words that lead to the end belong to it.
// ("Kindly continue each week until I ask you to stop", held-out-34: the repetition said again before its end.)
const LEAD = String.raw`(?:[,;]?\s*(?:and\s+)?(?:(?:please|kindly)\s+)?(?:continuing|continue|keep\s+going|going|running|lasting|ending|stopping)(?:\s+(?:(?:each|every)\s+(?:week|day|month|hour)|weekly|daily|monthly|hourly))?\s+)?`;
const UNTIL = String.raw`\b(?:until|till|til|through|thru|up\s+to)\s+`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;

const endOfPeriod = new RegExp(
  String.raw`${LEAD}(?:${UNTIL}(?:the\s+)?end\s+of\s+(?:(this|the|next)\s+)?(week|month|year)|${UNTIL}(?:(this|the|next)\s+)?(week|month|year)[\s-]?end|${UNTIL}(eo[wmy])|\bfor\s+the\s+rest\s+of\s+(?:(this|the)\s+)?(week|month|year))\b`,
  'i',
);
const namedDay = new RegExp(
  String.raw`${LEAD}${UNTIL}(?:(christmas|xmas)(?:\s+day)?(?!\s+eve)|(?:the\s+)?new\s+year(?:'?s)?(?:\s+eve)?(?!'?s?\s+day)|(?:the\s+)?${DAY_OF}\s+(?:of\s+)?${MONTH}${YEAR}|${MONTH}\s+(?:the\s+)?${DAY_OF}${YEAR})\b`,
  'i',
);
// "through december", "thru the end of january", "until the end of the march": the month's last day.
const wholeMonth = new RegExp(
  String.raw`${LEAD}(?:\b(?:through|thru)\s+(?:the\s+)?(?:end\s+of\s+)?|${UNTIL}(?:the\s+)?end\s+of\s+)(?:the\s+)?${MONTH}${YEAR}\b(?!\s+\d)`,
  'i',
);
// "until march", "till the December", "until may 2027": until the month comes, so through its first day (as "until
// march 1" reads), never its last; "until may be" is no month.
const monthComes = new RegExp(String.raw`${LEAD}${UNTIL}(?:the\s+)?${MONTH}${YEAR}\b(?!\s+(?:\d|be\b|i\b|we\b|you\b|it\b))`, 'i');
// "until i say stop", "until I cancel it", "till u tell me to stop", "until further notice": no end of ours to set.
export const openEnd = new RegExp(
  String.raw`${LEAD}${UNTIL}(?:(?:i|we)\s+(?:say|tell\s+(?:you|u)|ask\s+(?:you|u)|decide)(?:\s+(?:to|that))?\s+stop|(?:you|u)\s+(?:hear|are\s+told)\s+(?:to\s+)?stop|(?:i|we)\s+(?:cancel|stop|pause|turn\s+off|switch\s+off)(?:\s+(?:it|this|that|them))?|(?:i|we)\s+say\s+(?:otherwise|so)|further\s+notice|cancell?ed)\b`,
  'i',
);
const isoDay = new RegExp(String.raw`${LEAD}\b(?:until|till|til|through|thru)\s+([a-z0-9-]+)`, 'i');

const lastSecond = (day: Date): Date => new Date(day.getTime() + DAY * 1000 - 1000);

/** 23:59:59 UTC of the last day of this (or the next) week, month or year; weeks end on Sunday. */
function endOf(unit: string, next: boolean, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (unit === 'week') return lastSecond(new Date(startOfDay(now).getTime() + (((7 - now.getUTCDay()) % 7) + (next ? 7 : 0)) * DAY * 1000));
  if (unit === 'month') return new Date(Date.UTC(y, m + (next ? 2 : 1), 1) - 1000);
  return new Date(Date.UTC(y + (next ? 2 : 1), 0, 1) - 1000);
}

/** A day of a month: in the year said, else the next one not yet over (today included). */
function dayOfMonth(month: number, day: number, year: string | undefined, now: Date): Date | undefined {
  const at = (y: number) => new Date(Date.UTC(y, month, day));
  const date = year ? at(Number(year)) : at(now.getUTCFullYear());
  if (date.getUTCMonth() !== month) return undefined; // "february 30"
  if (!year && date.getTime() < startOfDay(now).getTime()) return lastSecond(at(now.getUTCFullYear() + 1));
  return lastSecond(date);
}

/**
 * The end a repetition names: "until 2026-12-31", "until the end of this year", "until the end of next month",
 * "through the end of the week", "until month end", "until eoy", "until christmas", "until new year's eve",
 * "until dec 31", "till the 15th of january 2027", "through december", "for the rest of the year", "until march" (through
 * march 1: until the month comes); the words that lead to it ("continuing until", ", and keep going till") are part of it. A day runs through 23:59:59 UTC; a week ends on Sunday; a date without a year is the next
 * one not yet over. An end left to the user ("until I say stop", "until I cancel it", "until further notice") comes
 * back `open`: no end, as when none is said. Words after "until" that name no date ("until friday", "until it pumps") come back without one.
 */
export function readUntil(text: string, now: Date): UntilReading | undefined {
  const open = openEnd.exec(text);
  if (open) return { words: open[0].replace(/^[\s,;]*/, ''), match: open, open: true };
  const period = endOfPeriod.exec(text);
  if (period) {
    const short = period[5]?.toLowerCase();
    const unit = short ? { eow: 'week', eom: 'month', eoy: 'year' }[short]! : (period[2] ?? period[4] ?? period[7])!.toLowerCase();
    const next = (period[1] ?? period[3])?.toLowerCase() === 'next';
    return { date: endOf(unit, next, now), words: period[0].replace(/^[\s,;]*/, ''), match: period };
  }
  const named = namedDay.exec(text);
  if (named) {
    const [, festive, day1, month1, year1, month2, day2, year2] = named;
    const monthWord = (month1 ?? month2)?.toLowerCase().slice(0, 3);
    const date = festive
      ? dayOfMonth(11, 25, undefined, now)
      : monthWord
        ? dayOfMonth(months.indexOf(monthWord), Number(day1 ?? day2), year1 ?? year2, now)
        : dayOfMonth(11, 31, undefined, now);
    return { ...(date ? { date } : {}), words: named[0].replace(/^[\s,;]*/, ''), match: named };
  }
  const month = wholeMonth.exec(text);
  if (month) {
    const index = months.indexOf(month[1]!.toLowerCase().slice(0, 3));
    const year = month[2] ? Number(month[2]) : now.getUTCFullYear() + (index < now.getUTCMonth() ? 1 : 0);
    return { date: new Date(Date.UTC(year, index + 1, 1) - 1000), words: month[0].replace(/^[\s,;]*/, ''), match: month };
  }
  const comes = monthComes.exec(text);
  if (comes) {
    // The next first of that month not yet over: this month's first has passed, so it is a year away (refused as
    // past would be wrong, and a year of runs is not what "until <this month>" says): read as no date.
    const index = months.indexOf(comes[1]!.toLowerCase().slice(0, 3));
    const year = comes[2] ? Number(comes[2]) : now.getUTCFullYear() + (index < now.getUTCMonth() ? 1 : 0);
    const date = index === now.getUTCMonth() && !comes[2] ? undefined : lastSecond(new Date(Date.UTC(year, index, 1)));
    return { ...(date ? { date } : {}), words: comes[0].replace(/^[\s,;]*/, ''), match: comes };
  }
  const iso = isoDay.exec(text);
  if (!iso) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso[1]!) ? new Date(`${iso[1]}T23:59:59Z`) : undefined;
  return { ...(date && !Number.isNaN(date.getTime()) ? { date } : {}), words: iso[0].replace(/^[\s,;]*/, ''), match: iso };
}
