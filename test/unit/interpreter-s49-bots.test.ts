import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bot bodies held-out-32 missed (issue 16). Each class is tried both ways: what now reads right, and what still stops
 * or asks.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a sentence with a --to option and a --network option reads both', () => {
  it.each([
    ['send 0.1 ETH --to bob.eth --network ethereum', 'ethereum', 'ETH', '0.1', 'bob.eth'],
    ['send 0.1 ETH --network ethereum --to bob.eth', 'ethereum', 'ETH', '0.1', 'bob.eth'],
    ['transfer 25 USDC --recipient carol.eth --chain base', 'base', 'USDC', '25', 'carol.eth'],
    ['send 0.1 ETH --to bob.eth --network base', 'base', 'ETH', '0.1', 'bob.eth'],
  ])('made: %s', (prompt, chain, token, value, to) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain, token, amount: { value }, to } });
  });
  it.each([
    'send 0.1 ETH --to bob.eth --network ethereum --network base',
    'send 0.1 ETH --to bob.eth --network ethereum --dry-run',
    'send 0.1 ETH --to bob.eth --network ethereum --gas 5',
  ])('not made: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('sell_for / sell_to name the token a sale is paid in', () => {
  it('a stop loss with sell_for is set', () => {
    expect(read('stop_loss:\n  chain: solana\n  asset: JUP\n  qty: 30\n  sell_for: USDC\n  trigger_price: 0.80')).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'automation-create',
        action: { kind: 'swap', chain: 'solana', tokenIn: 'JUP', tokenOut: 'USDC', amount: { value: '30' }, side: 'sell' },
        trigger: { type: 'price', direction: 'below', priceUsd: '0.80' },
      },
    });
  });
  it('a take profit with sell_to is set', () => {
    expect(read('tp chain=base token=cbBTC amount=0.001 target_usd=70000 sell_to=USDC')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'cbBTC', tokenOut: 'USDC', amount: { value: '0.001' }, side: 'sell' } },
    });
  });
  it.each([
    'buy chain=base token=UNI amount=10 sell_for=USDC',
    'buy chain=base token=UNI spend=10USDC sell_to=USDC',
    'sell chain=base token=UNI amount=10 sell_for=USDC receive=WETH',
    'tp chain=base token=cbBTC amount=0.001 target_usd=70000 sell_to=USDC to=WETH',
  ])('not made: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a JSON object keyed by its action reads as that action', () => {
  it.each([
    [
      '{"transfer":{"chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth","memo":"payout #118"}}',
      { kind: 'transfer', chain: 'base', token: 'USDC', amount: { value: '42.5' }, to: 'carol.base.eth' },
    ],
    [
      '{"swap":{"chain":"base","from":"ETH","amount":"0.01","to":"USDC"}}',
      { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'USDC', amount: { value: '0.01' } },
    ],
  ])('made: %s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
  it.each([
    '{"transfer":{"chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth"},"amount":"99"}',
    '{"transfer":{"chain":"base","asset":"USDC","amount":"42.5","amount":"50","recipient":"carol.base.eth"}}',
    '{"transfer":{"action":"swap","chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth"}}',
    '{"transfer":{"chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth","dry_run":true}}',
    '{"draft":{"chain":"base","asset":"USDC","amount":"42.5","recipient":"carol.base.eth"}}',
  ])('not made: %s', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});
