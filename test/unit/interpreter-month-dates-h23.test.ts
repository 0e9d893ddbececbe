import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A one-off day named with its month (issue 16, wave 39): at 08:00 UTC "on December 10 at noon UTC, please swap 200
 * USDC into SOL on Solana" was asked back as a swap now (a yes ran it 13 days early), and "at noon utc on december 10
 * buy $20 of degen on base" read as noon today. Dates with a month name are read; a date or time word the schedule
 * cannot place never leaves a move asked or made now.
 */
const now = new Date('2026-11-27T08:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const movesNow = (r: ReturnType<typeof read>) =>
  (r.kind === 'intent' && r.intent.kind !== 'automation-create') ||
  (r.kind === 'ask' && (r.pending as { awaiting?: string }).awaiting === 'confirm' && (r.pending as { kind?: string }).kind !== 'automation-create');

describe('a day named with its month is the day of a scheduled order', () => {
  it.each([
    ['on December 10 at noon UTC, please swap 200 USDC into SOL on Solana', '2026-12-10T12:00:00.000Z'],
    ['at noon utc on december 10 buy $20 of degen on base with usdc', '2026-12-10T12:00:00.000Z'],
    ['Please swap 200 USDC into SOL on Solana on Dec 10 at 12:00 UTC', '2026-12-10T12:00:00.000Z'],
    ['swap 200 usdc to sol on solana on 10 December at 21:00', '2026-12-10T21:00:00.000Z'],
    ['swap 200 usdc to sol on solana on the 10th of December at 9am UTC', '2026-12-10T09:00:00.000Z'],
    ['swap 200 usdc to sol on solana on December 10th at 9am', '2026-12-10T09:00:00.000Z'],
    ['swap 200 usdc to sol on solana on December 10, 2026 at 9am', '2026-12-10T09:00:00.000Z'],
    ['Please swap 200 USDC into SOL on Solana on the tenth of December at noon UTC.', '2026-12-10T12:00:00.000Z'],
    ['December the 10th, noon UTC: please swap 200 USDC into SOL on Solana.', '2026-12-10T12:00:00.000Z'],
    ['swap 200 usdc to sol on solana on thursday december 10 at 9am', '2026-12-10T09:00:00.000Z'],
    // Without a year, a date past this year is next year's when that is under half a year away.
    ['swap 200 usdc to sol on solana on january 5 at 21:00', '2027-01-05T21:00:00.000Z'],
    // Today's date, later today.
    ['swap 200 usdc to sol on solana on november 27 at 18:00 utc', '2026-11-27T18:00:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at } } });
  });
});

describe('a date never read is refused, never run now', () => {
  it.each([
    // A date past this year by less than half a year: a slip or an old message, never a run a year later.
    ['swap 200 usdc to sol on solana on november 20 at 21:00', 'already passed this year'],
    ['swap 200 usdc to sol on solana on november 20 2026 at 21:00', 'already passed'],
    // A month and day in digits, US or European: never guessed.
    ['on 12/10 at 12:00 utc swap 200 usdc to sol on solana', 'write the month in words'],
    ['Swap 200 USDC into SOL on Solana on 10/12 at 12:00 UTC.', 'write the month in words'],
    // "the 10th" with no month: never picked.
    ['swap 200 usdc to sol on solana on the 10th at 12:00 utc', 'names no month'],
    // A weekday that is not the date's.
    ['swap 200 usdc to sol on solana on friday december 10 at 9am', 'not a Friday'],
    ['swap 200 usdc to sol on solana on december 32 at 9am', 'not a day'],
  ])('%s', (prompt, said) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
    expect(r.kind === 'fail' && r.message).toContain(said);
  });

  it.each([
    'On 10 Dec around lunchtime, please swap 200 USDC into SOL on Solana.',
    'Swap 200 USDC into SOL on Solana at midnight on December 10.',
    'swap 200 usdc to sol on solana on dec 10 at midnight',
    "swap 200 usdc to sol on solana on dec 10 at nine o'clock",
    "At nine o'clock on December 10, please swap 200 USDC into SOL on Solana.",
    'Swap 200 USDC into SOL on Solana at 12:00 UTC on Thursday the 10th.',
    'Send 50 USDC to bob.eth on Base on December 10.',
    'buy $20 of degen on base with usdc on december 10',
    'swap 200 usdc to sol on solana on the 10th',
    'on 12/10 swap 200 usdc to sol on solana',
    'On December 10, send 50 USDC to bob.eth on Base.',
    'On Dec. 10 at noon UTC please swap 200 USDC into SOL on Solana.',
    'I would like this done on the 10th of December. Please swap 200 USDC into SOL on Solana.',
    'Please swap 200 USDC into SOL on Solana. It should happen on December 10 at midday.',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(movesNow(r)).toBe(false);
    if (r.kind === 'intent' && r.intent.kind === 'automation-create' && r.intent.trigger.type === 'at')
      expect(String(r.intent.trigger.at).slice(0, 10)).toBe('2026-12-10');
  });
});

describe('a read beside a date is still a read', () => {
  it.each(['eth price on 3 March', 'what was the eth price on December 10?', 'price of sol on the 10th of November'])('%s', (prompt) => {
    expect(read(prompt).kind).toBe('intent');
  });
});

describe('near-misses: no date', () => {
  it.each(['swap 200 usdc to sol on solana', 'swap 1/2 eth to usdc on base'])('%s is still a swap now, asked or made', (prompt) => {
    expect(read(prompt).kind).not.toBe('fail');
  });
});
