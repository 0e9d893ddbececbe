import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Amounts said as bounds, differences or shares of something else, and recipients said through someone (sweep B of
 * session 42, issue 16). "send everything over 10 usdc …" sent 10, "more than 10" asked a yes on 10, "my half of
 * dinner" sent half of all the USDC held, "the other half of my usdc" half of what is left, and "bob.eth's new
 * address" or "the wallet bob.eth uses for savings" paid bob.eth.
 */
const A1 = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

type Reading = ReturnType<typeof read>;
/** What the reading would move, if anything: kind, amount and recipient. */
function moved(r: Reading): unknown {
  const x = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
  if (!x) return undefined;
  const m = x as { kind: string; amount?: unknown; to?: unknown };
  return { kind: m.kind, amount: m.amount, to: m.to };
}
const exact = (value: string) => ({ kind: 'exact', value });
const share = (value: number) => ({ kind: 'fraction', value });

describe('a bound or a floor is never the amount', () => {
  it.each([
    'send everything over 10 usdc on base to bob.eth',
    'send bob.eth all over 10 usdc on base',
    'send whatever exceeds 10 usdc on base to bob.eth',
    'send everything beyond 10 eth on ethereum to bob.eth',
    'send the excess over 10 usdc on base to bob.eth',
    'send any amount over 10 usdc on base to bob.eth',
    'send more than 10 usdc to bob.eth on base',
    'send less than 10 usdc to bob.eth on base',
    'send under 10 usdc to bob.eth on base',
    'send fewer than 10 degen to bob.eth on base',
    'send in excess of 10 usdc to bob.eth on base',
    'send a minimum of 10 usdc to bob.eth on base',
    'swap more than 10 usdc to eth on base',
    'send 5 less than last time usdc to alice.eth on base',
    'send 10 usdc more than before to alice.eth on base',
  ])('%s → the amount asked, nothing moved', (prompt) => {
    const r = read(prompt);
    expect(moved(r)).toBeUndefined();
    expect(['ask', 'fail']).toContain(outcome(r));
  });
  it('the move is kept, its amount asked', () => {
    expect(read('send more than 10 usdc to bob.eth on base')).toMatchObject({
      kind: 'ask',
      // Said before the move is read, the bound is caught by bounded-amount.ts, whose words these are.
      question: expect.stringMatching(/"more than 10": (that is )?a bound/),
      pending: { kind: 'transfer', chain: 'base', token: 'USDC', to: 'bob.eth', awaiting: 'amount' },
    });
  });
  it.each([
    ['send usdc to bob.eth on base', 'in excess of 10'],
    ['send usdc to bob.eth on base', 'a minimum of 10'],
    [`send sol to ${'7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'} on solana`, 'more than 10'],
  ])('%s → %s asks again', (first, second) => {
    const r = thread(first, second);
    expect(moved(r)).toBeUndefined();
    expect(outcome(r)).toBe('ask');
  });
  it.each([
    // "send over" is the verb's own word; a cap allows its figure; a price's bound is the order's, not the amount's.
    ['send over 10 usdc to bob.eth on base', { kind: 'transfer', amount: exact('10'), to: 'bob.eth' }],
    ['can you send over 5 usdc to bob.eth on base', { kind: 'transfer', amount: exact('5'), to: 'bob.eth' }],
    ['send 10 usdc to bob.eth on base', { kind: 'transfer', amount: exact('10'), to: 'bob.eth' }],
    ['send 10 usdc to bob.eth on base, no more than that', { kind: 'transfer', amount: exact('10'), to: 'bob.eth' }],
    [`send 20 usdc to ${A1} on base`, { kind: 'transfer', amount: exact('20'), to: A1 }],
  ])('%s still moves as said', (prompt, move) => {
    expect(moved(read(prompt))).toEqual(move);
  });
  it('a price bound on an order is left to the order', () => {
    expect(read('sell 1 eth on base when eth is over 4000')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { direction: 'above', priceUsd: '4000' } },
    });
  });
});

describe('a share of something other than the holding is never a share of the balance', () => {
  it.each([
    'send bob.eth my half of dinner on base in usdc',
    'send half of dinner to bob.eth in usdc on base',
    'send bob.eth half the rent on base in usdc',
    'send half of what I owe to bob.eth in usdc on base',
    'send half of what he sent me to bob.eth in usdc on base',
    'send half of my paycheck to bob.eth in usdc on base',
    'send my half to bob.eth in usdc on base',
    'send bob.eth 25 percent of the dinner on base in usdc',
    'send half that usdc to alice.eth on base',
    'send the other half of my usdc to bob.eth on base',
    'send the remaining half of my eth on base to bob.eth',
    'send the second half of my usdc on base to bob.eth',
  ])('%s → the amount asked, nothing moved', (prompt) => {
    const r = read(prompt);
    expect(moved(r)).toBeUndefined();
    expect(outcome(r)).toBe('ask');
  });
  it.each([
    ['send usdc to bob.eth on base', 'my half of dinner'],
    ['send usdc to bob.eth on base', 'half the rent'],
    ['send eth to bob.eth on base', 'the other half'],
    ['send usdc to bob.eth on base', 'half that'],
    ['send usdc to bob.eth on polygon', 'my half'],
  ])('%s → %s asks again', (first, second) => {
    const r = thread(first, second);
    expect(moved(r)).toBeUndefined();
    expect(outcome(r)).toBe('ask');
  });
  it.each([
    ['send half my usdc on base to bob.eth', 0.5],
    ['send half of my usdc on base to bob.eth', 0.5],
    ['send bob.eth a quarter of my usdc on base', 0.25],
    ['send 25% of my usdc to bob.eth on base', 0.25],
    ['send 25 percent of my usdc to bob.eth on base', 0.25],
    ['send 90% of my eth on base to bob.eth', 0.9],
    ['send half my base usdc to bob.eth', 0.5],
    ['send half the usdc i have on base to bob.eth', 0.5],
    ['send half of my ethereum to bob.eth on ethereum', 0.5],
    ['send all my usdc on base to bob.eth', 1],
    ['send the rest of my usdc on base to bob.eth', 1],
  ])('%s still moves that share', (prompt, value) => {
    expect(moved(read(prompt))).toEqual({ kind: 'transfer', amount: share(value), to: 'bob.eth' });
  });
  it.each([
    ['send usdc to bob.eth on base', 'half', 0.5],
    ['send usdc to bob.eth on base', 'half of it', 0.5],
    ['send usdc to bob.eth on base', '25%', 0.25],
    ['send eth to bob.eth on base', 'all of it', 1],
  ])('%s → %s still moves that share', (first, second, value) => {
    expect(moved(thread(first, second))).toEqual({ kind: 'transfer', amount: share(value), to: 'bob.eth' });
  });
  it('"that" right after a balance was read is the holding', () => {
    expect(thread('how much weth on base', 'unwrap half of that')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'unwrap', chain: 'base', amount: share(0.5) },
    });
  });
  it('a swap of a share of the holding is kept', () => {
    expect(read('swap half my eth to usdc on base')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount: share(0.5) } });
  });
});

describe('a recipient reached through a name is never that name', () => {
  it.each([
    "send 20 usdc to bob.eth's friend on base",
    "send 20 usdc to bob.eth's brother on base",
    "send 20 usdc to bob.eth's new address on base",
    "send 20 usdc to bob.eth's other wallet on ethereum",
    'send 20 usdc to alice.eth’s husband on base',
    'send 20 usdc to the wallet bob.eth uses for savings on base',
    'send 20 usdc on base to whoever bob.eth says',
    `send 20 usdc to ${A1}'s owner on base`,
  ])('%s → the recipient asked, nothing moved', (prompt) => {
    const r = read(prompt);
    expect(moved(r)).toBeUndefined();
    expect(['ask', 'fail']).toContain(outcome(r));
  });
  it.each([
    ['send 20 usdc on base', "to bob.eth's new address"],
    ['send 20 usdc on base', 'to whoever bob.eth says'],
    ['send 20 usdc on base', 'to the wallet bob.eth uses for savings'],
    ['send 20 usdc on base', "bob.eth's brother"],
  ])('%s → %s asks again', (first, second) => {
    const r = thread(first, second);
    expect(moved(r)).toBeUndefined();
    expect(r).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'to' } });
  });
  it('the move is kept, its recipient asked', () => {
    expect(read("send 20 usdc to bob.eth's friend on base")).toMatchObject({
      kind: 'ask',
      question: expect.stringContaining(`"bob.eth's friend"`),
      pending: { kind: 'transfer', chain: 'base', token: 'USDC', amount: exact('20'), awaiting: 'to' },
    });
  });
  it.each([
    ['send 20 usdc to bob.eth on base', 'bob.eth'],
    ['send 20 usdc to bob.eth not alice.eth on base', undefined],
    [`send 20 usdc to my friend ${A1} on base`, A1],
    [`send 20 usdc to this guy ${A1} on base`, A1],
    ["send 20 usdc to bob.eth's wallet on base", 'bob.eth'],
    ["send 20 usdc to bob.eth's address on base", 'bob.eth'],
  ])('%s still pays its recipient (or asks, never another)', (prompt, to) => {
    const r = moved(read(prompt)) as { to?: string } | undefined;
    if (to === undefined) expect(r?.to).not.toBe('alice.eth');
    else expect(r).toMatchObject({ kind: 'transfer', to });
  });
  it.each([
    ['send 20 usdc on base', 'to bob.eth', 'bob.eth'],
    ['send 20 usdc on base', 'bob.eth', 'bob.eth'],
  ])('%s → %s still pays it', (first, second, to) => {
    expect(moved(thread(first, second))).toMatchObject({ kind: 'transfer', to });
  });
});
