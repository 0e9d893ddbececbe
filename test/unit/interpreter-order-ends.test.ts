import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A repetition whose end is left to the person ("until I cancel it", "until further notice", "until cancelled") of the
 * fourth held-out run (issue 16): that is no end, the same as saying none, not an end date it failed to read. An end
 * that names something else ("until it pumps") is still refused; beside an end that is said it is asked which,
 * unless said as "or until I cancel it".
 */
/** A fixed clock: Thursday 2026-11-26, 07:30 UTC. */
const now = new Date('2026-11-26T07:30:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('an end left to the person is no end', () => {
  it.each([
    [
      'I would like to set up a recurring purchase: every weekday at 9:00 UTC, please buy $10 of ETH with USDC on Base. It should continue until I cancel it.',
      'ETH',
    ],
    ['buy 10 usdc of bonk on solana every day until further notice', 'BONK'],
    ['weekdays at 9 utc buy 5 usdc of eth on base until cancelled', 'ETH'],
    ['every friday buy 5 usdc of eth on base. keep going until I turn it off.', 'ETH'],
    ['every day at 8:00 UTC buy 10 USDC of BONK on solana, running until I cancel it', 'BONK'],
    ['buy $20 of wif with usdc on solana every 2 days until we cancel it', 'WIF'],
  ])('%s', (prompt, tokenOut) => {
    const reading = read(prompt);
    expect(reading).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action: { tokenOut }, trigger: { type: 'every' } } });
    if (reading.kind !== 'intent' || reading.intent.kind !== 'automation-create') throw new Error('not an order');
    expect(reading.intent.trigger).not.toHaveProperty('endAt');
    expect(reading.intent.trigger).not.toHaveProperty('count');
  });

  it.each([
    ['every day buy 5 usdc of eth on base until 2026-12-31, or until I cancel it', { endAt: '2026-12-31T23:59:59.000Z' }],
    ['every day buy 5 usdc of eth on base for 2 weeks, or until I cancel it', { count: 14 }],
  ])('beside an end that is said, "or until I cancel it" keeps it: %s', (prompt, end) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { trigger: { type: 'every', ...end } } });
  });
  // "for 2 weeks until further notice" says both an end and none (held-out-36's "for 3 weeks, until I tell you to
  // stop" ran 3 times): which is meant is asked, never picked.
  it('an end said beside "until further notice" is asked', () => {
    expect(read('every day buy 5 usdc of eth on base for 2 weeks until further notice')).toMatchObject({ kind: 'fail', code: 'AUTOMATION_AMBIGUOUS' });
  });

  it.each(['every day buy 5 usdc of eth on base until it pumps', 'every day buy 5 usdc of eth on base until the price is right'])(
    'an end that names something else is refused: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
    },
  );
});
