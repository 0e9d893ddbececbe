import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { Interpretation, ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

const now = new Date('2026-11-26T12:00:00Z');

/** The last reading of a thread, each turn read after the ones before it. */
function thread(turns: readonly string[]): Interpretation {
  const said: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of turns) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last!;
}

const swap = (chain: string, tokenIn: string, tokenOut: string, amount: object) => ({
  kind: 'intent',
  intent: { kind: 'swap', chain, tokenIn, tokenOut, amount },
});

// Everyday voices (held-out-24 people): a chat's spellings, a learner's order of words, a voice's self-correction.
describe('everyday phrasings of a swap read as the swap they say', () => {
  it.each([
    // "sum" is "some", "w" is "with".
    ['get me sum bonk w 15 usdc on solana plz', swap('solana', 'USDC', 'BONK', { kind: 'exact', value: '15' })],
    ['buy sum bonk with 15 usdc on solana', swap('solana', 'USDC', 'BONK', { kind: 'exact', value: '15' })],
    // What is paid said first with "for".
    ['For 20 dollar of SOL buy me BONK on solana', swap('solana', 'SOL', 'BONK', { kind: 'usd', value: '20' })],
    ['for 20 usdc, buy bonk on solana', swap('solana', 'USDC', 'BONK', { kind: 'exact', value: '20' })],
    // "chain base" as a label: ETH is the token paid, not the chain ethereum.
    ['buy AERO with ETH, 0.02 ETH, chain base', swap('base', 'ETH', 'AERO', { kind: 'exact', value: '0.02' })],
    ['buy AERO with 0.02 ETH, network base', swap('base', 'ETH', 'AERO', { kind: 'exact', value: '0.02' })],
    // What comes back to the seller, with a scale word and the chain after it.
    ['I want to sell 1 million BONK, give me USDC, solana', swap('solana', 'BONK', 'USDC', { kind: 'exact', value: '1000000' })],
    ['sell 1 million BONK, give me USDC on solana', swap('solana', 'BONK', 'USDC', { kind: 'exact', value: '1000000' })],
    // A token's name said again as its ticker after a filler.
    ['sell twenty dollars worth of jupiter um jup on solana for usdc', swap('solana', 'JUP', 'USDC', { kind: 'usd', value: '20' })],
  ])('%s', (prompt, expected) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject(expected);
  });

  // Nearby words that stay as they were: another value after a filler, a time said with "for".
  it.each([
    ['sell 1000 degen uh brett on base', 'MOVE_UNCLEAR'],
    ['sell five eth on base er 0.5', 'MOVE_UNCLEAR'],
  ])('%s is refused', (prompt, code) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code });
  });

  it('"for 2 days buy eth …" is no payment said first', () => {
    expect(interpretPrompt('for 2 days buy eth with 10 usdc on base', [], now).kind).not.toBe('intent');
  });
});

describe('everyday phrasings of an order read as that order', () => {
  const order = (token: string, direction: string, priceUsd: string, amount: object) => ({
    kind: 'intent',
    intent: { kind: 'automation-create', action: { tokenIn: token, amount }, trigger: { type: 'price', token, direction, priceUsd } },
  });

  it.each([
    ['take profit on link (ethereum): when it hits 20 sell 3 of em', order('LINK', 'reach', '20', { kind: 'exact', value: '3' })],
    ['take profit on link on ethereum: when it hits 20 sell 3 of them', order('LINK', 'reach', '20', { kind: 'exact', value: '3' })],
    // "sell it" of "my uni" is all of it, as "…, sell it" already was.
    ['set a stop loss on my uni on ethereum sell it if it goes below seven dollars', order('UNI', 'below', '7', { kind: 'fraction', value: 1 })],
    ['set a stop loss on my uni on ethereum, if it goes below seven dollars sell it', order('UNI', 'below', '7', { kind: 'fraction', value: 1 })],
    // The order's kind after a dash, as after a comma.
    ['When UNI arrive to 14 dollar, sell 5 UNI — take profit please, on ethereum', order('UNI', 'above', '14', { kind: 'exact', value: '5' })],
    ['When UNI arrive to 14 dollar, sell 5 UNI, take profit please, on ethereum', order('UNI', 'above', '14', { kind: 'exact', value: '5' })],
    // "the price" of no token, said before the trade, is the traded token's.
    ['On ethereum, if price go under 11 dollar sell all LINK', order('LINK', 'below', '11', { kind: 'fraction', value: 1 })],
    ['if the price drops under 2000 sell 1 eth on base', order('ETH', 'below', '2000', { kind: 'exact', value: '1' })],
  ])('%s', (prompt, expected) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject(expected);
  });

  it('a stop loss asked for, then its price and sale on the next turn', () => {
    expect(thread(['Please make a stop loss for my LINK', 'On ethereum, if price go under 11 dollar sell all LINK'])).toMatchObject(
      order('LINK', 'below', '11', { kind: 'fraction', value: 1 }),
    );
  });

  it('"buy 0.1 eth on base when the price drops to 2000" is described as read', () => {
    expect(interpretPrompt('buy 0.1 eth on base when the price drops to 2000', [], now)).toMatchObject({
      intent: { description: 'buy 0.1 ETH with USDC on base, when the price drops to 2000' },
    });
  });

  // A protective order on one token whose sale is of another is never set up on either.
  it.each(['take profit on link on ethereum: when it hits 20 sell 3 uni', 'take profit on link (ethereum): when it hits 20 sell 3 uni'])(
    '%s is not set up',
    (prompt) => {
      expect(interpretPrompt(prompt, [], now).kind).not.toBe('intent');
    },
  );

  it.each(['Each week on Monday buy ETH for 25 USDC on base, please', 'every week on monday buy ETH for 25 USDC on base'])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds: 604_800, startAt: '2026-11-30T00:00:00.000Z' } },
    });
  });
});

describe('"some" before creator fees is no token', () => {
  it.each([
    ['Is there some fees of creator for me to claim on Base, how much?', { chain: 'base' }],
    ['Is there some creator fees for me on Base?', { chain: 'base' }],
    ['check fees for SOME', { token: 'SOME' }],
    ['how much fees has MCAT earned', { token: 'MCAT' }],
  ])('%s', (prompt, scope) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check', scope } });
  });

  it('"claim some fees" is still refused (a claim takes all of them)', () => {
    expect(interpretPrompt('claim some fees on base', [], now)).toMatchObject({ kind: 'fail', code: 'CLAIM_UNCLEAR' });
  });
});

describe('a trade said to wait for the price to move, with no price, asks the price', () => {
  it.each([
    ['I want to buy eth if it gets cheaper', 'limit'],
    ['buy eth with 100 usdc on base when it dips', 'limit'],
    ['sell 1 eth on base if it goes up', 'limit'],
    ['sell my eth on base if the price goes down', 'stop'],
  ])('%s', (prompt, orderKind) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price', orderKind } } });
  });

  it('the price and the amount said in the answer set the order up', () => {
    expect(thread(['I want to buy eth if it gets cheaper', 'at two thousand five hundred dollars use a hundred usdc on base'])).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '100' } },
        trigger: { type: 'price', token: 'ETH', direction: 'below', priceUsd: '2500' },
      },
    });
  });

  it('a sale on a fall waits for the fall (a stop loss), never a limit sell above the price', () => {
    expect(thread(['sell 1 eth on base if it goes down', '2000'])).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { direction: 'below', priceUsd: '2000' } },
    });
  });

  // A buy on a rise, another token's price, or a way not said: still refused.
  it.each([
    'buy eth with 100 usdc on base if it goes up',
    'buy eth with 100 usdc on base if usdc drops',
    'send 10 usdc to bob.eth on base if it goes down',
    'swap 100 usdc for eth on base if it drops',
  ])('%s is refused', (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  });
});

it.each(['sell 1 eth on base when it moons', 'sell 1 eth on base if it tanks', 'buy eth with 100 usdc on base when it pumps'])(
  '%s: slang for the way stays refused',
  (prompt) => {
    expect(interpretPrompt(prompt, [], now)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
  },
);
