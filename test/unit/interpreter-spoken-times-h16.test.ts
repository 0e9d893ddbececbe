import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A part of the day said beside its hour (issue 16, held-out-16, voice and non-native): "tomorrow morning at eight",
 * "tomorrow morning 9 o'clock", "at 9 tomorrow morning" are that hour am (pm for afternoon and evening), UTC as any time
 * without a zone. A bare "morning 9" (maybe an amount), a part that does not hold the hour, or an hour after "every"
 * keeps its own reading.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a part of the day beside its hour', () => {
  it.each([
    ['tomorrow morning at eight buy a hundred dollars of link on ethereum with USDC', '2026-11-27T08:00:00.000Z'],
    ["tomorrow morning 9 o'clock buy SOL with 100 usdc, on solana. not now, tomorrow", '2026-11-27T09:00:00.000Z'],
    ['tomorrow morning, at 10 swap 5 usdc for eth on base', '2026-11-27T10:00:00.000Z'],
    ['tomorrow evening at 7 sell 1 eth for usdc on base', '2026-11-27T19:00:00.000Z'],
    ["tomorrow afternoon at 3 o'clock swap 5 usdc for eth on base", '2026-11-27T15:00:00.000Z'],
    ['at 9 tomorrow morning swap 5 usdc for eth on base', '2026-11-27T09:00:00.000Z'],
    ["swap 5 usdc for eth on base at 6 o'clock this evening", '2026-11-26T18:00:00.000Z'],
    ['tomorrow morning at 9:30 swap 5 usdc for eth on base', '2026-11-27T09:30:00.000Z'],
  ])('%s', (prompt, at) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'at', at } } });
  });

  it.each([
    ['tomorrow morning 9 usdc to eth on base'],
    ['tomorrow evening at 9am swap 5 usdc for eth on base'],
    ['tomorrow at 9 swap 5 usdc for eth on base'],
    ['every morning at 9 buy 10 usdc of eth on base for 5 days'],
  ])('%s is not set up', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});
