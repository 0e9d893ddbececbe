import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * An amount's unit is never guessed (issue 16, sweep 38: U1, U5, U6, U7, U8, U9, U10). A move or an order is made with
 * N of a token only when N was tied to that token plainly. A dollar sign, word or field tied to no other amount nor to
 * a trigger price ("send 10 eth (usd) to …", `currency=USD`, "notional: 10", "… no wait ten dollars"), or a bare
 * number beside the token bought or sent ("buy cbbtc on base, 10"), makes it unclear: a plain move is asked back
 * without its amount ("Is 10 in dollars or in ETH?"), anything else refused with the forms to write. 10 ETH is
 * $30,000 where $10 was meant; 10 cbBTC is $900,000.
 */
const now = new Date('2026-11-27T12:00:00Z');
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';
const read = (...prompts: string[]): Interpretation => (prompts.length === 1 ? interpretPrompt(prompts[0]!, [], now) : onThreadAt(now, ...prompts));
const unclear = (r: Interpretation): boolean =>
  (r.kind === 'fail' && r.code === 'BAD_AMOUNT' && /dollars or [A-Z]+/.test(r.message)) ||
  (r.kind === 'ask' && r.pending.awaiting === 'amount' && /^Is \d+ in dollars or in [A-Z]+\?/.test(r.question));

describe('a dollar word, sign or field left over beside N TOKEN is asked or refused, never dropped (U1, U5, U6)', () => {
  it.each([
    // U1: after "N TOKEN", in brackets, after the chain, in a second sentence.
    'send 10 eth (usd) to bob.eth on base',
    'send 10 eth usd to bob.eth on base',
    'send 10 eth dollars to bob.eth on base',
    'buy 10 eth on base, in dollars',
    'buy 10 cbbtc on base (usd)',
    'sell 10 sol on solana ($)',
    'send 10 eth to bob.eth on base, denominated in usd',
    "send 10 eth to bob.eth on base. it's in dollars.",
    'send 10 eth to bob.eth on base. the amount is in usd',
    'send 10 eth value to bob.eth on base',
    'send 10 ETH (USD amount) to bob.eth on base',
    'send bob.eth 10 eth on base -- usd amount',
    'send 10 eth to bob.eth on base, in USD terms',
    'send 10 eth to bob.eth on base in fiat',
    'send 10 eth to bob.eth on base, denomination: usd',
    'dca 10 eth weekly on base (usd)',
    'send 10 eth to bob.eth on base, not 10 eth, 10 dollars',
    `send 10 eth each to ${A1} and ${A2} on base (usd)`,
    'buy 10 eth every day on base (usd)',
    'limit sell 10 cbbtc at 100000 on base (usd)',
    // U5: bot fields.
    `action=send token=ETH amount=10 currency=USD to=${A1} chain=base`,
    `action=send token=cbBTC amount=10 denom=USD to=${A1} chain=base`,
    `{"action":"send","token":"ETH","amount":"10","currency":"USD","to":"${A1}","chain":"base"}`,
    `send\ntoken: eth\namount: 10\nccy: usd\nto: ${A1}\nchain: base`,
    `send ETH to ${A1} on base\nnotional: 10`,
    `send ETH to ${A1} on base\nsize_usd: 10`,
    'limit buy eth at 2500 on base, size_usd 10',
    'buy ETH, amount (USD): 10, chain: base',
    // U6: spoken corrections of the unit, both ways.
    'buy 10 eth, no, 10 dollars of eth on base',
    'send bob.eth ten eth on base no wait ten dollars',
    'send ten eth er dollars to bob.eth on base',
    'buy ten dollars of eth no wait ten eth on base',
  ])('%s', (prompt) => {
    expect(unclear(read(prompt))).toBe(true);
  });

  it.each([
    // Thread answers, and the dollar word said in an earlier turn.
    ['send eth to bob.eth on base', '10 eth (usd)'],
    ['buy cbbtc on base', '10 cbbtc usd'],
    ['sell eth on base', '10 eth, dollars'],
    [`send 10 eth to ${A1}`, 'base, in dollars'],
    [`send ${A1} and ${A2} 10 each on base in usd`, 'eth'],
  ])('%s ||| %s', (...prompts) => {
    expect(unclear(read(...prompts))).toBe(true);
  });

  it('asks a plain move back without its amount, and the answer completes it', () => {
    const r = read('send 10 eth (usd) to bob.eth on base');
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', token: 'ETH', to: 'bob.eth', awaiting: 'amount' } });
    expect(movingIntentOf(read('send 10 eth (usd) to bob.eth on base', '$10'))).toMatchObject({ amount: { kind: 'usd', value: '10' } });
    expect(movingIntentOf(read('buy 10 eth on base, in dollars', '10 eth'))).toMatchObject({ tokenOut: 'ETH', amount: { kind: 'exact', value: '10' } });
  });
});

describe('a side is never flipped by a unit (U7, U9)', () => {
  // U7: "$10 of eth" after "for" is what is received, never a price asked about as a sale of ETH (answered "10", it
  // sold 10 ETH for USDC).
  it.each([
    ['swap usdc for $10 of eth on base', 'USDC', 'ETH'],
    ['swap usdc for 10 bucks of eth on base', 'USDC', 'ETH'],
    ['trade usdc for $10 of eth on base', 'USDC', 'ETH'],
    ['swap usdc for $10 of cbbtc on base', 'USDC', 'cbBTC'],
    ['swap cbbtc for $10 of eth on base', 'cbBTC', 'ETH'],
  ])('%s pays with %s for %s', (prompt, tokenIn, tokenOut) => {
    expect(movingIntentOf(read(prompt))).toMatchObject({ tokenIn, tokenOut, amount: { kind: 'usd', value: '10' } });
  });
  it.each(['sell 1 eth for $2500 on base', 'buy 1 eth for $2500 on base'])('%s: a figure "for" a trade is still a price', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', trigger: { priceUsd: '2500' } } });
  });
  it.each(['buy 10 eth usd on base', 'buy 10 cbbtc (usd) on base', 'buy 10 eth in dollars on base'])('%s', (prompt) => {
    const r = read(prompt);
    expect(unclear(r)).toBe(true);
    expect(JSON.stringify(r)).not.toMatch(/"tokenIn":"(?:ETH|cbBTC)"/);
  });
});

describe('a bare number beside the token bought or sent is asked "dollars or TOKEN?" (U8, U10)', () => {
  it.each([
    ['buy cbbtc on base, 10'],
    ['buy cbbtc on base 10'],
    ['buy eth 10 on base'],
    ['buy eth every day on base, 10'],
    ['dca eth daily on base, 10 per buy'],
    ['limit buy eth at 2500 on base, 10'],
    ['send 1k to bob.eth on base', 'cbbtc'],
    [`send 10 to ${A1} on base`, 'eth'],
  ])('%s', (...prompts) => {
    expect(unclear(read(...prompts))).toBe(true);
  });
});

describe('amounts whose unit is plain keep their reading', () => {
  it.each([
    ['buy $10 of eth on base', { kind: 'usd', value: '10' }],
    ['buy 10 dollars of eth on base', { kind: 'usd', value: '10' }],
    ['buy 10 usdc of eth on base', { kind: 'exact', value: '10' }],
    ['buy 10 eth on base', { kind: 'exact', value: '10' }],
    ['sell 0.5 eth for usdc on base', { kind: 'exact', value: '0.5' }],
    ['sell eth 10 on base', { kind: 'exact', value: '10' }],
    ['send 10 usdc to bob.eth on base', { kind: 'exact', value: '10' }],
    ['send 0.1 eth to bob.eth on base', { kind: 'exact', value: '0.1' }],
    ['buy 1 eth on base when eth drops to $2500', { kind: 'exact', value: '1' }],
    ['buy 1 eth on base when eth drops to 2500 usd', { kind: 'exact', value: '1' }],
    ['buy 10 eth worth on base', { kind: 'exact', value: '10' }],
    ['action=buy token=ETH amount_usd=50 chain=base', { kind: 'usd', value: '50' }],
    [`action=send token=ETH amount=10 to=${A1} chain=base`, { kind: 'exact', value: '10' }],
    ['stop_loss chain=ethereum token=UNI qty=5 trigger_usd=7.50 out=USDC', { kind: 'exact', value: '5' }],
    [
      'Please buy exactly 0.01 WETH on Ethereum, paying with USDC. I would like to receive precisely that amount, not a dollar value.',
      { kind: 'exact', value: '0.01' },
    ],
    ['please send 500 DEGEN to bob.eth on Base. That is five hundred DEGEN, not five hundred dollars worth.', { kind: 'exact', value: '500' }],
    ['send twenty eath to bob.eth on base', { kind: 'exact', value: '20' }],
  ])('%s', (prompt, amount) => {
    const moved = movingIntentOf(read(prompt)) as { amount?: unknown; action?: { amount?: unknown } } | undefined;
    expect(moved?.amount ?? moved?.action?.amount).toEqual(amount);
  });

  it.each([
    ['send eth to bob.eth on base', '10'],
    ['buy eth on base', '10', '10 eth'],
    ['buy 10 eth on base, in dollars', '10 eth'],
  ])('%s ||| …', (...prompts) => {
    expect(movingIntentOf(read(...prompts))).toMatchObject({ amount: { kind: 'exact', value: '10' } });
  });

  it('a read is no move: "how much is my eth worth in usd"', () => {
    expect(unclear(read('how much is my eth worth in usd'))).toBe(false);
  });
});

describe('a wrap with a dollar word left over is refused (U1)', () => {
  it.each(['wrap 10 eth on base (usd)', 'unwrap 10 weth on base, usd', 'wrap 10 eth on base in dollars'])('%s', (prompt) => {
    expect(unclear(read(prompt))).toBe(true);
  });
  it.each([
    ['wrap 10 eth on base', { kind: 'exact', value: '10' }],
    ['wrap $10 of eth on base', { kind: 'usd', value: '10' }],
  ])('%s keeps its amount', (prompt, amount) => {
    expect(movingIntentOf(read(prompt))).toMatchObject({ amount });
  });
});
