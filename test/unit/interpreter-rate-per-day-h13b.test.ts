import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import type { ThreadTurn } from '../../lib/agent/interpreter/intent.ts';
import { asStored } from '../support/thread-turn.ts';

/** "10 usdc a day for 2 weeks" (held-out-13 chat, issue 16): an amount "a day" / "per week" repeats it, like "every day". */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"a day", "per week" after an amount is a repetition', () => {
  it.each([
    ['buy sol with 10 usdc a day for 2 weeks', 86400, 14],
    ['buy $10 of eth per day with usdc on base for a week', 86400, 7],
    ['dca 10 usdc a day into sol for 2 weeks', 86400, 14],
    ['buy $25 of eth with usdc on base once a week for 4 weeks', 604800, 4],
    ['buy $5 of eth with usdc on base per hour for 3 hours', 3600, 3],
  ])('%s', (prompt, intervalSeconds, count) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds, count } } });
  });
  it('answers a dca asked for its time', () => {
    const first = interpretPrompt('wanna set up a dca into sol', [], now);
    const turns = [{ prompt: 'wanna set up a dca into sol', interpretation: asStored(first), status: 'completed' } as ThreadTurn];
    expect(interpretPrompt('10 usdc a day for 2 weeks', turns, now)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn: 'USDC', tokenOut: 'SOL' }, trigger: { type: 'every', intervalSeconds: 86400, count: 14 } },
    });
  });
  it.each(['buy sol with 10 usdc twice a day for 2 weeks', 'buy sol with 10 usdc 3 times a day for 2 weeks'])('%s is never read as once a day', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail' });
  });
});
