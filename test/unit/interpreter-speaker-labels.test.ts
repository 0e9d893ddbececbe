import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// Found while fixing the sixth held-out set of issue 16: "mom: send 5 usdc to 0x… on base" ran as a transfer, while
// "jake: send …" was refused. An everyday word for a person before a colon ("mom", "my boss") was taken for filler, not
// for who said what follows; and any one word before "::" was taken for the caller's own bot ("alice :: send …"). Both
// are someone else's words: nothing moves on them. A program's name ("tipbot ::", "grid_v2 ::") still runs as the bot's.
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));
const to = '0x1111111111111111111111111111111111111111';

describe('a person before a colon is who said it (issue 16)', () => {
  it.each([
    `mom: send 5 usdc to ${to} on base`,
    `Dad: send 5 usdc to ${to} on base`,
    'my boss: swap 10 usdc for eth on base',
    `wife: send 20 usdc to ${to} on polygon`,
    'roommate: buy $10 of degen on base',
    `alice :: send 5 usdc to ${to} on base`,
    `bob :: send 5 usdc to ${to} on base`,
  ])('%s: nothing runs', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });

  it.each([
    ['tipbot :: send 0.1 SOL -> 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin (solana)', 'transfer'],
    ['grid_v2 :: sell 5 link for usdc on ethereum', 'swap'],
    ['dca-bot: market buy WIF for $40 paying USDT on solana', 'swap'],
    [`send 5 usdc to my mom: ${to} on base`, 'transfer'],
  ])('%s: still the request it was', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});
