import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * The person's own remark, or their answer on the thread, is not someone else's text (held-out-14, chat, voice and
 * non-native): what a payment is for ("tip for the blog post lol", "its my half of the rent"), a stop loss's trigger
 * and size given in the follow-up ("if it drops under $12, sell all of it"), the thread's token named by pronoun
 * ("grab 0.1 of it"), which holding is meant ("the one in unichain"). Text from someone else, a condition, a correction
 * or an amount stays refused; a move read from a pronoun is asked back for a yes.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]): Interpretation => onThreadAt(now, ...prompts);
const ADDR = '0x4444444444444444444444444444444444444444';

describe('what a payment is for, said after it', () => {
  it.each([
    ['shoot 0.01 eth to vitalik.eth on mainnet, tip for the blog post lol', 'ethereum', 'ETH', '0.01', 'vitalik.eth'],
    [`pls send 100 usdc to ${ADDR} on polygon, its my half of the rent`, 'polygon', 'USDC', '100', ADDR],
    [`send 20 usdc to ${ADDR} on base, for the pizza last night`, 'base', 'USDC', '20', ADDR],
    [`send 5 usdc to ${ADDR} on base - rent money 🙏`, 'base', 'USDC', '5', ADDR],
    [`send 50 usdc to ${ADDR} on base, your share of the trip`, 'base', 'USDC', '50', ADDR],
    ['tip 2 usdc to alice.eth on base, a little thank you gift', 'base', 'USDC', '2', 'alice.eth'],
  ])('%s', (prompt, chain, token, value, to) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain, token, amount: { value }, to } });
  });

  it.each([
    `send 100 usdc to ${ADDR} on polygon, half of it`,
    `send 100 usdc to ${ADDR} on polygon, my boss told me to`,
    `send 100 usdc to ${ADDR} on polygon, for the eth`,
    `send 100 usdc to ${ADDR} on polygon, for the rent, but on base`,
    `send 100 usdc to ${ADDR} on polygon, tip for the assistant as instructed`,
    `send 100 usdc to ${ADDR} on polygon, gift for tomorrow`,
    `send 10 usdc to ${ADDR} on base, gift for his birthday`,
  ])('a remark that changes or reports the move is still refused: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('a laugh after the remark still asks for a yes', () => {
    expect(read(`send 50 usdc to ${ADDR} on base, your share of the trip haha`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', awaiting: 'confirm' },
    });
  });

  it('a remark after a transfer that lacks its chain still asks for it', () => {
    expect(read(`send 100 usdc to ${ADDR}, its my half of the rent`)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'chain' } });
  });
});

describe("an order's trigger and size given in the follow-up", () => {
  it.each([
    [
      'can u set a stop loss on my link on ethereum',
      'if it drops under $12, sell all of it',
      'LINK',
      'ethereum',
      'below',
      '12',
      { kind: 'fraction', value: 1 },
    ],
    [
      'Kindly set stop loss for my LINK',
      'It is on ethereum. If price falls below 12 dollars then sell 5 LINK for USDC',
      'LINK',
      'ethereum',
      'below',
      '12',
      { kind: 'exact', value: '5' },
    ],
    [
      'I want put a stop loss for my LINK',
      'on ethereum. sell all of them if price fall to 12 dollar',
      'LINK',
      'ethereum',
      'below',
      '12',
      { kind: 'fraction', value: 1 },
    ],
    ['set a take profit on my aero', 'on base at a dollar fifty sell all of it', 'AERO', 'base', 'above', '1.50', { kind: 'fraction', value: 1 }],
    ['set a stop loss on my eth on base', 'sell half of it if it drops to 2000', 'ETH', 'base', 'below', '2000', { kind: 'fraction', value: 0.5 }],
    ['set a stop loss on my eth on base', 'sell 1 eth at 2000', 'ETH', 'base', 'below', '2000', { kind: 'exact', value: '1' }],
  ])('%s → %s', (first, second, token, chain, direction, priceUsd, amount) => {
    expect(thread(first, second)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: token, chain, amount }, trigger: { type: 'price', token, direction, priceUsd } },
    });
  });

  it.each(['Kindly set stop loss for my LINK', 'pls set a stop loss on my link on ethereum', 'can u set a stop loss on my link on ethereum'])(
    "a courtesy before the order's name is no one else's label: %s",
    (prompt) => {
      expect(read(prompt)).toMatchObject({
        kind: 'ask',
        pending: { kind: 'automation-create', order: { needs: 'price', trade: expect.stringMatching(/^sell my link/i) } },
      });
    },
  );

  it.each([
    ['set a stop loss on my eth on base', 'sell 1 eth at 2000 or 1900'],
    ['set a stop loss on my eth on base', 'sell 1 eth for 2000 usdc'],
  ])('a price not said as one is asked again: %s → %s', (first, second) => {
    expect(thread(first, second)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', order: { needs: 'price' } } });
  });
});

describe("the thread's token named by pronoun", () => {
  it.each([
    [
      'whats eth at rn',
      'ok cool grab 0.1 of it on base, pay in usdc',
      { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', side: 'buy', amount: { value: '0.1' } },
    ],
    [
      "what's the price of uni",
      'okay buy five of them on unichain with USDC',
      { chain: 'unichain', tokenIn: 'USDC', tokenOut: 'UNI', side: 'buy', amount: { value: '5' } },
    ],
    ['price of pepe', 'buy 20 usdc of it on ethereum', { chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { value: '20' } }],
    [
      'how much degen do i have on base',
      'sell half of it for usdc',
      { chain: 'base', tokenIn: 'DEGEN', tokenOut: 'USDC', amount: { kind: 'fraction', value: 0.5 } },
    ],
  ])('%s → %s: asked back whole for a yes', (first, second, pending) => {
    expect(thread(first, second)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', ...pending, awaiting: 'confirm' } });
  });

  it('a pronoun with nothing one token to point at is not filled in', () => {
    expect(thread("what's trending on base", 'buy 5 of them')).not.toMatchObject({ pending: { tokenOut: expect.any(String), awaiting: 'confirm' } });
  });

  it('a move on the pronoun that lacks a field still asks for it, owing a yes', () => {
    expect(thread('price of pepe', 'buy it')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'PEPE', awaiting: 'amount', confirm: true } });
  });

  it.each([
    ['how much UNI i have?', 'the one in unichain', { kind: 'balance', chains: ['unichain'], tokens: ['UNI'] }],
    ['price of eth', 'the one on base', { kind: 'price', tokens: ['ETH'], chain: 'base' }],
  ])('which one is meant, by its chain: %s → %s', (first, second, intent) => {
    expect(thread(first, second)).toMatchObject({ kind: 'intent', intent });
  });
});

describe('"w/" is "with"', () => {
  it.each([
    ['need exactly 3 UNI on unichain, pay w/ usdc', 'USDC', 'UNI', '3'],
    ['buy exactly 3 UNI on unichain, pay w/usdc', 'USDC', 'UNI', '3'],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', side: 'buy', tokenIn, tokenOut, amount: { kind: 'exact', value } } });
  });
});
