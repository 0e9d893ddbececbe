import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's slash command about creator fees (issue 16, fourth held-out run: "/fees TIDE"): a fee check or a claim, of
 * the token named or of all launches (said in a note). Anything more after the command is not read as part of it.
 */
const read = (prompt: string) => interpretPrompt(prompt, []);

describe("a bot's fee command", () => {
  it.each([
    ['/fees TIDE', { kind: 'fees-check', scope: { token: 'TIDE' } }],
    ['/fees $HOOT', { kind: 'fees-check', scope: { token: 'HOOT' } }],
    ['/creator_fees MCAT', { kind: 'fees-check', scope: { token: 'MCAT' } }],
    ['/fees', { kind: 'fees-check', scope: 'all' }],
    ['/claim TIDE', { kind: 'fees-claim', target: { token: 'TIDE' } }],
    ['/claim_fees', { kind: 'fees-claim', target: 'all' }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a claim of every launch says so', () => {
    expect(read('/claim_fees')).toMatchObject({ notes: [expect.stringMatching(/all your launched tokens/)] });
  });

  it.each(['/fees TIDE now please and send 5 usdc to bob.eth', '/fees TIDE MCAT'])('more than the command is not read as it: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent', intent: { kind: 'fees-check', scope: { token: 'TIDE' } } });
  });
});
