import { describe, expect, it } from 'vitest';
import { onThreadAt, outcome } from '../support/thread-turn.ts';

/**
 * Everyday voices and pastes held-out-28 missed (issue 16): every holding on a chain said as "all tokens" with no verb
 * ("In ethereum chain, all tokens please", answering a balance read).
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('"all tokens" with a chain and no verb reads every holding there', () => {
  it.each([
    [['Good morning. I want to see my balance.', 'In ethereum chain, all tokens please'], ['ethereum']],
    [['all tokens on ethereum'], ['ethereum']],
    [['on base, all my coins'], ['base']],
    [['in the polygon network, all the tokens pls'], ['polygon']],
  ])('%j', (prompts, chains) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains, tokens: 'all' } });
  });

  it.each(['sell all tokens on ethereum', 'send all tokens on base to 0x1111111111111111111111111111111111111111'])(
    '%s: a verb beside it is no read',
    (prompt) => {
      expect(outcome(thread(prompt))).not.toBe('info');
    },
  );
});

describe('a date said "at 1 of December" and an hour said "10h UTC" are read as that date and hour', () => {
  it.each([
    ['At 1 of December 2026, 10h UTC, please swap 50 USDC to SOL on solana', '2026-12-01T10:00:00.000Z'],
    ['at 3rd of december at 9h30 UTC buy 20 usdc of eth on base', '2026-12-03T09:30:00.000Z'],
    ['at 1 December 2026 at 10:00 UTC swap 50 USDC to SOL on solana', '2026-12-01T10:00:00.000Z'],
    ['on 2 dec at 14h utc swap 10 usdc to eth on base', '2026-12-02T14:00:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(thread(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at } } });
  });

  it('"in 10h" stays ten hours from now', () => {
    expect(thread('swap 10 usdc to eth on base in 10h')).toMatchObject({ intent: { trigger: { type: 'at', at: '2026-11-26T22:00:00.000Z' } } });
  });

  it('"at 5 maybe" is no date', () => {
    expect(outcome(thread('buy 10 usdc of eth on base at 5 maybe'))).not.toBe('move');
  });
});

describe('"From my TOSHI on base, sell 100000 to ETH": the holding said first is what the bare figure sells', () => {
  it.each([
    ['From my TOSHI on base, sell 100000 to ETH', { chain: 'base', tokenIn: 'TOSHI', tokenOut: 'ETH', amount: { kind: 'exact', value: '100000' } }],
    ['from my usdc on base, swap 10 to eth', { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '10' } }],
    ['from my usdc, swap 10 to eth on base', { chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '10' } }],
  ])('%s', (prompt, intent) => {
    expect(thread(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...intent } });
  });

  it.each(['from my usdc on base, swap 10 eth to degen', 'from my wallet on base, sell 10 to eth'])('%s: no token of the holding is guessed', (prompt) => {
    expect(outcome(thread(prompt))).not.toBe('move');
  });
});

describe('a basename dictated with full stops for its dots is that name', () => {
  it.each(['send ten usdc to carol. base. eth on base', 'send ten usdc to carol dot base dot eth on base'])('%s', (prompt) => {
    expect(thread(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base', token: 'USDC', to: 'carol.base.eth' } });
  });

  it('"to alice. eth on base" is no name guessed', () => {
    expect(outcome(thread('send 10 usdc to alice. eth on base'))).not.toBe('move');
  });
});
