import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * "DCA $25/week into ETH" (held-out-19, issue 16): a repetition written after an amount with a slash is that amount
 * every day, week or hour, as "per week" is. A slash between two figures ("1/2 eth") is no repetition.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an amount per day, week or hour written with a slash', () => {
  it.each([
    ['DCA $25/week into ETH on base with usdc', 604800],
    ['buy $10/day of sol on solana with usdc', 86400],
    ['dca $25 / week into eth on base with usdc', 604800],
    ['buy $5/hour of degen on base with usdc', 3600],
    ['DCA $25 per week into ETH on base with usdc', 604800],
  ])('%s', (prompt, intervalSeconds) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every', intervalSeconds } } });
  });

  it.each(['swap 1/2 eth to usdc on base', 'buy eth on base 24/7'])('%s is no order that repeats', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'every' } } });
  });
});
