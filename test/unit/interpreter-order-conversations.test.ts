import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { automationManagement } from '../../lib/capabilities/automations/automation-management.ts';
import { turn } from '../support/thread-turn.ts';

/**
 * Orders of the fifth end-to-end run that were read wrongly (issue 16), each as a class: an order's verb with its
 * token after "for" or "on", "stop" naming an order rather than cancelling one, an answer that says more than it was
 * asked, a condition with no price, someone else's stop loss, and an answer that points at the price already said.
 */
const now = new Date('2026-11-26T07:30:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
/** The last reading of a conversation, each prompt read with the turns before it on the thread. */
function converse(prompts: string[]): Interpretation {
  const thread: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = read(prompt, thread);
    thread.push(turn(prompt, last));
  }
  return last!;
}
const swap = (chain: string, tokenIn: string, tokenOut: string, amount: unknown) => ({ kind: 'swap', chain, tokenIn, tokenOut, amount });
const price = (token: string, direction: string, priceUsd: string) => ({ type: 'price', token, direction, priceUsd });
const exact = (value: string) => ({ kind: 'exact', value });

describe('an order verb with no object names its token after "for" or "on"', () => {
  it.each([
    ['set a limit buy for eth at 2400 on base using 480 usdc', swap('base', 'USDC', 'ETH', exact('480')), price('ETH', 'below', '2400')],
    ['place a limit buy for ETH on base at 2,400 with 480 USDC', swap('base', 'USDC', 'ETH', exact('480')), price('ETH', 'below', '2400')],
    ['set a limit buy on SOL at 120 on solana with 500 usdc', swap('solana', 'USDC', 'SOL', exact('500')), price('SOL', 'below', '120')],
    ['limit buy order for sol at 120 on solana with 500 usdc', swap('solana', 'USDC', 'SOL', exact('500')), price('SOL', 'below', '120')],
  ])('%s', (prompt, action, trigger) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it.each(['set a limit buy for eth at 2400 on base using 480 usdc', 'set a limit buy on SOL at 120 on solana with 500 usdc'])(
    'never the other way round: %s',
    (prompt) => {
      const got = read(prompt);
      expect(got.kind === 'intent' && got.intent.kind === 'automation-create' && got.intent.action.kind === 'swap' && got.intent.action.tokenIn).toBe('USDC');
    },
  );
});

describe('a sell "for my" token sells it', () => {
  it.each(['set a limit sell for my link at 25 on ethereum', 'place a limit sell for my LINK on ethereum at $25', 'limit sell on link at 25 on ethereum'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^How much LINK do you want to sell\?/) });
    },
  );
});

describe('"stop order" names an order: it never cancels one', () => {
  it.each([
    'I wish to place a stop order to sell my WIF if the price goes down.',
    'place a stop order to sell 10 WIF on solana',
    'set a stop order for my link',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && got.intent.kind === 'automation-cancel', JSON.stringify(got)).toBe(false);
  });

  it.each(['stop my weekly SOL purchases', 'cancel my stop orders', 'stop the limit orders'])('a cancel stays one: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
});

describe('an answer to an order says more than it was asked, and all of it is kept', () => {
  it.each([
    [
      ['set a limit sell for my link', 'ethereum, all of it at $20'],
      { chain: 'ethereum', tokenIn: 'LINK', amount: { kind: 'fraction', value: 1 } },
      price('LINK', 'above', '20'),
    ],
    [
      ['I wish to place a stop order to sell my WIF if the price goes down.', 'Under 1.5 dollars, all my WIF, on Solana.'],
      { chain: 'solana', tokenIn: 'WIF', amount: { kind: 'fraction', value: 1 } },
      price('WIF', 'below', '1.5'),
    ],
    [['limit buy eth on base', '500 usdc at 2400'], swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'below', '2400')],
    [['limit buy eth with usdc', 'at $2,400, 300 usdc on base'], swap('base', 'USDC', 'ETH', exact('300')), price('ETH', 'below', '2400')],
    [['set a stop loss on my link', 'below 12, 5 link on ethereum'], { chain: 'ethereum', tokenIn: 'LINK', amount: exact('5') }, price('LINK', 'below', '12')],
  ])('%j', (prompts, action, trigger) => {
    expect(converse(prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it.each([
    [['set up a recurring buy of bonk', 'um fifty usdc every friday on solana'], swap('solana', 'USDC', 'BONK', exact('50'))],
    [['set up a recurring buy of eth', '$25 every monday on base'], { chain: 'base', tokenOut: 'ETH', amount: { kind: 'usd', value: '25' } }],
    [['schedule a buy of uni with usdc', 'tomorrow at 9:00 UTC, 40 usdc on ethereum'], swap('ethereum', 'USDC', 'UNI', exact('40'))],
  ])('a time and the rest: %j', (prompts, action) => {
    expect(converse(prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action } });
  });

  it.each([
    ['limit buy eth with usdc on base', '500 usdc at 2400 or 2500'],
    ['limit buy eth with usdc on base', '500 600'],
  ])('two prices, or no price said as one, are asked again: %s / %s', (order, answer) => {
    expect(converse([order, answer])).toMatchObject({ kind: 'ask' });
  });

  it.each([
    ['limit sell 1 eth for usdc on base', 'at 4000 on ethereum'],
    ['set up a recurring buy of eth with usdc on base', '$25 every monday on polygon'],
  ])("a chain other than the order's is refused, never dropped: %s / %s", (order, answer) => {
    expect(converse([order, answer])).toMatchObject({ kind: 'fail' });
  });
});

describe("a stop loss said of someone else's holding asks how much, and an answer may point at its price", () => {
  it.each(['put a stop loss on your ETH on ethereum at 2,400', 'a stop loss on your eth at 2400 on ethereum'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask' });
  });

  it.each(['sell 2 ETH for USDC when it hits that', 'sell 2 ETH for USDC once it gets there', 'sell 2 ETH for USDC at that price'])('%s', (answer) => {
    expect(converse(['put a stop loss on your ETH on ethereum at 2,400', answer])).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: swap('ethereum', 'ETH', 'USDC', exact('2')), trigger: price('ETH', 'below', '2400') },
    });
  });

  it('my own holding is all of it', () => {
    expect(read('put a stop loss on my ETH on ethereum at 2,400')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'ETH', amount: { kind: 'fraction', value: 1 } } },
    });
  });
});

describe("a bot's order command: the bare number after its token is the price, and a fields answer completes it", () => {
  it.each([
    [['/limit buy ETH 2600', 'size=500 USDC chain=base'], swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'below', '2600')],
    [['/limit buy ETH 2600', '500 usdc on base'], swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'below', '2600')],
    [['limit sell SOL 250', '3 sol for usdc on solana'], swap('solana', 'SOL', 'USDC', exact('3')), price('SOL', 'above', '250')],
    [['/stop sell SOL 120', '3 sol on solana for usdc'], swap('solana', 'SOL', 'USDC', exact('3')), price('SOL', 'below', '120')],
  ])('%j', (prompts, action, trigger) => {
    expect(converse(prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it.each(['/limit buy ETH 2600', '/stop sell SOL 120'])('the amount is asked, never guessed: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/^How much/) });
  });
});

describe('a price order on a token alone asks whether it buys or sells it, and the answer completes it', () => {
  it.each(['set a limit order for eth', 'place a limit order on sol', 'could you set up a limit order for uni', 'limit order for ETH please'])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/buy or sell/) });
    },
  );

  it.each([
    [['set a limit order for eth', 'buy with 500 usdc at 2400 on base'], swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'below', '2400')],
    [['set a limit order for eth', 'sell 2 eth at $4,000 on base for usdc'], swap('base', 'ETH', 'USDC', exact('2')), price('ETH', 'above', '4000')],
    [['place a limit order on sol', 'buy, 300 usdc, at 120, solana'], swap('solana', 'USDC', 'SOL', exact('300')), price('SOL', 'below', '120')],
  ])('%j', (prompts, action, trigger) => {
    expect(converse(prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it.each([
    ['set a limit order for eth', 'idk'],
    ['set a limit order for eth', 'buy or sell, you pick'],
  ])('no side, or both, is asked again: %s / %s', (order, answer) => {
    expect(converse([order, answer])).toMatchObject({ kind: 'ask', question: expect.stringMatching(/buy or sell/) });
  });
});

describe('an order still without its price or time, answered with its trade, stays an order', () => {
  it.each([
    ['set a stop loss for my link on ethereum', 'sell 5 link for usdc'],
    ['set a stop loss: sell my link on ethereum', 'sell 5 link for usdc'],
    ['schedule a buy of eth with usdc on base', 'buy eth with 50 usdc'],
  ])('%s / %s', (order, answer) => {
    expect(converse([order, answer])).toMatchObject({ kind: 'ask' });
  });

  it('and the price then completes it', () => {
    expect(converse(['set a stop loss for my link on ethereum', 'sell 5 link for usdc', 'below 12'])).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: swap('ethereum', 'LINK', 'USDC', exact('5')), trigger: price('LINK', 'below', '12') },
    });
  });

  it('a trade said "now" is a trade now', () => {
    expect(converse(['set a stop loss: sell my link on ethereum', 'sell 5 link for usdc now'])).toMatchObject({ kind: 'intent', intent: { kind: 'swap' } });
  });
});

describe('what every price order does, said again, is no condition of its own', () => {
  it.each([
    [
      'Please place a limit order to buy ETH on Ethereum at $2,700, using 1,350 USDC. The order should only execute if that price is reached.',
      'ethereum',
      '2700',
    ],
    ['limit buy eth at 2400 on base with 500 usdc, only if that price is hit', 'base', '2400'],
    ['Set a limit order to buy ETH with 500 USDC on Base at $2,400. It must only fill when the price is reached.', 'base', '2400'],
  ])('%s', (prompt, chain, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { chain, tokenOut: 'ETH' }, trigger: { priceUsd } } });
  });

  it('another price is not dropped', () => {
    expect(read('limit buy eth at 2400 on base with 500 usdc. only execute when eth is 3000').kind).toBe('fail');
  });
});

describe("a cancel after someone else's quoted words is the person's own cancel", () => {
  it.each([
    ['my partner texted: "stop buying degen every day, it\'s a waste of money"\n\nfine. cancel the daily DEGEN buy', { kind: 'recurring', token: 'DEGEN' }],
    ['my broker note says "LINK sell order at 25 no longer needed" — cancel my LINK limit sell', { kind: 'limit', side: 'sell', token: 'LINK' }],
    ["sam wrote 'the weekly eth buy is pointless'. ok, stop my weekly ETH buys", { kind: 'recurring', token: 'ETH' }],
  ])('%s', (prompt, match) => {
    expect(automationManagement(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it.each(['he said "cancel everything" and I agree, so sell 5 link on ethereum. cancel my LINK limit sell', 'she wrote "buy eth": cancel it'])(
    'not when the rest says more, or names no order: %s',
    (prompt) => {
      expect(automationManagement(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match' } });
    },
  );
});

describe("an order's kind said alone asks for its trade, and the answer completes it", () => {
  it.each(['set a limit order', 'i want a limit order', 'place a stop loss', 'place a stop loss on base', 'set up a take profit'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', question: expect.stringMatching(/how much, and at what price/) });
  });

  it.each([
    [['set a limit order', 'buy ETH with 500 USDC at $2,400 on base'], swap('base', 'USDC', 'ETH', exact('500')), price('ETH', 'below', '2400')],
    [['set a limit order on base', 'sell 1 eth for usdc at 4000'], swap('base', 'ETH', 'USDC', exact('1')), price('ETH', 'above', '4000')],
    [['place a stop loss', 'sell 2 ETH for USDC at $2,000 on base'], swap('base', 'ETH', 'USDC', exact('2')), price('ETH', 'below', '2000')],
    [['place a stop loss on base', '2 eth for usdc at 2000'], swap('base', 'ETH', 'USDC', exact('2')), price('ETH', 'below', '2000')],
    [['set up a take profit', '1 eth for usdc at 4000 on base'], swap('base', 'ETH', 'USDC', exact('1')), price('ETH', 'above', '4000')],
  ])('%j', (prompts, action, trigger) => {
    expect(converse(prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
  });

  it.each([
    ['place a stop loss', 'buy 2 eth'],
    ['set a limit order', '2 eth at 2000 on base'],
  ])('a stop loss never buys, and a limit order says which way: %s / %s', (order, answer) => {
    expect(converse([order, answer])).toMatchObject({ kind: 'ask' });
  });
});
