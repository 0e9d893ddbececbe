import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** "tomorrow morning at nine a m" (held-out-13 voice, issue 16): a part of the day beside a clock that agrees with it. */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));

describe('a part of the day that agrees with the clock beside it is read with it', () => {
  it.each([
    ['tomorrow morning at nine a m buy fifty dollars of eth with usdc on base', '2026-11-27T09:00:00.000Z'],
    ['tomorrow evening at 7pm buy $20 of eth with usdc on base', '2026-11-27T19:00:00.000Z'],
    ['at 9am tomorrow morning sell 10 usdc for eth on base', '2026-11-27T09:00:00.000Z'],
    ['tomorrow night at 10pm buy $20 of sol with usdc', '2026-11-27T22:00:00.000Z'],
    ['tomorrow at 3pm in the afternoon buy $20 of eth with usdc on base', '2026-11-27T15:00:00.000Z'],
    // An hour alone after the part of the day is in that part (held-out-16: "tomorrow morning at eight"); with minutes
    // ("at 7:00") it is a 24-hour clock, and stays refused.
    ['tomorrow evening at 7 buy $20 of eth with usdc on base', '2026-11-27T19:00:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at } } });
  });
  it.each([
    ['tomorrow evening at 7:00 buy $20 of eth with usdc on base', 'AUTOMATION_AMBIGUOUS'],
    ['tomorrow morning at 9pm buy $20 of eth with usdc on base', 'AUTOMATION_AMBIGUOUS'],
  ])('%s is refused, never a guessed time', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
  // (held-out-41: a part of the day with no clock asks for the clock, the order kept on the thread, never a guessed time.)
  it('tomorrow morning buy $20 of eth with usdc on base asks the time, never guesses it', () => {
    expect(read('tomorrow morning buy $20 of eth with usdc on base')).toMatchObject({
      kind: 'ask',
      question: expect.stringMatching(/^At what time tomorrow/),
      pending: { kind: 'automation-create', order: { needs: 'time' } },
    });
  });
});
