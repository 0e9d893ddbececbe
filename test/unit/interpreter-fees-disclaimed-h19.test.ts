import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

/**
 * A question about creator fees beside a claim said not to be asked for ("I'm not asking you to claim anything at this
 * point") is that check, answered; it was refused as a claim that could not be read (held-out-19 careful :34, issue 16).
 * A claim asked for in words of its own is still never made beside the disclaimer.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a fee check with the claim disclaimed: answered', () => {
  it.each([
    "I'd like to know whether I have any unclaimed creator fees from tokens I've launched through your service. If I haven't launched any, please just tell me so. I'm not asking you to claim anything at this point.",
    'How much have my launches earned in creator fees? No need to claim them yet.',
    "Do I have unclaimed creator fees? I'm not asking you to claim anything now, just checking.",
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
});

describe('a claim asked for beside it: no claim made', () => {
  it.each(["I'm not asking you to claim anything, but claim my fees for MCAT.", 'Check my creator fees and claim them.'])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});
