import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

/**
 * Everyday voices and bots the blind sets held-out-24/25 missed (issue 16): chat's and speech's questions about having
 * enough for a send, and the field names bots give a trade's tokens, its quote and a holdings check's minimum.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (...turns: string[]) => {
  const said: ThreadTurn[] = [];
  let last = interpretPrompt(turns[0]!, said, now);
  for (const prompt of turns) {
    last = interpretPrompt(prompt, said, now);
    said.push({ prompt, interpretation: last } as ThreadTurn);
  }
  return last;
};
const A = '0x4444444444444444444444444444444444444444';
const check = (chains: string[], token: string, amount: string, unit: string) => ({
  kind: 'intent',
  intent: { kind: 'balance', chains, tokens: [token], check: { test: 'at-least', amount, unit } },
});

describe('"do I have enough X to send N to bob.eth": the sender’s balance checked, never the send', () => {
  it.each([
    ["do I have enough eth on base to send two eth to bob dot eth I'm just asking don't send it", check(['base'], 'ETH', '2', 'ETH')],
    ['do I have enough eth on base to send two eth to bob dot eth', check(['base'], 'ETH', '2', 'ETH')],
    ['do i have enough eth on base to send 2 eth to bob.eth? dont send it', check(['base'], 'ETH', '2', 'ETH')],
    [`can i afford to send 50 usdc to ${A} on base?`, check(['base'], 'USDC', '50', 'USDC')],
    ['is there enough usdc on base to send 20 to alice.eth', check(['base'], 'USDC', '20', 'USDC')],
    ['ok n do i have enuf usdc on polygon to send 30 usdc to alice.eth? not sending yet just checkin', check(['polygon'], 'USDC', '30', 'USDC')],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it.each([
    // The send asked for, its purpose after it: still the send, its amount asked.
    [`Could you please send some ETH on Base to ${A}, enough to cover a few transactions' worth of gas for my other wallet?`, 'ask'],
    // A plain send stays a send.
    ['send 2 eth to bob.eth on base', 'intent'],
  ])('a send asked for stays one: %s', (prompt, kind) => {
    const reading = read(prompt);
    expect(reading.kind).toBe(kind);
    if (reading.kind === 'intent') expect(reading.intent.kind).toBe('transfer');
    if (reading.kind === 'ask') expect(reading.pending.kind).toBe('transfer');
  });

  it.each(['send 2 eth to bob.eth on base if I have enough', 'have i got enough usdc on base to pay alice.eth 30 usdc?'])('never a move: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('chat’s lead-ins before a holdings question ("ok n do i…", "k also do i…")', () => {
  it.each([
    ['hows my polygon wallet lookin', 'ok n do i have enuf usdc there to grab like 0.5 eth worth of weth? dont buy yet just checkin'],
    ['hows my polygon wallet lookin', 'k also do i have enough usdc there to grab like 0.5 eth worth of weth? dont buy yet just checkin'],
    ['ok n do i have enuf usdc on polygon to grab like 0.5 eth worth of weth? dont buy yet just checkin'],
  ])('%s', (...turns) => {
    expect(read(...turns)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', tokens: ['USDC'], check: { test: 'at-least', amount: '0.5', unit: 'ETH' } },
    });
  });

  it('a request after the lead-in stays that request (asked back for the word not read)', () => {
    expect(read('ok n swap 100 usdc for weth on polygon')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', awaiting: 'confirm' },
    });
  });
});

const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({
  kind: 'intent',
  intent: { kind: 'swap', chain, tokenIn, tokenOut, amount: { value } },
});

describe('a bot’s names for a trade’s tokens, its quote, a payee and a minimum', () => {
  it.each([
    // 0x-style quote calls: the token sold and bought by name.
    ['swap(sellToken="ETH", buyToken="USDC", sellAmount=0.75, network="unichain")', swap('unichain', 'ETH', 'USDC', '0.75')],
    ['swap(sell_token="ETH", buy_token="USDC", amount=0.75, chain="base")', swap('base', 'ETH', 'USDC', '0.75')],
    ['swap(sell_asset="USDC", buy_asset="UNI", amount=40, chain="unichain")', swap('unichain', 'USDC', 'UNI', '40')],
    [
      'swap(sellToken="ETH", buyToken="USDC", buyAmount=100, network="base")',
      { kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', side: 'buy' } },
    ],
    // The quote: received on a sell, paid on a buy.
    ['sell(token="WIF", qty=10, for_asset="USDC", chain="solana")', swap('solana', 'WIF', 'USDC', '10')],
    ['action=market_buy symbol=UNI qty_quote=40 quote_ccy=USDC chain=unichain', swap('unichain', 'USDC', 'UNI', '40')],
    ['action=market_sell symbol=UNI qty=4 quote_currency=USDC chain=unichain', swap('unichain', 'UNI', 'USDC', '4')],
    ['sell(token="WIF", qty=10, for_token="USDC", chain="solana")', swap('solana', 'WIF', 'USDC', '10')],
    // A payee by the name a payout gives it.
    [
      `transfer(asset="USDC", amount=5, beneficiary="${A}", chain="base")`,
      { kind: 'intent', intent: { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '5' }, to: A } },
    ],
    // A holdings check's minimum.
    ['balance_check(chain="ethereum", token="LINK", min_required=5)', check(['ethereum'], 'LINK', '5', 'LINK')],
    ['balance_check(chain="base", token="ETH", minimum_required=0.5)', check(['base'], 'ETH', '0.5', 'ETH')],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it.each([
    // A swap names no side, so the quote says neither paid nor received.
    'swap(token="WIF", qty=10, for_asset="USDC", chain="solana")',
    // The token sold named twice, differently.
    'swap(sellToken="ETH", sell="SOL", buyToken="USDC", sellAmount=1, network="base")',
    // Two payees.
    `transfer(asset="USDC", amount=5, beneficiary="${A}", to="0x5555555555555555555555555555555555555555", chain="base")`,
  ])('refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('a buy whose amount is not said to be the quote’s asks it, never guesses', () => {
    expect(read('buy(token="WIF", qty=10, for_asset="USDC", chain="solana")')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

const order = (tokenOut: string, trigger: Record<string, unknown>) => ({
  kind: 'intent',
  intent: { kind: 'automation-create', action: { kind: 'swap', tokenOut }, trigger },
});

describe('when an order runs, in a learner’s or a chat’s words', () => {
  const monday = { type: 'every', intervalSeconds: 604800, startAt: '2026-11-30T00:00:00.000Z' };
  const jan3 = { type: 'at', at: '2027-01-03T08:00:00.000Z' };
  const dec15 = { type: 'at', at: '2026-12-15T09:00:00.000Z' };
  it.each([
    // "start from next monday": the first run's weekday, as "starting next monday" says it.
    ['Every week on monday buy SOL for 25 USDC on solana, start from next monday', order('SOL', monday)],
    ['every monday buy SOL for 25 USDC on solana, start on next monday', order('SOL', monday)],
    ['every monday buy SOL for 25 USDC on solana, begin from the coming monday', order('SOL', monday)],
    ['every week buy SOL for 25 USDC on solana, start from next monday', order('SOL', monday)],
    ['Every week on monday buy SOL for 25 USDC on solana, starting next monday', order('SOL', monday)],
    // "At 3 January 2027": a day after "at", as after "on".
    ['At 3 January 2027, 08:00 UTC, please buy BRETT for 50 USDC on base', order('BRETT', jan3)],
    ['At 3 January 2027 08:00 UTC buy BRETT for 50 USDC on base', order('BRETT', jan3)],
    ['At January 3, 2027, 08:00 UTC, buy BRETT for 50 USDC on base', order('BRETT', jan3)],
    ['On 3 January 2027 at 08:00 UTC, please buy BRETT for 50 USDC on base', order('BRETT', jan3)],
    // "schedule this: …": the sentence pointed at, not a field named "this".
    ['schedule this: dec 15 2026 at 9am UTC buy 100 usdc worth of aero on base', order('AERO', dec15)],
    ['schedule it: dec 15 2026 at 9am UTC buy 100 usdc worth of aero on base', order('AERO', dec15)],
    ['schedule: dec 15 2026 at 9am UTC buy 100 usdc worth of aero on base', order('AERO', dec15)],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it.each([
    // The first run on another weekday than the repetition's: never picked.
    ['every friday buy SOL for 25 USDC on solana, start from next monday', 'fail'],
    // "at 3" with no month: a price or a time, asked.
    ['sell 5 uni at 3 on ethereum', 'fail'],
  ])('not set up: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });

  it('"schedule this:" with no time asks it, never runs now', () => {
    expect(read('schedule this: buy 100 usdc worth of aero on base')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'automation-create', order: { needs: 'time' } },
    });
  });
});

describe('"get me" before an amount said in words is a buy, as before digits', () => {
  it.each([
    [
      'get me a hundred dollars of link on ethereum using usdc',
      { chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'usd', value: '100' } },
    ],
    ['get me 100 dollars of link on ethereum using usdc', { chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK', amount: { kind: 'usd', value: '100' } }],
    ['grab me fifty bucks of wif on solana with usdc', { chain: 'solana', tokenIn: 'USDC', tokenOut: 'WIF', amount: { kind: 'usd', value: '50' } }],
    ['get me two eth on base with usdc', { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '2' }, side: 'buy' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each(['get me one sec', 'get me a quote for 100 usdc of link on ethereum'])('no buy made: %s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && reading.intent.kind === 'swap').toBe(false);
  });
});

describe('a learner’s order of words', () => {
  it.each([
    // What is paid said first with "for", then the wish to buy.
    ['For 1.5 SOL I want buy WIF', { chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'exact', value: '1.5' } }],
    ['for 1.5 SOL i want to buy WIF on solana', { chain: 'solana', tokenIn: 'SOL', tokenOut: 'WIF', amount: { kind: 'exact', value: '1.5' } }],
    ['For 20 USDC I would like to buy BONK', { chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK', amount: { kind: 'exact', value: '20' } }],
    ['For 20 dollar of SOL buy me BONK on solana', { chain: 'solana', tokenIn: 'SOL', tokenOut: 'BONK', amount: { kind: 'usd', value: '20' } }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it('"for 2 days" is a time, never what is paid', () => {
    expect(read('For 2 days I want buy WIF')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each([
    ['How much fees I can claim from my token OWLT?', { kind: 'fees-check', scope: { token: 'OWLT' } }],
    ['what fees we can claim?', { kind: 'fees-check', scope: 'all' }],
    ['how much fees can I claim from OWLT', { kind: 'fees-check', scope: { token: 'OWLT' } }],
  ])('a question of what a claim would pay is a check: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a claim asked stays a claim', () => {
    expect(read('claim my fees for OWLT')).toMatchObject({ kind: 'intent', intent: { kind: 'fees-claim' } });
  });
});

describe('a protective order whose sale points back at its price ("sell it all if it goes there")', () => {
  const stop = (tokenIn: string, priceUsd: string, amount: Record<string, unknown>) => ({
    kind: 'intent',
    intent: { kind: 'automation-create', action: { kind: 'swap', tokenIn, amount }, trigger: { type: 'price', token: tokenIn, priceUsd } },
  });
  it.each([
    ['stop loss on my uni on ethereum at $8 pls, sell it all if it goes there', stop('UNI', '8', { kind: 'fraction', value: 1 })],
    ['stop loss on my sol on solana at 120, sell it all once it hits that', stop('SOL', '120', { kind: 'fraction', value: 1 })],
    ['take profit on my link at 20, sell half if it gets there', stop('LINK', '20', { kind: 'fraction', value: 0.5 })],
    ['stop loss on my uni on ethereum at $8, sell 2 uni if it goes there', stop('UNI', '8', { kind: 'exact', value: '2' })],
  ])('%s', (prompt, reading) => {
    expect(read(prompt)).toMatchObject(reading);
  });

  it('with no price said, "there" points at nothing: the price is asked', () => {
    expect(read('stop loss on my uni on ethereum, sell it all if it goes there')).toMatchObject({ kind: 'ask', pending: { order: { needs: 'price' } } });
  });
});

describe('a read’s width flag on a command line (`portfolio --all-chains --quote usd`)', () => {
  it.each([
    ['portfolio --all-chains --quote usd --format table', 'portfolio'],
    ['balances --all-chains --quote usd', 'balance'],
    ['portfolio --all-chains', 'portfolio'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each(['swap --from usdc --to eth --amount 5 --chain base --all-chains', 'sell --token eth --amount 1 --all-chains'])(
    'beside a move it is refused, never dropped: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
    },
  );
});

describe('"cell five uni": "sell" as a transcription hears it, asked back whole', () => {
  it.each(['cell um cell five uni for usdc on ethereum', 'cell 5 uni for usdc on ethereum'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'ask',
      question: expect.stringContaining('as sell'),
      pending: { kind: 'swap', chain: 'ethereum', tokenIn: 'UNI', tokenOut: 'USDC', amount: { value: '5' }, awaiting: 'confirm' },
    });
  });

  it.each(['my cell 5 days ago', 'cell 5 apples'])('no token after the amount: never a sale, %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

it('"sel 2 sol", a typo read as "sell" already, is still made at once', () => {
  expect(read('sel 2 sol')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'solana', tokenIn: 'SOL', tokenOut: 'USDC' } });
});
