import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Non-native grammar of trades and orders (issue 16, held-out-16): Pidgin "swap 2 SOL go USDC" ("to") and "I need am
 * for pay somebody" (why, a payment of one's own to come); Spanish "Necesito exactly 2 LINK" ("I need"); a clause said
 * without its "it" (", is a donation for him"); a token ruled out after the one that pays ("pay it with my ETH please,
 * not with usdc"); "make the order please, not buy now" after an order. Each reads the move or order (asked back for a
 * yes where words were left out); a remark holding a time, a recipient, a figure or another move, or one that rules
 * out the very token the move pays with, never leaves a move made now.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
/** The move a reading makes now or after a yes. */
const made = (r: Interpretation) => (r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);

describe('non-native trades', () => {
  it.each([
    ['abeg swap 2 SOL go USDC for solana, I need am for pay somebody', { kind: 'swap', tokenIn: 'SOL', tokenOut: 'USDC', amount: { value: '2' } }],
    ['abeg swap 2 SOL go USDC for solana', { kind: 'swap', tokenIn: 'SOL', tokenOut: 'USDC' }],
    ['swap 2 SOL to USDC on solana, I need it to pay somebody', { kind: 'swap', tokenIn: 'SOL', tokenOut: 'USDC' }],
    ['swap 100 pol to usdc on polygon. we need the money to pay the builder', { kind: 'swap', tokenIn: 'POL', tokenOut: 'USDC' }],
    ['sell 0.5 eth for usdc on base because I have to pay my landlord', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC' }],
    [
      'Please to send 0.05 ETH to vitalik.eth on ethereum, is a donation for him from my side',
      { kind: 'transfer', to: 'vitalik.eth', amount: { value: '0.05' } },
    ],
    ['send 10 usdc to bob.eth on base, is for my sister', { kind: 'transfer', to: 'bob.eth' }],
    ['Necesito exactly 2 LINK on ethereum. pay it with my ETH please, not with usdc', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK', side: 'buy' }],
    ['buy 2 LINK with ETH on ethereum, not with usdc', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK' }],
    ["buy 2 LINK on ethereum with my ETH, don't use usdc", { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK' }],
    ['Necesito 2 LINK on ethereum, pay with ETH', { kind: 'swap', tokenIn: 'ETH', tokenOut: 'LINK' }],
  ])('%s', (prompt, intent) => {
    expect(made(read(prompt))).toMatchObject(intent);
  });

  it.each([
    ['when ETH price fall to 2800, buy ETH with 300 USDC on base. make the order please, not buy now', '2800'],
    ['if sol drops to 120 buy sol with 50 usdc on solana, dont buy it now please', '120'],
    ['when ETH price fall to 2800, buy ETH with 300 USDC on base - not now, wait for the price', '2800'],
  ])('%s is the order', (prompt, priceUsd) => {
    expect(made(read(prompt))).toMatchObject({ kind: 'automation-create', trigger: { type: 'price', priceUsd } });
  });

  it.each([
    ['swap 2 SOL to USDC on solana, I need it to pay bob tomorrow'],
    ['swap 2 SOL to USDC on solana, I need it to pay bob.eth'],
    ['swap 2 SOL to USDC on solana, I need it to pay 5 usdc to bob'],
    ['swap 2 SOL to USDC on solana, I need to pay somebody and send 1 sol to alice'],
    ['buy ETH with 300 USDC on base. not now'],
    ['swap 5 usdc for eth on base, dont swap now'],
    ['buy 2 LINK with ETH on ethereum, not with usdc, with dai'],
  ])('%s makes no move', (prompt) => {
    expect(made(read(prompt))).toBeUndefined();
  });

  it('a question that opens with "is" keeps it', () => {
    const r = read('hi po, is my USDC in ethereum enough for to buy 2000 dollars of ETH? just asking po, dont buy yet ha');
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens: ['USDC'] } });
  });

  it('a ruled-out token that is the one paid with is never dropped', () => {
    const r = read('buy 2 LINK with usdc on ethereum, not with usdc');
    expect(r.kind).not.toBe('intent');
  });
});
