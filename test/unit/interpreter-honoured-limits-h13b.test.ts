import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * Careful prose of held-out set 13 (issue 16): a limit the service keeps by how it works, said beside the one request
 * ("please don't round it", "I don't want any other token touched", "Please don't move anything; I only want the
 * number", "please only schedule it"), is no second request and no taking back — where it holds for that request.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

/** The move a reading would run: now, or on the yes it asks for; undefined otherwise. */
function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  if (got.kind === 'intent') return got.intent as Record<string, unknown>;
  if (got.kind === 'ask' && got.pending.awaiting === 'confirm') return got.pending as Record<string, unknown>;
  return undefined;
}

describe('a limit the service keeps, said beside the request, is left out', () => {
  it.each([
    [
      "Good afternoon. Before I make any decisions this week, I'd like to know exactly how much USDC I currently hold on Base. Please don't move anything; I only want the number.",
      { kind: 'balance', chains: ['base'] },
    ],
    ["What's my ETH balance on Unichain? Please don't trade anything.", { kind: 'balance', chains: ['unichain'] }],
    ['How much DEGEN do I have on Base? I just want the number; nothing needs to move.', { kind: 'balance', chains: ['base'] }],
    [
      "Please send 100 USDC to alice.eth on Ethereum. It's a repayment of a personal loan, so the exact amount matters; please don't round it in either direction.",
      { kind: 'transfer', to: 'alice.eth', amount: { kind: 'exact', value: '100' } },
    ],
    ['Send 42.5 USDT to bob.eth on Polygon. Please do not round it up or down.', { kind: 'transfer', amount: { kind: 'exact', value: '42.5' } }],
    [
      "I'd like to exchange 250 USDC for ETH on Base. Please use the USDC I already hold there; I don't want any other token touched in the process. Thank you.",
      { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '250' } },
    ],
    ['Swap 0.1 ETH for USDC on Unichain. Please do not touch any other tokens.', { kind: 'swap', tokenIn: 'ETH' }],
    [
      "Could you schedule a one-time purchase for tomorrow at 3pm UTC: 100 USDC of WBTC on Ethereum? I'd rather not buy right now, so please only schedule it.",
      { kind: 'automation-create', trigger: { type: 'at' } },
    ],
    [
      "Please set up a limit order on Base: if ETH falls to $2,600, buy ETH with 500 USDC. I don't want anything bought at the current price under any circumstances.",
      { kind: 'automation-create', trigger: { type: 'price', priceUsd: '2600' } },
    ],
    [
      'Please sell 50 AERO for USDC on Base. If that is more than I actually have, please stop and let me know instead of selling a smaller amount.',
      { kind: 'swap', tokenIn: 'AERO', amount: { value: '50' } },
    ],
    [
      "I'd like to unwrap 0.02 WETH back into ETH on Unichain. I believe I hold a small amount of WETH there; if it turns out to be less than 0.02, please tell me rather than unwrapping a different amount.",
      { kind: 'unwrap', token: 'WETH', amount: { value: '0.02' } },
    ],
    [
      'Send 20 USDC to bob.eth on Base. If it is less than 20, please tell me rather than sending a different amount.',
      { kind: 'transfer', to: 'bob.eth', amount: { value: '20' } },
    ],
    [
      "Please buy $40 worth of PEPE on Ethereum, paying with ETH rather than USDC. I'm aware it's a speculative token; this is a deliberately small position and I don't want it any larger.",
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'PEPE', amount: { kind: 'usd', value: '40' } },
    ],
    [
      "On Ethereum, I need to end up with exactly 4 UNI for a governance vote. Please pay for it with USDC, and make sure the amount received is 4 UNI, not 4 dollars' worth.",
      { kind: 'swap', side: 'buy', tokenOut: 'UNI', amount: { kind: 'exact', value: '4' } },
    ],
  ])('%s', (prompt, expected) => {
    const got = read(prompt);
    const move = moveOf(got);
    expect(move).toMatchObject(expected);
    // A move or an order is asked back whole for a yes, never run on the first reply.
    if (!['balance'].includes(expected.kind)) expect(got.kind).toBe('ask');
  });

  // The amount's unit said again in a sentence of its own, agreeing with the move, restates it (beside-roles.ts, as
  // "Please use exactly 250 USDC, no more and no less." does): the move is read as said.
  it("Buy exactly 4 UNI with USDC on Ethereum. Make sure I receive 4 UNI, not 4 dollars' worth.", () => {
    expect(read("Buy exactly 4 UNI with USDC on Ethereum. Make sure I receive 4 UNI, not 4 dollars' worth.")).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', side: 'buy', tokenOut: 'UNI', amount: { kind: 'exact', value: '4' } },
    });
  });
});

describe('a limit that does not hold for the request, or one the service cannot check, still stops it', () => {
  it.each([
    // A price is a condition the move waits on, not how much is held.
    'Sell 50 AERO for USDC on Base. If the price is more than $1, please stop.',
    // The payment token said twice, once as the one it is not: a change partway.
    'Buy 10 DEGEN on Base with USDC, paying with ETH rather than USDC.',
    // What is to be received differs from what is bought: a second amount, never left out.
    'On Ethereum, I need to end up with exactly 4 UNI. Please pay for it with USDC, and make sure the amount received is 5 UNI.',
    // "Don't move anything" beside a move takes it back.
    "Swap 250 USDC for ETH on Base. Please don't move anything.",
    // "Only schedule it" beside a move now is no order.
    "Swap 100 USDC for WBTC on Ethereum. I'd rather not buy right now, so please only schedule it.",
    // A bound with a figure the service cannot check before the move runs is a condition, a stop. (Said without one, "if
    // the rate is noticeably worse than one-to-one, I'd rather you held off and told me" asks to be told first: the move
    // is asked back whole for a yes, see interpreter-careful-roles-h17.)
    "Please swap 500 USDC for USDT on Polygon. If the rate is worse than 0.99, I'd rather you held off and told me.",
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' || (got.kind === 'ask' && got.pending.awaiting === 'confirm')).toBe(false);
  });
});

describe('the token a purchase is paid with, and the one it is not', () => {
  it.each([
    ['Buy 25 DEGEN on Base, paying with ETH rather than USDC.', { tokenIn: 'ETH', tokenOut: 'DEGEN' }],
    ['Please buy $40 worth of PEPE on Ethereum, paying with ETH rather than USDC.', { tokenIn: 'ETH', tokenOut: 'PEPE' }],
    ['Buy 10 DEGEN on Base using ETH, not USDC.', { tokenIn: 'ETH', tokenOut: 'DEGEN' }],
  ])('%s', (prompt, expected) => {
    expect(moveOf(read(prompt))).toMatchObject({ kind: 'swap', ...expected });
  });
});
