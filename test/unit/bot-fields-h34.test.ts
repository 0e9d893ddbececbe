import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Bots' fields as their developers named them (issue 16, held-out-34's bot misses): an exchange API's decimals beside a
 * base-unit amount, a chain's own coin sent by an EVM call with its value in wei, a purpose tag, a log line labelled by
 * its job, a one-shot job queued at a time, an amount keyed by its token, and a memo beside an answer. Each is read as
 * the request it carries; each one that would make the reader guess (the wrong decimals, wei of a token, a memo that
 * words a request) is refused.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('amounts in base units and wei', () => {
  it('sellTokenDecimals counts the sell amount', () => {
    expect(read('{"chainId":8453,"sellToken":"USDC","buyToken":"cbBTC","sellAmount":"60000000","sellTokenDecimals":6}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'cbBTC', amount: { kind: 'exact', value: '60' } },
    });
  });
  it('decimals that do not fit the token are refused', () => {
    expect(read('{"chainId":8453,"sellToken":"USDC","buyToken":"cbBTC","sellAmount":"60000000","sellTokenDecimals":8}')).toMatchObject({
      kind: 'fail',
      code: 'INVALID_AMOUNT',
    });
  });
  it.each([
    ['{"method":"send_native","chain_id":137,"to":"0x5555555555555555555555555555555555555555","value_wei":"2000000000000000000"}', 'polygon', 'POL', '2'],
    ['action=send_native chain=base to=0x5555555555555555555555555555555555555555 amount_wei=1500000000000000', 'base', 'ETH', '0.0015'],
    ['action=send_native chain=polygon to=0x5555555555555555555555555555555555555555 amount=2', 'polygon', 'POL', '2'],
  ])('%s', (prompt, chain, token, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain, token, amount: { kind: 'exact', value } } });
  });
  it.each([
    ['{"method":"send_native","to":"0x5555555555555555555555555555555555555555","value_wei":"20"}'],
    ['{"action":"send","token":"USDC","chain":"base","to":"0x5555555555555555555555555555555555555555","amount_wei":"2000"}'],
    ['{"action":"send","chain":"base","to":"0x5555555555555555555555555555555555555555","amount_wei":"1.5"}'],
  ])('wei with no chain, of a token, or not whole is refused: %s', (prompt) => {
    expect(outcome(read(prompt))).toBe('fail');
  });
});

describe('tags, labels and nested amounts', () => {
  it('a purpose tag beside a holdings check is set aside', () => {
    expect(read('{"check":"sufficient_funds","chain":"solana","token":"SOL","required":"2.5","purpose":"pre-trade"}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance' },
    });
  });
  it('a purpose that words a request is refused', () => {
    expect(read('{"action":"send","token":"USDC","chain":"base","to":"bob.eth","amount":"5","purpose":"then buy eth"}')).toMatchObject({
      kind: 'fail',
      code: 'UNKNOWN_FIELD',
    });
  });
  it('a log line labelled by its job', () => {
    expect(read('2026-11-28 18:04:55 UTC [vault-rebal] action=UNWRAP token=WETH amount=0.015 chain=unichain')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'unwrap', chain: 'unichain', amount: { value: '0.015' } },
    });
  });
  it("a bracketed name alone is still someone's words", () => {
    expect(outcome(read('[mom] send 5 usdc to bob.eth on base'))).toBe('fail');
  });
  it.each([
    ['[scheduler] enqueue one-shot at=2026-12-31T23:00:00Z chain=solana sell=SOL qty=1 for=USDC'],
    ['schedule one-shot at=2026-12-31T23:00:00Z chain=solana sell=SOL qty=1 for=USDC'],
  ])('%s is a timed order', (prompt) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'SOL', tokenOut: 'USDC' }, trigger: { type: 'at', at: '2026-12-31T23:00:00.000Z' } },
    });
  });
  it('an amount keyed by its token', () => {
    expect(read('{"order_type":"limit","chain":"base","side":"buy","symbol":"AERO","limit_price":0.85,"spend":{"USDC":60}}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'AERO', amount: { value: '60' } }, trigger: { priceUsd: '0.85' } },
    });
  });
  it('a memo beside a JSON answer is set aside; one that words a request is refused', () => {
    const ask = '{"action":"transfer","token":"USDC","amount":"42.5","recipient":"bob.eth"}';
    expect(onThreadAt(now, ask, '{"chain":"ethereum","memo":"payout #8812"}')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'ethereum', to: 'bob.eth' },
    });
    expect(outcome(onThreadAt(now, ask, '{"chain":"ethereum","memo":"then send 5 more"}'))).toBe('fail');
  });
});
