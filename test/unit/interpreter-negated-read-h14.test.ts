import { describe, expect, it } from 'vitest';
import { interpretPrompt, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

/**
 * A read beside a move the person says not to make is the read (held-out-14, chat and non-native): "dont buy anything
 * just tell me", "just check dont claim". And words that read as negation but are not: a repetition's end said again
 * ("for 7 days then stop"), second thoughts before a cancel ("I regret, please cancel …"), a span "for the next week".
 * A move taken back stays refused.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const ADDR = '0x4444444444444444444444444444444444444444';

describe('a read with a move said not to be made', () => {
  it.each([
    ['how much pepe am i holding on ethereum. dont buy anything just tell me', { kind: 'balance', chains: ['ethereum'], tokens: ['PEPE'] }],
    ['whats my usdc on base? dont send anything', { kind: 'balance', chains: ['base'], tokens: ['USDC'] }],
    ['price of degen, just asking, dont buy', { kind: 'price', tokens: ['DEGEN'] }],
    ['any creator fees i can claim on base? just check dont claim', { kind: 'fees-check', scope: { chain: 'base' } }],
    ['do i have fees to claim on base? dont claim them, just tell me', { kind: 'fees-check', scope: { chain: 'base' } }],
    ['I have fees of creator for claim in base? how much is it?', { kind: 'fees-check', scope: { chain: 'base' } }],
    ['there is fees of creator for claim on base?', { kind: 'fees-check', scope: { chain: 'base' } }],
  ])('%s', (prompt, intent) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent });
    expect(reading.kind === 'intent' && reading.notes).toBeFalsy();
  });

  it.each([
    'claim my fees on base. just check dont claim',
    `send 5 usdc to ${ADDR} on base, dont send it`,
    'buy 10 usdc of degen on base. dont buy anything just tell me',
  ])('a move taken back is still not made: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });
});

describe('words that only sound like a negation', () => {
  it.each([
    ['Every day buy SOL with 10 USDC in solana, do this for 7 days then stop', 86400, 7],
    ['every week buy 20 usdc of aero on base for 4 weeks and then stop', 604800, 4],
    ['dca 20 usdc into sol every day for the next week', 86400, 7],
    ['buy 5 usdc of eth on base every day for the next 3 days', 86400, 3],
  ])('a repetition with its span: %s', (prompt, intervalSeconds, count) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds, count } } });
  });

  it('"for the coming month" is a month', () => {
    expect(read('every day for the coming month buy 5 usdc of eth on base')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', trigger: { endAt: '2026-12-26T11:59:59.000Z' } },
    });
  });

  it('"for the next days" names no span: asked how long, nothing set up', () => {
    expect(read('buy 10 usdc of sol every day for the next days').kind).toBe('fail');
  });

  it.each(['buy 1 eth on base for 7 days then stop', 'every day buy 10 usdc of sol on solana. stop'])('a stop of a move is still a stop: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'NEGATED' });
  });

  const weekly = 'every week buy 20 USDC of AERO on base';
  const after = (prompt: string) => {
    const first = interpretPrompt(weekly, [], now);
    const thread: ThreadTurn[] = [{ prompt: weekly, interpretation: asStored(first), status: 'completed' }];
    return interpretPrompt(prompt, thread, now);
  };
  it.each([
    ['I regret, please cancel the weekly buy of AERO that I made before', 'AERO', 604800],
    ['sorry, please cancel the weekly buy of AERO', 'AERO', 604800],
    ['I changed my mind, cancel my daily eth buy', 'ETH', 86400],
    ['on second thought, stop my weekly AERO buys', 'AERO', 604800],
  ])('second thoughts before a cancel: %s', (prompt, token, intervalSeconds) => {
    expect(after(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-cancel', target: 'match', match: { kind: 'recurring', token, intervalSeconds } },
    });
  });

  it.each(['sorry cancel that, buy 1 eth on base', 'nvm cancel that, buy 1 eth on base', 'sorry, cancel my daily eth buy, buy 1 eth on base'])(
    'a cancel joined to a new move cancels nothing and moves nothing: %s',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.kind).toBe('fail');
    },
  );
});
