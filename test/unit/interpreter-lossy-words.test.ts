import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A recipient named in words that no one can spend from ("the zero address", "the burn address", "0x0") is refused
 * as LOSSY_RECIPIENT when the prompt is read (issue 16): never asked about ("Which address?" has no good answer
 * there), never sent. The address written out is refused by the transfer itself (test/e2e/recipients.test.ts).
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));

describe('a transfer to the zero or a burn address said in words is refused', () => {
  it.each([
    'send the zero address 1 eth on base',
    'send one eth to the zero address on base',
    'send 1 eth to the burn address on base',
    'transfer 5 usdc to 0x0 on polygon',
    'pay the null address 5 usdc on polygon',
    'send 2 usdc to address zero on base',
    'send 1 usdc each to the burn address and the zero address on base',
    'move my usdc to a dead wallet on base',
    'send 1 eth to the zero address',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code: 'LOSSY_RECIPIENT' });
    if (got.kind === 'fail') expect(got.message).toMatch(/can never be got back\. Nothing was sent/);
  });
});

describe('the words alone, with no move, are no refusal', () => {
  it.each(['what is the zero address', 'is the burn address safe', 'my eth balance on base'])('%s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ code: 'LOSSY_RECIPIENT' });
  });
});
