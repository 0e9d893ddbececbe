import { readSchedule } from '../../capabilities/automations/read-schedule.ts';
import { cronWords } from './structured-order-trade.ts';

/** Any fixed moment: a gloss and its cron line are compared as read against the same one. */
const reference = new Date('2026-01-05T00:00:00Z');

/**
 * `cron="0 9 * * *" (daily 09:00 UTC)`: a bot's gloss of its cron line in words, in brackets after it. The gloss is taken
 * out when it reads as the very schedule the cron line says (same start, same repetition, same days), so the line is
 * read as its fields alone; a gloss that says anything else (another time, a count, a note) is left, and the line is
 * refused whole as before.
 */
export function withoutCronGloss(prompt: string): string {
  // `cron: "0 9 * * MON"   # every monday 09:00 UTC`: a YAML comment after the line glosses it as brackets do.
  return prompt.replace(
    /(\b[a-z][a-z_]*\s*[=:]\s*(["'])((?:[\d*,/\s-]|sun|mon|tue|wed|thu|fri|sat)+)\2)(?:\s*\(([^()\n]{1,60})\)|[^\S\n]+#[^\S\n]*([^\n#]{1,60}?)[^\S\n]*(?=\n|$))/gi,
    (all, field: string, _quote: string, cron: string, bracketed: string | undefined, commented: string | undefined) => {
      const gloss = (bracketed ?? commented)!;
      const words = cronWords(cron);
      if (typeof words !== 'string') return all;
      const said = readSchedule(words, reference);
      // `# mondays 14:00 UTC`: a gloss may name the days in the plural, with no "every", as a note does.
      const glossed = readSchedule(everyDays(gloss), reference);
      if (!said || !glossed || 'kind' in said || 'kind' in glossed || glossed.rest.trim() !== '') return all;
      return JSON.stringify(said.schedule) === JSON.stringify(glossed.schedule) ? field : all;
    },
  );
}

/** `mondays 14:00 UTC` as `every monday 14:00 UTC`; any other gloss as it was. */
const everyDays = (gloss: string): string => gloss.replace(/^\s*(mon|tues|wednes|thurs|fri|satur|sun)days\b/i, (_whole, day: string) => `every ${day}day`);
