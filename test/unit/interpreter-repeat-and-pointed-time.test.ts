import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';

const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string, thread: ThreadTurn[] = []) => interpretPrompt(prompt, thread, now);
/** The thread after `first` was read and its job ended with `status`. */
const threadAfter = (first: string, status: ThreadTurn['status']): ThreadTurn[] => [{ prompt: first, interpretation: read(first), status }];

describe('a time the move points at and no reader placed refuses it (held-out-32 pasted 109)', () => {
  it.each([
    'calendar invite:\n  Payday 💸\n  Thu 10 Dec 2026, 15:00–15:30 (UTC)\n\nat exactly that date and time buy ETH with 100 USDC on ethereum',
    'note from my planner:\n  rent day\n\non that day send 20 usdc to bob.eth on base',
    'at exactly that date and time buy ETH with 100 USDC on ethereum',
    'at the same time buy ETH with 100 USDC on ethereum',
    'buy ETH with 100 USDC on ethereum at that point',
  ])('%j is never made now, nor asked for a yes to make now', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
  });

  it.each([
    // The person's own move under a paste, with no time pointed at: asked back whole, as before.
    'calendar invite:\n  Payday\n  Thu 10 Dec 2026, 15:00 (UTC)\n\nbuy ETH with 100 USDC on ethereum',
    // A day wished is no time of the move: the word is named in the question.
    'my friend said:\n  "ETH is going to pump"\n\nbuy ETH with 100 USDC on ethereum, have a nice day',
  ])('%j is still asked back whole for a yes', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm' } });
  });
});

describe('the same move as the last turn made, sent again in full, is not made twice (held-out-32 bot 59)', () => {
  it.each([
    ['{"cmd":"swap","from":"USDC","to":"AERO","amount":60}', '{"cmd":"swap","from":"USDC","to":"AERO","amount":60,"chain":"base"}', 'completed'],
    ['send 5 usdc to bob.eth on base', 'send 5 USDC to bob.eth on Base', 'completed'],
    ['send 5 usdc to bob.eth on base', 'send 5 usdc to bob.eth on base', 'processing'],
    ['wrap 0.1 eth on base', 'wrap 0.1 ETH on base', 'pending'],
  ] as const)('%j then %j (%s) is refused, saying it was asked already', (first, second, status) => {
    const got = read(second, threadAfter(first, status));
    expect(got).toMatchObject({ kind: 'fail', code: 'MOVE_REPEATED' });
    expect(got.kind === 'fail' && got.message).toMatch(/do it again/);
  });

  it.each([
    // A retry of what did not happen, another amount, another recipient, or a second time asked for in words.
    ['send 5 usdc to bob.eth on base', 'send 5 usdc to bob.eth on base', 'failed', { kind: 'intent' }],
    ['send 5 usdc to bob.eth on base', 'send 5 usdc to bob.eth on base', 'cancelled', { kind: 'intent' }],
    ['send 5 usdc to bob.eth on base', 'send 6 usdc to bob.eth on base', 'completed', { kind: 'intent' }],
    ['send 5 usdc to bob.eth on base', 'send 5 usdc to alice.eth on base', 'completed', { kind: 'intent' }],
    ['send 5 usdc to bob.eth on base', 'send 5 usdc to bob.eth on base again', 'completed', { kind: 'ask', pending: { awaiting: 'confirm' } }],
    ['send 5 usdc to bob.eth on base', 'do it again', 'completed', { kind: 'intent' }],
    // A read asked twice is answered twice.
    ['what is my usdc balance on base', 'what is my usdc balance on base', 'completed', { kind: 'intent', intent: { kind: 'balance' } }],
  ] as const)('%j then %j (%s) is read as it is', (first, second, status, expected) => {
    expect(read(second, threadAfter(first, status))).toMatchObject(expected);
  });
});

describe("a wrap's 'to' field names only the token it makes (found beside held-out-32 bot 54)", () => {
  it.each([
    ['wrap chain=base asset=ETH amount=0.1 to=bob.eth', /no recipient/],
    ['{"action":"wrap","chain":"base","asset":"ETH","amount":0.1,"to":"bob.eth"}', /no recipient/],
    ['wrap chain=base asset=ETH amount=0.1 to=0x4444444444444444444444444444444444444444', /no recipient/],
    ['wrap chain=base asset=ETH amount=0.1 to=USDC', /wrapped token only/],
    ['wrap:\n  chain: base\n  asset: ETH\n  amount: 0.1\n  to: bob.eth', /no recipient/],
    ['wrap:\n  chain: base\n  asset: ETH\n  amount: 0.1\n  recipient: 0x4444444444444444444444444444444444444444', /no recipient/],
    ['wrap:\n  chain: base\n  asset: ETH\n  amount: 0.1\n  dry_run: true', /dry_run/],
  ])('%j is refused, the field named, never dropped', (prompt, why) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
    expect(got.kind === 'fail' && got.message).toMatch(why);
  });

  it.each([
    ['wrap chain=base asset=ETH amount=0.1 to=WETH', { kind: 'wrap', token: 'ETH' }],
    ['unwrap chain=base asset=WETH amount=0.01 to=ETH', { kind: 'unwrap', token: 'WETH' }],
    ['wrap chain=polygon asset=POL amount=6 to=WPOL', { kind: 'wrap', token: 'POL' }],
    ['wrap chain=solana token=SOL amount=1 to=wrapped_sol', { kind: 'wrap', token: 'SOL' }],
    // A YAML block headed by the wrap (held-out-32 bot 54), read as its JSON form is.
    ['wrap:\n  chain: polygon\n  asset: POL\n  amount: 6', { kind: 'wrap', chain: 'polygon', token: 'POL' }],
    ['unwrap:\n  chain: base\n  token: WETH\n  amount: 0.01', { kind: 'unwrap', chain: 'base', token: 'WETH' }],
  ])('%j is the wrap it says', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });
});
