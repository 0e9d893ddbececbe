import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * An amount said as a sentence, answering "how much?" (issue 16, held-out-21 careful:25): "Apologies, I forgot to say
 * the amount. It is 86.40 USDC." was asked again, since "is" before a number makes it a price elsewhere. Answering an
 * amount's question, "it is / that comes to / the amount is N" is the amount; asked anything else, it stays a price.
 */
const now = new Date('2026-11-27T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const asked = 'send usdc to bob.eth on base';

describe('an amount said as a sentence answers "how much?"', () => {
  it.each([
    ['It is 86.40 USDC.', { kind: 'exact', value: '86.40' }],
    ['Apologies, I forgot to say the amount. It is 86.40 USDC.', { kind: 'exact', value: '86.40' }],
    ['the amount is $20', { kind: 'usd', value: '20' }],
    ['that comes to 15 usdc', { kind: 'exact', value: '15' }],
    ['Sorry — the total was 42 USDC', { kind: 'exact', value: '42' }],
  ])('%s', (answer, amount) => {
    expect(thread(asked, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', token: 'USDC', to: 'bob.eth', amount } });
  });
});

describe('asked anything else, "it is N" is no amount', () => {
  it('a price asked for stays unread as an amount', () => {
    const r = thread('buy eth on base if it drops', 'it is 2500');
    expect(r.kind === 'intent' && r.intent.kind).not.toBe('swap');
  });

  it('a first prompt "it is 50 usdc" moves nothing', () => {
    const r = thread('it is 50 usdc');
    expect(r.kind === 'intent' && ['transfer', 'swap'].includes(r.intent.kind)).toBe(false);
  });
});
