import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/intent.ts';

/**
 * Moves that ran from a paste when they should not (issue 16): a move read whole from a labelled note, a quote or a
 * message the person's own line only points at ("^ do the todo", "execute the plan", "ok") is asked back whole for a
 * yes, never made on the first reply; and "set this up for me, no end date" under a pasted plan sets the plan up,
 * never cancels an order of the person's that looks like it. A plan under its name ("DCA plan (from my notebook): …") is
 * read without the name, and "if he's right" before an order with a price trigger of its own is that trigger.
 */
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const plan = 'My DCA plan (from my notes):\nDCA 50 USDC -> cbBTC every Monday (base)';
const notice = 'got this notification:\n"Recurring order scheduled: buy DEGEN with 20 USDC every Monday on Base."';

describe('a move read whole from a paste the person only points at is asked back for a yes', () => {
  it.each([
    ['TODO (base): convert 0.02 weth back to usdc\n\n^ do the todo', { kind: 'swap', chain: 'base', tokenIn: 'WETH', tokenOut: 'USDC' }],
    ['my plan: sell 20 UNI for USDC on ethereum\n\nexecute the plan', { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI' }],
    ['my plan: sell 20 UNI for USDC on ethereum\n\nok', { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI' }],
    ['reminder: send 5 usdc to bob.eth on base\n\ngo ahead', { kind: 'transfer', chain: 'base', to: 'bob.eth' }],
    ['jake: "swap 10 usdc to eth on base"\n\ndo that', { kind: 'swap', chain: 'base', tokenOut: 'ETH' }],
    [`${plan}\n\nset this up for me, no end date`, { kind: 'automation-create' }],
    [`${plan}\n\nset this up for me, forever`, { kind: 'automation-create' }],
    ['my plan from notes:\n- every monday: 50 USDC -> ETH (base)\n\nschedule this, no end', { kind: 'automation-create' }],
  ])('%s', (prompt, pending) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // The person's own request, with a courtesy after it, is theirs: it runs as asked.
    ['send 5 usdc to bob.eth on base\n\nthanks', 'transfer'],
    ['swap 10 usdc to eth on base\n\nplease', 'swap'],
  ])('a request of the person’s own still runs: %s', (prompt, kind) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each([[`${notice}\n\ncancel that one`], [`${notice}\n\nstop that one pls`]])('stopping the order a paste describes still stops it: %s', (prompt) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });

  it.each([`${plan}\n\nset this up for me, no end date`, `${plan}\n\nno end date on this one right?`, `${plan}\n\nset it up, runs till the end of the year`])(
    'an end said of an order stops nothing: %s',
    (prompt) => {
      const got = read(prompt);
      expect(got.kind === 'intent' && got.intent.kind === 'automation-cancel', JSON.stringify(got)).toBe(false);
      expect(got.kind === 'intent' && movingIntentOf(got) !== undefined, JSON.stringify(got)).toBe(false);
    },
  );
});

describe('a pasted plan under its name, and an order of the person’s own under a forecast they pasted', () => {
  it.each([
    ['DCA plan (from my notebook): $15 of WIF every Friday, for 6 weeks\n\nschedule this on solana, pay with usdc', 'WIF', 'solana'],
    ['Trading plan: buy $20 of ETH every Monday for 4 weeks\n\nset this up on base, pay with usdc', 'ETH', 'base'],
    ['weekly strategy: 10 USDC into AERO every Friday on base\n\nautomate this', 'AERO', 'base'],
    ['the DCA plan: buy 25 usdc of SOL every day for 10 days on solana\n\nset it up', 'SOL', 'solana'],
    // A condition that the forecast comes true, before an order with a price trigger of its own, is that trigger.
    ['"JUP to $1.50 by end of month, screenshot this"\n\nif he\'s right i want out, sell 40 JUP when it hits 1.5', 'SOL', 'solana'],
    ['"ETH to 5k by christmas"\n\nif that happens sell 0.5 eth for usdc on base when eth hits 5000', 'USDC', 'base'],
    ['analyst: "WIF will hit $3 this week"\n\nif she\'s right, sell 100 WIF for USDC when WIF reaches 3', 'USDC', 'solana'],
  ])('%s', (prompt, tokenOut, chain) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', action: { tokenOut, chain }, awaiting: 'confirm' } });
  });

  it.each([
    'DCA plan (from my notebook): $15 of WIF every Friday, for 6 weeks\n\nshould I schedule this?',
    'DCA plan (from my notebook): $15 of WIF every Friday, for 6 weeks\n\nschedule this on solana, pay with usdc, but not yet',
    // A condition before a move with no trigger of its own stays a condition: never an order, never a move now.
    '"JUP to $1.50 by end of month, screenshot this"\n\nif he\'s right, buy 40 JUP',
  ])('sets up nothing and moves nothing: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && movingIntentOf(got) !== undefined, JSON.stringify(got)).toBe(false);
    expect(got.kind === 'ask' && got.pending.kind === 'automation-create', JSON.stringify(got)).toBe(false);
  });
});
