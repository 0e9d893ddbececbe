import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { outcome } from '../support/thread-turn.ts';

/**
 * Careful prose the blind sets held-out-24 and held-out-25 missed (issue 16, s43-careful), read by class, not sentence.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

/** The move a reading makes or asks a yes for, if any. */
const moveOf = (r: Interpretation): Record<string, unknown> | undefined =>
  r.kind === 'intent'
    ? (r.intent as Record<string, unknown>)
    : r.kind === 'ask' && r.pending.awaiting === 'confirm'
      ? (r.pending as Record<string, unknown>)
      : undefined;

describe('a sentence that only weighs what a move is worth is no unit of its amount', () => {
  // "Please sell 1,500,000 BONK …. I realise its value is small" was asked "Is 1500000 in dollars or in BONK?".
  const moves: readonly (readonly [string, string, string])[] = [
    ['Would you kindly send 1,000 DEGEN to carol.base.eth on Base?', 'DEGEN', '1000'],
    ['I would like to swap 4 POL for USDC on Polygon, please.', 'POL', '4'],
    ['Please send 2 SOL to 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin on Solana.', 'SOL', '2'],
    ['Please sell 1,500,000 BONK for USDC on Solana.', 'BONK', '1500000'],
  ];
  const worth = [
    'I know it only comes to a couple of dollars.',
    'I realise its value is small.',
    'I appreciate its value is rather small.',
    'It is only worth a few bucks, I know.',
    'I realise its value is small, which is quite all right.',
    'I would like to hold a little more in stable value.',
  ];
  const cases = moves.flatMap(([move, token, amount]) => worth.map((remark) => [`${move} ${remark}`, token, amount] as const));
  it.each(cases)('%s keeps its amount in the token', (prompt, token, amount) => {
    const r = read(prompt);
    expect(['move', 'confirm']).toContain(outcome(r));
    const m = moveOf(r)!;
    expect(m.token ?? m.tokenIn).toBe(token);
    expect(m.amount).toEqual({ kind: 'exact', value: amount });
  });

  // A figure in dollars, or the amount said to be in dollars, still asks which it is.
  const unit = [
    'buy 10 eth on base. it is in dollars.',
    'buy 10 eth on base. it is a small amount in dollars.',
    'send 10 eth to bob.eth on base. its value is small, ten dollars.',
    'send 1,000 degen to bob.eth on base. it is in dollars.',
    'buy cbbtc on base, 10. it is only a few bucks.',
    'send 5 eth to bob.eth on base. it is about 5 dollars, a few bucks.',
  ];
  it.each(unit)('%s still asks the unit', (prompt) => {
    const r = read(prompt);
    expect(['move', 'confirm']).not.toContain(outcome(r));
  });
});

describe('a read beside a limit that names several moves, or what the answer is for', () => {
  // "…how much USDC I currently hold on Base. Please do not move or convert anything" was refused as a negated move.
  const reads = [
    'I would like to know exactly how much USDC I currently hold on Base.',
    'How much ETH do I have on Ethereum?',
    'Kindly tell me the name and current price of the token 0x940181a94A35A4569E4529A3CDfB74e38FD98631 on Base.',
  ];
  const limits = [
    'Please do not move or convert anything.',
    'Please do not sell, swap or send anything.',
    'Do not convert anything.',
    'Please ensure nothing is bought.',
    'Make sure that nothing gets sold or converted.',
    'I only need the figure for my spreadsheet.',
    'Please do not move or convert anything; I only need the figure for my own records.',
  ];
  const cases = reads.flatMap((q) => limits.map((l) => `${q} ${l}`));
  it.each(cases)('%s is answered', (prompt) => {
    expect(outcome(read(prompt))).toBe('info');
  });

  // Beside a move the same limit takes it back: never made.
  const moves = [
    'Swap 10 USDC for ETH on Base. Please do not move or convert anything.',
    'Send 5 USDC to bob.eth on Base. Please do not send or convert anything.',
    'Convert 1 SOL to USDC on Solana. Do not sell or convert anything.',
  ];
  it.each(moves)('%s is not made', (prompt) => {
    expect(['move', 'confirm']).not.toContain(outcome(read(prompt)));
  });
});

describe('beside a stop loss, a hope that it never fires is its purpose', () => {
  // "…if LINK drops to $12, please sell 4 LINK for USDC. I hope it never triggers, …" was refused for its "never".
  const orders = [
    'To protect myself against a sharp fall, kindly set a stop loss on my LINK on Ethereum: if LINK drops to $12, please sell 4 LINK for USDC.',
    'Please set a stop loss on Solana: if SOL falls below $120, sell 3 SOL for USDC.',
  ];
  const hopes = [
    'I hope it never triggers, but I would feel better knowing it is there.',
    'I sincerely hope it will not be needed, but I would rather be protected.',
    'I really hope it never has to run.',
  ];
  it.each(orders.flatMap((o) => hopes.map((h) => `${o} ${h}`)))('%s sets the order, asked back whole', (prompt) => {
    const r = read(prompt);
    expect(['move', 'confirm']).toContain(outcome(r));
    expect((moveOf(r) as { kind?: string }).kind).toBe('automation-create');
  });
  // A hope about something else, or a wish that changes the order, is still no purpose of it.
  it.each([
    'Please set a stop loss on Solana: if SOL falls below $120, sell 3 SOL for USDC. I hope it sells at least 5 SOL.',
    'Please set a stop loss on Solana: if SOL falls below $120, sell 3 SOL for USDC. I hope it never triggers before Friday.',
  ])('%s is not set at once', (prompt) => {
    expect(outcome(read(prompt))).not.toBe('move');
  });
});

describe('a repetition starting on a weekday said with its date', () => {
  // "…every week, starting on Monday, 7 December 2026." was refused: the Monday read, "7 December" left over.
  const start = (r: Interpretation) => (moveOf(r) as { trigger?: { startAt?: string } } | undefined)?.trigger?.startAt;
  it.each([
    ['Kindly buy 25 USDC worth of SOL on Solana every week, starting on Monday, 7 December 2026.', '2026-12-07T00:00:00.000Z'],
    ['every week buy 10 usdc of eth on base starting Monday, December 7', '2026-12-07T00:00:00.000Z'],
    ['every week buy 10 usdc of eth on base, beginning Monday the 7th of December', '2026-12-07T00:00:00.000Z'],
    ['every day buy 10 usdc of eth on base from Tuesday, 1 December 2026', '2026-12-01T00:00:00.000Z'],
    ['every week buy 10 usdc of eth on base starting monday', '2026-11-30T00:00:00.000Z'],
  ])('%s starts on that day', (prompt, at) => {
    const r = read(prompt);
    expect(outcome(r)).toBe('move');
    expect(start(r)).toBe(at);
  });
  // A weekday that is not that date's is never one of them picked.
  it.each(['every week buy 10 usdc of eth on base starting Tuesday, December 7', 'every week buy 10 usdc of eth on base starting on Friday, 7 December 2026'])(
    '%s is refused',
    (prompt) => {
      expect(outcome(read(prompt))).toBe('fail');
    },
  );
});

describe('beside an order, being content to wait for it is its nature', () => {
  // "…buy ETH with 500 USDC if the price of ETH falls to 2,600 dollars. I am happy to wait for it; there is no rush at all."
  // was refused as a second request.
  const orders = [
    'I would like to place a limit order on Base: please buy ETH with 500 USDC if the price of ETH falls to 2,600 dollars.',
    'Please sell 3 SOL for USDC on Solana if SOL rises above $250.',
  ];
  const waits = [
    'I am happy to wait for it; there is no rush at all.',
    "There's no hurry.",
    'I am in no rush at all.',
    'We are quite content to wait for the price.',
  ];
  it.each(orders.flatMap((o) => waits.map((w) => `${o} ${w}`)))('%s sets the order, asked back whole', (prompt) => {
    const r = read(prompt);
    expect(['move', 'confirm']).toContain(outcome(r));
    expect((moveOf(r) as { kind?: string }).kind).toBe('automation-create');
  });
  // Beside a move made now, waiting may ask for an order: never made at once. A wait with a bound of its own is no remark.
  it.each([
    'Swap 10 USDC for ETH on Base. I am happy to wait for it.',
    'Please sell 3 SOL for USDC on Solana if SOL rises above $250. I am happy to wait for it until Friday.',
  ])('%s is not made', (prompt) => {
    expect(['move', 'confirm']).not.toContain(outcome(read(prompt)));
  });
});

describe('beside an order, "do not execute it immediately" is what the order does', () => {
  // "…if the price of ETH falls to $2,700. I do not wish to buy at the current price, so please do not execute it
  // immediately." was refused as a rehearsal.
  it.each([
    'Please buy ETH with 500 USDC on base if the price of ETH falls to $2,700. I do not wish to buy at the current price, so please do not execute it immediately.',
    'Please buy ETH with 500 USDC on base if the price of ETH falls to $2,700. Please do not execute it immediately.',
    'Please sell 3 SOL for USDC on Solana if SOL rises above $250. I do not wish to sell at the current price.',
  ])('%s sets the order, asked back whole', (prompt) => {
    const r = read(prompt);
    expect(['move', 'confirm']).toContain(outcome(r));
    expect((moveOf(r) as { kind?: string }).kind).toBe('automation-create');
  });
  // Beside a move made now it puts the move off; "do not execute" alone is a rehearsal of either.
  it.each([
    'Swap 10 USDC for ETH on Base. Please do not execute it immediately.',
    "Swap 10 USDC for ETH on Base, but don't execute it yet.",
    'Swap 10 USDC for ETH on Base. Do not execute.',
    'Please buy ETH with 500 USDC on base if the price of ETH falls to $2,700. Do not execute.',
  ])('%s is not made', (prompt) => {
    expect(['move', 'confirm']).not.toContain(outcome(read(prompt)));
  });
});

describe('an order named with its chain in a sentence of its own', () => {
  // "I would like to place a limit order on Base. Please buy ETH with 500 USDC, but only if …" was refused: "on Base" was
  // read as the holding the order is on.
  it.each([
    'I would like to place a limit order on Base. Please buy ETH with 500 USDC if the price of ETH falls to $2,700.',
    'I would like to place a limit order on Base. Please buy ETH with 500 USDC, but only if the price of ETH falls to $2,700 or lower. I do not wish to buy at the current price, so please do not execute it immediately.',
  ])('%s sets the order on that chain, asked back whole', (prompt) => {
    const r = read(prompt);
    expect(outcome(r)).toBe('confirm');
    expect((moveOf(r) as { action?: { chain?: string } }).action?.chain).toBe('base');
  });
  // The order named on another chain than the order's is never left out (it was asked a yes for the order on Base).
  it.each([
    'I would like to place a limit order on Ethereum. Please buy ETH with 500 USDC on base if the price of ETH falls to $2,700.',
    'Please set a stop loss on my SOL on Ethereum. If SOL falls below $120, sell 3 SOL for USDC on Solana.',
  ])('%s is not asked a yes', (prompt) => {
    expect(['move', 'confirm']).not.toContain(outcome(read(prompt)));
  });
});
