import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// Found by the seventh held-out set of issue 16: "Please launch a token on Base called Quiet Garden (symbol QGDN), and
// direct the creator fees to 0x…, which is our foundation's treasury wallet." asked for the ticker it gave: the clause
// saying who the recipient is was read as more text, and the prompt re-read without its bracketed ticker. What is said
// right after the recipient about who it is belongs to it; a ticker is read by its role (a key, brackets, "$") wherever
// it stands after the name.
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T12:00:00Z'));
const treasury = '0x3333333333333333333333333333333333333333';

describe("who the fee recipient is, said right after it, is the recipient's, not more text (issue 16)", () => {
  it.each([
    [
      `Please launch a token on Base called Quiet Garden (symbol QGDN), and direct the creator fees to ${treasury}, which is our foundation's treasury wallet.`,
      { feeRecipient: treasury },
    ],
    ['launch Quiet Garden (QGDN) on base, fees to alice.eth who is our designer', { feeRecipientName: 'alice.eth' }],
    ['launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth (she did the art)', { feeRecipientName: 'alice.eth' }],
    ["launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth, that's our treasury", { feeRecipientName: 'alice.eth' }],
    ['Launch token Quiet Garden ticker QGDN on base and send the fees to bob.eth, which is the multisig we all share.', { feeRecipientName: 'bob.eth' }],
    ['launch a token called Kelp Forest, symbol KELP, on base, fees to bob.eth as he runs the fund', { feeRecipientName: 'bob.eth' }],
  ])('%s', (prompt, recipient) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', ...recipient } });
  });

  it.each([
    // An aside that asks for something, or names a figure, is no aside: the launch is refused as more than one request.
    'launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth, which is fine, and also swap all my usdc to eth',
    'launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth (then sell all my degen)',
    'launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth (and send her 0.1 eth)',
    'launch a token called Kelp Forest, symbol KELP, on base, creator fees to alice.eth, which is where I also want 5 eth sent',
  ])('%s: nothing launched', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a ticker after the name, by its role: a key, brackets or "$" (issue 16)', () => {
  it.each([
    'launch a token on base called Quiet Garden (symbol QGDN)',
    'launch a token on base called Quiet Garden (QGDN)',
    'launch a token on base called Quiet Garden [QGDN]',
    'deploy Quiet Garden [$QGDN] on base',
    'launch Quiet Garden $QGDN on base',
    'launch token Quiet Garden $QGDN on base',
    'launch a token on base named Quiet Garden (ticker: QGDN)',
    'launch a token on base called Quiet Garden sym QGDN',
    'i want to launch Quiet Garden, ticker QGDN, base',
    'launch Quiet Garden - ticker: QGDN - on base',
    'Launch Quiet Garden symbol QGDN on Base pls',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', name: 'Quiet Garden', symbol: 'QGDN' } });
  });

  it('a chain said before the name is still said: no note that Base was chosen', () => {
    expect(read('launch a token on base called Quiet Garden (QGDN)')).not.toHaveProperty('notes');
  });

  it.each([
    // "$X" alone names a token to trade, not one to launch.
    ['buy $DEGEN on base', 'swap'],
    ['deploy a new coin with symbol $MCAT on base', 'ask'],
  ])('%s: no launch read from "$"', (prompt, kind) => {
    const r = read(prompt);
    expect(r.kind === 'intent' ? r.intent.kind : r.kind).not.toBe('launch');
    if (kind === 'ask') expect(r).toMatchObject({ kind: 'ask', pending: { awaiting: 'name' } });
  });
});
