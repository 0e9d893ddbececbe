import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { priceSaid } from '../../lib/agent/interpreter/price-kept.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Orders and their prices (sweep 39a W0, W0c, W3, W6, W7, W15, W24, W25): a price or a time said with a move is never
 * dropped to make the move now; a second leg is never merged into one order; an order never watches a price on the
 * wrong side, on the wrong token, or in place of something that is no price.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const kindOf = (r: Interpretation) => (r.kind === 'intent' ? r.intent.kind : r.kind === 'ask' ? `ask ${r.pending.kind}` : `fail ${r.code}`);
const trigger = (r: Interpretation) =>
  r.kind === 'intent' && r.intent.kind === 'automation-create' ? r.intent.trigger : r.kind === 'ask' ? (r.pending as { trigger?: unknown }).trigger : undefined;

describe('a price or a time said with a move is never dropped to move now', () => {
  it.each([
    ['sell 1 eth on base at 4000 /s'],
    ['sell 1 eth on base at 4000 idk'],
    ['buy $50 of eth on base at 2500 i think'],
    ['sell 0.5 eth on base at $3500 nah'],
    ['sell 1 eth on base at 4000 or wait?'],
    ['sell 1 eth at 4000 or wait?'],
    ['swap 100 usdc to eth on base at 3.5k probably'],
    ['sell 1 eth on base at 4000ish'],
    ['sell 1 eth on base p=4000'],
    ['buy $50 of eth on base p=2500'],
    ['sell 1 sol on solana at 200 idk'],
    ['move 100 usdc into eth on base at 2500'],
    ['park 100 usdc into eth on base @ 2500'],
    ['close 1 eth to usdc on base at 4000'],
    ['ditch 1 eth into usdc on base at 4k'],
    ['load up $50 of eth on base at 2500'],
    ['send 10 usdc to bob.eth on base on 2026-12-10 or wait?'],
    ['send 10 usdc to bob.eth on base at five'],
    ['send 10 usdc to bob.eth on base at four thousand'],
    ['sell 1 eth on base at 5:00pm EST'],
    ['buy $50 of eth on base at quarter to six'],
    ['send 10 usdc to bob.eth on base by COB'],
    ['sell 1 eth on base at market open'],
    ['send 10 usdc to bob.eth on base at lunchtime'],
    ['send 10 usdc on base to bob.eth in 10'],
    ['sell 1 eth on base at 3500 for 24h'],
    ['buy $50 of eth on base if eth drops below 2500 for 3d'],
  ])('%s → refused, nothing moved now', (prompt) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
  });

  it.each([
    ['buy eth at 2500 idk', '$50', 'base'],
    ['sell eth at 4000 /s', '1', 'base'],
    ['sell 1 eth on base at 4000 /s', 'yes'],
    ['sell 1 eth on base at 4000 nah', 'y'],
  ])('the thread %s → %s … never moves now', (...prompts) => {
    const r = thread(...prompts);
    expect(['swap', 'ask swap']).not.toContain(kindOf(r));
  });

  it.each([
    ['sell 1 eth on base at 4000', 'automation-create'],
    ['buy $50 of eth on base @ 2500', 'automation-create'],
    ['eth is at 3000, buy $50 of eth on base', 'swap'],
    ['swap 100 usdc to eth on base at 1% slippage', 'swap'],
    ['send 10 usdc to bob.eth on base', 'transfer'],
    ['buy $50 of eth on base', 'swap'],
    ['send 10 usdc to bob.eth on base tomorrow at 9:00 utc', 'automation-create'],
    ['with eth at $3,200 sell 0.25 eth for usdc on base', 'swap'],
    ['sell 1 eth on base, i bought at 2000', 'swap'],
    ['sell 1m degen on base at 0.01', 'automation-create'],
    ['send 10 usdc to bob.eth on base in 2 parts', 'fail ONE_ACTION'],
  ])('%s keeps its reading (%s)', (prompt, kind) => {
    expect(kindOf(read(prompt))).toBe(kind);
  });

  it.each([
    ['at 2500', 'move 100 usdc into eth on base at 2500'],
    ['p=4000', 'sell 1 eth on base p=4000'],
    [undefined, 'eth is at 3000, buy $50 of eth on base'],
    [undefined, 'tweet: "aped 200 USDC into UNI, see you at $20"'],
    [undefined, 'MINT PRICE: 25 AERO'],
    [undefined, 'send 10 usdc to 0x1111111111111111111111111111111111111111 at 0x22'],
  ])('the price said is %s in "%s"', (said, text) => {
    expect(priceSaid(text)).toBe(said);
  });
});

describe('two legs are never one order', () => {
  it.each([
    ['buy $50 of eth on base and set a limit sell at 4000'],
    ['sell 1 eth on base and rebuy at 2500'],
    ['swap 1 eth to usdc on base and set a limit buy at 2500'],
    ['buy $50 of eth on base and sell when it hits 4000'],
    ['swap 100 usdc to eth on base and back to usdc at 4000'],
    ['buy $50 of eth on base and cut it at 2000'],
    ['swap 100 usdc to eth on base, reverse it if it drops below 2000'],
    ['buy $50 of eth on base and $50 more at 2500'],
    ['sell half my eth on base and the rest at 4000'],
    ['send 10 usdc to bob.eth on base and 10 more tomorrow at 9:00 utc'],
    ['buy $50 of eth on base at 2500, then $50 more at 2000'],
    ['sell 1 eth at 4000 on base then rebuy at 3000'],
  ])('%s → refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    ['sell 1 eth on base, take profit at 4000'],
    ['if eth drops below 2000 sell 1 eth for usdc on base'],
    ['every friday buy $10 of eth on base'],
    ['buy eth with 100 usdc on base if eth drops below 2000'],
  ])('%s stays one order', (prompt) => {
    expect(kindOf(read(prompt))).toMatch(/automation-create/);
  });
});

describe('an order watches the price said, on the token and the side said', () => {
  it.each([
    ['swap 1 eth to cbbtc on base if it drops below 80000'],
    ['swap 1 eth to degen on base at 0.005'],
    ['buy eth with 0.01 cbbtc on base at 80000'],
    ['sell 0.01 cbbtc for eth on base at 0.005'],
    ['swap 0.01 cbbtc to eth on base if it drops below 80000'],
  ])('two priced tokens, no token named: %s → refused', (prompt) => {
    expect(kindOf(read(prompt))).toBe('fail AUTOMATION_AMBIGUOUS');
  });

  it.each([
    ['swap 1 eth to cbbtc on base if cbbtc drops below 80000', 'cbBTC'],
    ['swap 1 eth to degen on base if degen drops below 0.005', 'DEGEN'],
    ['sell 1 eth on base if eth drops below 2000', 'ETH'],
  ])('%s watches %s', (prompt, token) => {
    expect(trigger(read(prompt))).toMatchObject({ token });
  });

  it.each([
    ['swap 100 usdc to eth on base if the price impact is under 1%'],
    ['swap 100 usdc to eth on base if slippage stays under 0.5%'],
    ['sell all my degen on base if it is worth more than $100'],
    ['swap 100 usdc to eth on base if the rate is above 0.0003'],
    ['swap 100 usdc to eth on base if fees < $1'],
    ['swap 100 usdc to eth on base, only if I get at least 0.03 eth'],
    ['send 10 usdc to bob.eth on base if his balance drops below 10'],
    ['sell all my degen on base if holders drop below 1000'],
    ['sell 1 eth on base if gas < 5'],
  ])('a condition on no price: %s → refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([['sell 1 eth on base at 4000 with 0.5% slippage'], ['buy $50 of eth on base when eth hits 2500']])('%s stays an order', (prompt) => {
    expect(kindOf(read(prompt))).toMatch(/automation-create/);
  });

  it.each([
    ['sell 1 eth on base with a stop-limit at 2000'],
    ['sell 1 eth on base stopped at 2000'],
    ['sell 1 eth on base, invalidation at 2000'],
    ['sell 1 eth on base, floor at 2000'],
    ['buy $50 of eth on base with a buy-stop at 3500'],
    ['buy $50 of eth on base, trigger at 3500'],
    ['sell 1 eth on base, get out at 2000'],
  ])('a crossing word no reader took: %s → refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it.each([
    ['sell 1 eth on base, stop at 2000', 'below'],
    ['sell 1 eth on base stop loss 2000', 'below'],
    ['sell 1 eth on base with a stop loss at 2000', 'below'],
    ['sell 1 eth on base at 4000', 'above'],
  ])('%s waits %s', (prompt, direction) => {
    expect(trigger(read(prompt))).toMatchObject({ token: 'ETH', direction });
  });
});

describe('a bot order waits on the side its field says', () => {
  it.each([
    ['action=sell token=ETH amount=1 chain=base stop=2000', 'ETH', 'below', '2000'],
    ['{"action":"sell","token":"ETH","amount":"1","chain":"base","stop":2000}', 'ETH', 'below', '2000'],
    ['{"action":"sell","token":"ETH","amount":"1","chain":"base","stop_price":2000}', 'ETH', 'below', '2000'],
    ['{"action":"swap","from":"ETH","to":"USDC","amount":"1","chain":"base","stop":2000}', 'ETH', 'below', '2000'],
    ['{"action":"buy","token":"ETH","amount_usd":"50","chain":"base","stop":3500}', 'ETH', 'above', '3500'],
    ['{"action":"swap","from":"USDC","to":"ETH","amount":"100","chain":"base","trigger":"eth<2500"}', 'ETH', 'below', '2500'],
    ['{"action":"swap","from":"USDC","to":"ETH","amount":"100","chain":"base","trigger":"<2500"}', 'ETH', 'below', '2500'],
    ['{"action":"sell","token":"ETH","amount":"1","chain":"base","price":2000,"order_type":"stop"}', 'ETH', 'below', '2000'],
    ['{"action":"sell","token":"ETH","amount":"1","chain":"base","limit_price":4000}', 'ETH', 'above', '4000'],
  ])('%s watches %s %s %s', (prompt, token, direction, priceUsd) => {
    expect(trigger(read(prompt))).toMatchObject({ token, direction, priceUsd });
  });

  it.each([
    ['{"action":"sell","token":"ETH","amount":"1","chain":"base","trigger_price":2000}'],
    ['{"action":"buy","token":"ETH","amount_usd":"50","chain":"base","trigger_price":3500}'],
    ['action=sell token=ETH amount=1 chain=base trigger=2000'],
  ])('a trigger with no side is refused: %s', (prompt) => {
    expect(kindOf(read(prompt))).toBe('fail INVALID_FIELDS');
  });
});
