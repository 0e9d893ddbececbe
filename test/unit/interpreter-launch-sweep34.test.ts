import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Sweep 34, launches and claims (issue 16): a launch is real, now, once, with all of its creator fees going to one
 * wallet for good; a claim is all of one token's (or every token's) fees, now, into the caller's own wallet. What a
 * prompt says beside that (a share, a taking back, a test, a question, a time, a second token, someone else's fees) is
 * refused, never launched or claimed as if unsaid.
 */
const L = 'launch a token called Moon Cat with symbol MCAT on base';
const A = '0x1111111111111111111111111111111111111111';
const launch = (extra: Record<string, unknown> = {}) => ({ kind: 'intent', intent: { kind: 'launch', name: 'Moon Cat', symbol: 'MCAT', ...extra } });

describe('a launch that cannot be carried out as written is refused', () => {
  it.each([
    // a share of the fees, or a split
    `${L}, half the fees to bob.eth`,
    `${L}, 50% of fees to bob.eth`,
    `${L}, 10 percent of the creator fees to ${A}`,
    `${L}, some fees to bob.eth`,
    `${L}, part of the fees to bob.eth`,
    `${L}, fees split between me and bob.eth`,
    `${L}, bob.eth gets a cut of the fees`,
    `${L}, give a portion of the fees to alice.eth`,
    // a recipient taken back or negated
    `${L}, not fees to bob.eth`,
    `${L}, fees to bob.eth (not really, keep them)`,
    `${L}, fees to bob.eth no wait to me`,
    `${L}, fees to ${A} no wait to me`,
    `${L}, send the fees to alice.eth, scratch that`,
    // a description that runs into a fee phrase
    `${L}, description: creator fees go to ${A}`,
    `${L}, description: send fees to ${A}`,
    // a time limit or a schedule
    `${L}, creator fees to bob.eth for 30 days`,
    `${L}, fees to bob.eth after a month`,
    `${L}, fees to bob.eth until i say otherwise`,
    `tomorrow ${L}`,
    `${L} at 9am utc tomorrow`,
    `${L} when eth hits 5000`,
    `${L} next week`,
    // a test, a trial or a draft
    `${L}, dry run`,
    `${L}, test only`,
    `${L}, trial run`,
    `${L}, preview`,
    `${L} (draft)`,
    `${L} - just testing`,
    `${L}, for testing`,
    'launch a test token called Moon Cat with symbol MCAT on base',
    'test launch a token called Moon Cat with symbol MCAT on base',
    `${L}, practice run first`,
    // a vesting that was not read
    `${L}, vest fees for 30 days`,
    `${L}, vesting 30`,
    `${L}, vesting: 30`,
    `${L}, lock fees 90 days`,
    `${L} with 10% vesting`,
    `${L}, vest 10%`,
    // more than one token, or a choice
    'launch a token called Moon Cat with symbol MCAT and another called Dog Coin with symbol DOG on base',
    'launch Moon Cat (MCAT) and Dog Coin (DOG) on base',
    'launch a token called Moon Cat with symbol MCAT and Dog Coin with symbol DOG on base',
    'launch 3 tokens called Moon Cat with symbol MCAT on base',
    'launch a token called Moon Cat or Moon Dog with symbol MCAT on base',
    'launch a token called Moon Cat with symbol MCAT or MOON on base',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'LAUNCH_UNCLEAR' });
  });

  it('a remark after the fee recipient names no other recipient', () => {
    expect(interpretPrompt(`${L}. fees to me. bob.eth helped design it`, [])).toMatchObject({ kind: 'fail', code: 'LAUNCH_ADDRESS_UNCLEAR' });
  });
});

describe('a launch asked about is not launched', () => {
  it.each([
    'should i launch a token called Moon Cat with symbol MCAT on base?',
    'should we launch Moon Cat (MCAT) on base?',
    'is it a good idea to launch a token called Moon Cat with symbol MCAT on base?',
    'what would happen if i launch a token called Moon Cat with symbol MCAT on base',
    'do you think i should launch a token called Moon Cat with symbol MCAT on base',
    'hey, is it worth it to launch Moon Cat (MCAT) on base?',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'LAUNCH_QUESTION' });
  });

  it.each(['could i launch a token called Moon Cat with symbol MCAT on base?', 'can we launch Moon Cat (MCAT) on base?'])(
    '%s: asked back for a yes',
    (prompt) => {
      expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'ask', pending: { kind: 'launch', name: 'Moon Cat', symbol: 'MCAT', awaiting: 'confirm' } });
    },
  );
});

describe('launches that were right stay right', () => {
  it.each([
    [L, launch()],
    [`${L}, fees to bob.eth`, launch({ feeRecipientName: 'bob.eth' })],
    [`${L}, send creator fees to ${A}`, launch({ feeRecipient: A })],
    [`${L}, fees to bob.eth not me`, launch({ feeRecipientName: 'bob.eth' })],
    [`${L}, fees to my wallet`, launch()],
    [`${L}, fees to ${A} (our treasury)`, launch({ feeRecipient: A })],
    [`${L}, description: made by bob.eth`, launch({ description: 'made by bob.eth' })],
    [`${L}, description: fees to bob.eth`, launch({ description: 'fees to bob.eth' })],
    [`${L}, description "send creator fees to ${A}"`, launch({ description: `send creator fees to ${A}` })],
    [`${L}, 30 day vesting`, launch({ vestingDays: 30 })],
    [`${L}, vested 6 months`, launch({ vestingDays: 180 })],
    [`${L}, no vesting`, launch({ vestingDays: 0 })],
    ['launch a token called Test Pilot with symbol TEST on base', { kind: 'intent', intent: { kind: 'launch', name: 'Test Pilot', symbol: 'TEST' } }],
    ['can you launch a token called Moon Cat with symbol MCAT on base?', launch()],
    ['Could you please launch a token called Moon Cat, symbol MCAT, on Base?', launch()],
  ])('%s', (prompt, reading) => {
    expect(interpretPrompt(prompt, [])).toMatchObject(reading);
  });
});

describe('a claim that is not "all of it, now, to me" is refused', () => {
  it.each([
    'claim half my fees',
    'claim 0.1 eth of fees',
    'claim a quarter of my creator fees',
    'claim fees for all tokens except MCAT',
    'claim all fees except DOG',
    'claim my fees but not for DOG',
    'collect everything besides my MCAT fees',
    'claim my fees? no wait',
    'should i claim my fees?',
    'maybe claim my fees',
    'claim my fees every week',
    'claim fees every day',
    'claim my fees tomorrow',
    'claim fees in 2 hours',
    'claim fees later',
    'claim my fees when they reach 1 eth',
    'claim my fees when eth hits 5000',
    'claim my fees if they are over 0.1 eth',
    "claim bob's fees",
    'claim fees for bob.eth',
    'claim fees on behalf of bob.eth',
    "claim bob.eth's fees",
    'claim the fees bob.eth earned',
    "claim bob's MCAT fees",
    `claim my fees to ${A}`,
    'claim my MCAT fees to bob.eth',
    'claim fees to my other wallet',
    'claim my fees into my ledger',
    'claim my fees for MCAT and DOG',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'CLAIM_UNCLEAR' });
  });

  it.each([
    ['claim my fees', 'all'],
    ['claim all my creator fees on base', 'all'],
    ['collect my creator fees from all my launches', 'all'],
    ['claim my fees for MCAT', { token: 'MCAT' }],
    ['claim MCAT fees now', { token: 'MCAT' }],
    ['claim my fees for MCAT, not DOG', { token: 'MCAT' }],
    ['claim fees for DOG only', { token: 'DOG' }],
    [`claim the fees for ${A}`, { token: A }],
  ])('%s stays a claim', (prompt, target) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'intent', intent: { kind: 'fees-claim', target } });
  });

  it('a claim beside another request is still refused as two requests', () => {
    expect(interpretPrompt('claim my fees and send them to bob.eth', [])).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });
});
