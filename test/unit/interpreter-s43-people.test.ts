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
    expect(read(...turns)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens: ['USDC'], check: { test: 'at-least', amount: '0.5', unit: 'ETH' } } });
  });

  it('a request after the lead-in stays that request (asked back for the word not read)', () => {
    expect(read('ok n swap 100 usdc for weth on polygon')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'WETH', awaiting: 'confirm' } });
  });
});

const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({ kind: 'intent', intent: { kind: 'swap', chain, tokenIn, tokenOut, amount: { value } } });

describe('a bot’s names for a trade’s tokens, its quote, a payee and a minimum', () => {
  it.each([
    // 0x-style quote calls: the token sold and bought by name.
    ['swap(sellToken="ETH", buyToken="USDC", sellAmount=0.75, network="unichain")', swap('unichain', 'ETH', 'USDC', '0.75')],
    ['swap(sell_token="ETH", buy_token="USDC", amount=0.75, chain="base")', swap('base', 'ETH', 'USDC', '0.75')],
    ['swap(sell_asset="USDC", buy_asset="UNI", amount=40, chain="unichain")', swap('unichain', 'USDC', 'UNI', '40')],
    ['swap(sellToken="ETH", buyToken="USDC", buyAmount=100, network="base")', { kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', side: 'buy' } }],
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
