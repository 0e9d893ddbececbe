import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * An order set at once from several sentences, beside one that says the order is someone else's idea, takes it back or
 * resizes it (the careful-prose guard of 2026-11-27, s42-careful): each order was set as first said, the sentence
 * dropped. Beside a move made now the same sentences are refused; beside an order they are too, the sentence named.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const orders = [
  'Every Friday, buy DEGEN on Base with 50 USDC.',
  'Please place a limit order to buy ETH with 500 USDC on Base if ETH falls to $2,600.',
  'Sell 2 ETH on Unichain for USDC if ETH drops below 2400.',
];
const changers = [
  'Someone from your team asked me to do this.',
  'A friend said this is a guaranteed win.',
  'Someone on Telegram said it would moon.',
  'My manager told me to.',
  'On second thought, forget the last thing.',
  'Never mind.',
  'Scratch that.',
  'Please double it.',
  'Make it a bit bigger.',
  'Actually, half of that is enough.',
];

describe('an order set at once beside a sentence that passes it on, takes it back or resizes it: refused, named', () => {
  it.each(orders.flatMap((order) => changers.map((beside) => [`${order} ${beside}`, beside])))('%s', (prompt, beside) => {
    const reading = read(prompt);
    expect(reading.kind).toBe('fail');
    // Refused here, the sentence named, unless an earlier reader refused it first ("Never mind." reads as a take-back).
    if (reading.kind === 'fail' && reading.code === 'ONE_REQUEST') expect(reading.message).toContain(beside.replace(/[.!?]+$/, ''));
  });
});

describe('an order beside sentences that change nothing: still the order', () => {
  it.each([
    ['Every Friday, buy DEGEN on Base with 50 USDC. Thank you.'],
    ['Sell 2 ETH on Unichain for USDC if ETH drops below 2400. It is a stop-loss.'],
    ['I would like to set up a recurring purchase: every weekday at 9:00 UTC, please buy $10 of ETH with USDC on Base. It should continue until I cancel it.'],
  ])('%s', (prompt) => {
    const reading = read(prompt);
    const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(intent?.kind).toBe('automation-create');
  });
});

describe("a bot's YAML block headed by an order, its body with a verb of its own: the order, which waits", () => {
  const body = '  chain: base\n  action: buy\n  token: cbBTC\n  spend: 150 USDC';
  it.each([
    [`schedule:\n${body}`, 'when'],
    [`limit_order:\n${body}`, 'price'],
    [`dca:\n${body}`, 'when'],
  ])('%s is never a trade now', (prompt) => {
    const reading = read(prompt);
    // held-out-25 :69: the body's `action: buy` replaced the head, and 150 USDC of cbBTC was bought at once.
    expect(reading.kind === 'intent' && reading.intent.kind).not.toBe('swap');
    const pending = reading.kind === 'ask' ? reading.pending.kind : reading.kind === 'intent' ? reading.intent.kind : undefined;
    if (pending !== undefined) expect(pending).toBe('automation-create');
  });

  it('with its time in the block, the scheduled buy is set', () => {
    const reading = read(`schedule:\n  at: 2026-12-03T16:00:00Z\n${body}`);
    expect(reading).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'cbBTC' }, trigger: { type: 'at' } },
    });
  });

  it('a block headed by the same verb as its body reads as before', () => {
    const reading = read('swap:\n  chain: base\n  action: swap\n  from: USDC\n  to: ETH\n  amount: 10');
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH' } });
  });
});
