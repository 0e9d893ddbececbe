import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a move told as done beside the request is asked about, never repeated on a guess', () => {
  it.each([
    ['send 5 usdc to bob.eth on base, already sent it', 'sent'],
    ['swap 5 usdc for eth on base, it has been traded already', 'traded'],
    ['send 5 usdc to bob.eth on base, i already paid him yesterday', 'paid'],
    ['buy 20 usdc of degen on base, already bought it this morning', 'bought'],
  ])('%s', (prompt, verb) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(reading.kind === 'ask' && reading.question).toContain(`You wrote "${verb}"`);
  });

  it.each([
    'send 5 usdc to bob.eth on base',
    'swap 5 usdc for eth on base',
    'send back the 5 usdc he sent me to 0x1111111111111111111111111111111111111111 on base',
  ])('%s is made as before', (prompt) => {
    expect(read(prompt).kind).toBe('intent');
  });

  it('a move told only in the past is still a report, refused', () => {
    expect(read('i sold 2 sol for usdc on solana')).toMatchObject({ kind: 'fail', code: 'NOT_AN_ORDER' });
  });
});

describe('"nothing should be traded" beside a read is no report of a move', () => {
  it.each(['what is my total portfolio value? Nothing should be traded.', 'what is my total portfolio value? nothing should be sold'])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'portfolio' } });
  });
});
