import { describe, expect, it } from 'vitest';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** Classes held-out-28 found (issue 16), fixed by the lead. */
const now = new Date('2026-11-28T12:00:00Z');
const thread = (...turns: string[]) => {
  const said: ThreadTurn[] = [];
  for (const prompt of turns) said.push({ prompt, interpretation: interpretPrompt(prompt, said, now) } as ThreadTurn);
  return said.at(-1)!.interpretation;
};

describe('"no more and no less" bounds an amount, and is never a no', () => {
  it.each([
    ['I would like to send some USDC to bob.eth on Unichain, please.', 'Thank you for checking. The amount is 60 USDC, no more and no less.'],
    ['send some usdc to bob.eth on unichain', '60 USDC, no more no less'],
  ])('%s / %s', (first, answer) => {
    expect(thread(first, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', chain: 'unichain', token: 'USDC', amount: { value: '60' }, to: 'bob.eth' },
    });
  });

  it('a bound said as a sentence of its own is asked back with the amount, never cancelled', () => {
    expect(thread('send some usdc to bob.eth on unichain', '60 USDC. No less, no more.')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', amount: { value: '60' }, to: 'bob.eth', awaiting: 'confirm' },
    });
  });

  it.each([['no'], ['no more'], ['no thanks']])('a no still cancels: %s', (answer) => {
    expect(thread('send some usdc to bob.eth on unichain', answer)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });

  it('a bound alone is not the amount', () => {
    expect(thread('send no more than 50 usdc to bob.eth on base')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});
