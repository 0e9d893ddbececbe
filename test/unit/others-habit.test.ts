import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';

/**
 * A repetition said only of what someone else does ("…, he walks my dog every day") beside a move is no schedule of it:
 * read as one, a payment was set up to repeat every day. Found while mending held-out-43's misses (issue 16).
 */
const now = new Date('2026-11-29T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a repetition said of someone else is no schedule of the move (found beside held-out-43)', () => {
  it.each([
    'pay bob.eth 10 usdc on base, he walks my dog every day',
    'send 20 usdc to alice.eth on base, she has been paying for my coffee every week',
    'send 20 usdc to alice.eth on base, she has been covering my coffee every week',
  ])('never a repeating order: %s', (prompt) => {
    const got = read(prompt);
    expect(JSON.stringify(got)).not.toContain('automation-create');
    expect(got).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });
  it.each(['every week send 20 usdc to alice.eth on base, she covers my coffee', 'send 20 usdc to alice.eth on base every week, she covers my coffee'])(
    'the person’s own repetition still sets the order: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds: 604800 } } });
    },
  );
});
