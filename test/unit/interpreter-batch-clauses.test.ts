import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A batch of transfers written by a non-native speaker pairs each amount with its recipient in its own clause, in
 * either order ("10 USDC to alice.eth and 10 USDC also to bob.eth, and to carol.base.eth 5 USDC"); a list that cannot be
 * paired is still refused, never guessed (issue 16).
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const a = '0x1111111111111111111111111111111111111111';
const b = '0x2222222222222222222222222222222222222222';

describe('a batch whose pairs are each in their own clause pairs them clause by clause', () => {
  it.each([
    [
      'Send on base 10 USDC to alice.eth and 10 USDC also to bob.eth, and to carol.base.eth 5 USDC',
      [
        ['alice.eth', '10'],
        ['bob.eth', '10'],
        ['carol.base.eth', '5'],
      ],
    ],
    [
      'send to alice.eth 3 usdc and 4 usdc to bob.eth on base',
      [
        ['alice.eth', '3'],
        ['bob.eth', '4'],
      ],
    ],
    [
      `on polygon send 1 usdc to ${a} and to ${b} 2 usdc`,
      [
        [a, '1'],
        [b, '2'],
      ],
    ],
  ])('%s', (prompt, pairs) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer-batch', token: 'USDC', transfers: pairs.map(([to, amount]) => ({ to, amount })) },
    });
  });

  it.each(['send 5 usdc to alice.eth and bob.eth and 3 usdc on base', 'send 5 usdc and 3 usdc to alice.eth and to bob.eth on base'])(
    '%s is refused, never guessed',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'ONE_ACTION' });
    },
  );
});
