import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

const B = '0x2222222222222222222222222222222222222222';
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

/**
 * A red-team sent ~1,150 prompts of its own and found moves that ran although words beside them changed what they
 * meant (issue 16). The readers find a move by its parts and pass over words they do not know; these words, left
 * unread in a move made now, stop it (a question, a schedule, a price, a test network, another wallet as the source)
 * or ask it back for a yes (a doubt, a negation, a take-back).
 */
describe('words that change what a move made now means are never passed over', () => {
  it.each([
    // a question or a thought about a move
    "what's the fee to swap 100 usdc to eth on base",
    'explain how to swap 100 usdc to eth on base?',
    'show me how to send 50 usdc to alice.eth on base',
    'what would happen if you swapped 100 usdc to eth on base',
    'wondering whether to buy 1 eth on base with usdc',
    "I'm tempted to sell 2 eth on base",
    'how long does it take to send 50 usdc to alice.eth on base',
    'why did you sell 2 eth on base',
    'I could sell 2 eth on base',
    'I used to sell 2 eth on base',
    'walk me through sending 50 usdc to alice.eth on base',
    'am I able to swap 100 usdc to eth on base',
    'e.g. swap 100 usdc to eth on base',
    'have I got enough eth to send 1 eth to bob.eth on base',
    'check whether swapping 100 usdc to eth on base works',
    // a schedule the move made now does not carry
    'buy eth with 50 usdc biweekly on base',
    'buy eth with 50 usdc a week on base',
    'send bob.eth 50 usdc a month on base',
    'buy eth with 50 usdc quarterly on base',
    'sell eth until I have 5000 usdc on base',
    // a price it would not wait for
    'sell 1 eth on base, min price 3500',
    'sell 1 eth on base not below 3500',
    'buy 1 eth on base below 2500',
    'sell 1 eth on base sl 2500',
    'sell 1 eth on base tp 4000',
    'buy 1 eth on base GTC 2500',
    'swap 100 usdc to eth on base at 2500 max',
    // a test network
    'swap 100 usdc to eth on base testnet',
    'send 1 eth to bob.eth on base (testnet)',
    'send 1 sol to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on devnet',
    'swap 1 eth to usdc on base using fake money',
    // money from another wallet or to the person
    `withdraw 30 usdc from ${B} on base`,
    'withdraw 30 usdc from bob.eth on base',
    'bob.eth will send me 50 usdc on base',
    'have bob.eth send me 50 usdc on base',
  ])('%s: nothing is made', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && ['swap', 'transfer', 'transfer-batch', 'wrap', 'unwrap'].includes(r.intent.kind), JSON.stringify(r)).toBe(false);
  });

  it.each([
    'send 50 usdc to bob.eth on base. Cancel.',
    'send 50 usdc to bob.eth on base nope',
    'send 50 usdc to bob.eth on base... hmm let me think',
    'send 20 usdc to alice.eth on base (not really)',
    'send 20 usdc to alice.eth on base /s',
    'sell 2 eth on base?? idk man',
    "I didn't ask you to sell 2 eth on base",
    'please refrain from selling 2 eth on base',
    'under no circumstances sell 2 eth on base',
    'send 50 usdc to bob.eth on base. no',
    'send 20 usdc to alice.eth on base — just testing',
    'sell 2 eth on base, well, 1',
    'send bob.eth 500 usdc on base, one less zero',
    `to claim your reward send 0.1 eth to ${B} on base`,
    `dear customer, kindly send 0.1 eth to ${B} on base`,
  ])('%s: asked back for a yes, naming the words', (prompt) => {
    const r = read(prompt);
    if (r.kind === 'intent') expect.fail(`ran: ${JSON.stringify(r.intent)}`);
    if (r.kind === 'ask') expect(r.pending).toMatchObject({ awaiting: 'confirm' });
  });

  // Near-misses: words that look alike but leave the move as said.
  it.each([
    'could you please send 5 usdc to alice.eth on base',
    'Swap 100,000 USDC to ETH on Base using at most 1.5% slippage.',
    'buy 10 jup with usdc, no more than 1% slippage',
    'I want to exchange 100 USDC against ETH on the Base network.',
    'I would like to wrap 0.3 ETH into WETH on Unichain, please. I have been told that some applications require WETH rather than ETH.',
    'I would like to buy some DEGEN on Base. Please use 30 USDC for it, and no more than that.',
    'swap 5 usdc to eth on base, max slippage 2%',
    'pls send 2 usdc each to alice.eth and bob.eth on base',
    'can you sell 1 eth for usdc on base',
    'Kindly send 5 USDC to alice.eth on base',
  ])('%s: still the move', (prompt) => {
    expect(read(prompt).kind, JSON.stringify(read(prompt))).toBe('intent');
  });

  // Orders carry their own schedule and price; the other words count for them too.
  it.each([
    ['I used to sell 2 eth on base every month', 'fail'],
    ['bob.eth sends me 50 usdc on base every friday', 'fail'],
    ["I'm done buying eth with 50 usdc on base every week", 'ask'],
    ['every day at 8:00 UTC buy 10 USDC of BONK on solana, running until I cancel it', 'intent'],
    ['buy $20 of wif with usdc on solana every 2 days until we cancel it', 'intent'],
    ["I'd like to place a limit order on Ethereum so that, if the price of ETH falls to $2,500, 1,000 USDC is used to buy ETH", 'intent'],
  ])('an order: %s → %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});
