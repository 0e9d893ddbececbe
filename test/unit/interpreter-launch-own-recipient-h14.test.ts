import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A careful launch that names the creator's own wallet as the fee recipient ("Please use my own wallet as the fee
 * recipient."; held-out-14, issue 16): the creator, no one to ask about. Someone named only by who they are ("use my
 * friend as the fee recipient") is asked about, never taken for the creator.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const moon = 'launch a token called Moon Cat with symbol MCAT on base';

describe('the creator’s own wallet named as the fee recipient is the creator', () => {
  it.each([
    "I'd like to launch a token on Base with the following details. Name: Harbor Light. Ticker: HRBL. Description: A community token for our small sailing club. Website: https://harborlight.example. Please use my own wallet as the fee recipient.",
    `${moon}, use my own wallet as the fee recipient`,
    `${moon}, use my wallet as the fee recipient`,
    `${moon}, make me the fee recipient`,
    `${moon}. Please set my address as the creator fee recipient.`,
  ])('%s', (prompt) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'launch' } });
    expect(reading.kind === 'intent' && 'feeRecipientName' in reading.intent).toBe(false);
  });
});

describe('someone named only by who they are is asked about', () => {
  it.each([`${moon}, use my friend as the fee recipient`, `${moon}, make my cofounder the fee recipient`, `${moon}, set the treasury as the fee recipient`])(
    '%s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'FEE_RECIPIENT_UNSUPPORTED' });
    },
  );
  it('a name that is a wallet is that wallet', () => {
    expect(read(`${moon}, use bob.eth as the fee recipient`)).toMatchObject({ kind: 'intent', intent: { feeRecipientName: 'bob.eth' } });
  });
});
