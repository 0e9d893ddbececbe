import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Amounts sweep 35 found read wrong from signs and glyphs no word reader sees (issue 16): another currency's sign
 * dropped ("buy ₹1000 of eth" bought 1000 ETH), cents read as units ("50¢ usdc" sent 50), a fraction glyph dropped
 * ("1½ eth" sent 1), a power dropped ("10²" sent 10), the balance less a number read as the number; and one amount for
 * two recipients said with a foreign "in total" or "half each" ("insgesamt", "kul milake", "aadha aadha") read as the
 * amount each.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const A1 = '0x1111111111111111111111111111111111111111';
const A2 = '0x2222222222222222222222222222222222222222';

describe('money in another currency is refused, never read as that many of a token', () => {
  it.each([
    `send ₹1000 of usdc to ${A1} on base`,
    `send 1000₹ usdc to ${A1} on base`,
    `send ₦5000 of usdc to ${A1} on base`,
    `send ₱500 of usdc to ${A1} on base`,
    `send A$50 of usdc to ${A1} on base`,
    `send R$50 of usdc to ${A1} on base`,
    `send HK$50 of usdc to ${A1} on base`,
    `send Rs.1000 usdc to ${A1} on base`,
    `send 1000 rupees of usdc to ${A1} on base`,
    `send INR 1000 of usdc to ${A1} on base`,
    'buy ₹1000 of eth on base',
    'buy 1000₹ of eth on base',
    'buy ₱500 of eth on base',
    'buy ₦5000 of degen on base',
    'buy ₹1000 of eth every week on base',
    'buy A$50 of eth on base',
    'buy 5000 naira of eth on base',
    'send €50 of usdc to bob.eth on base',
  ])('%s', (prompt) => {
    // Refused, or (s47) the move asked again for its amount in dollars or a token: never read in the other currency.
    const r = read(prompt);
    if (r.kind === 'ask') {
      expect(r.question).toMatch(/is not in dollars/);
      expect(r.pending).toMatchObject({ awaiting: 'amount' });
      expect('amount' in r.pending).toBe(false);
    } else expect(r).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: /is not in dollars/ });
  });

  it.each([
    [`send usdc to ${A1} on base`, '₹1000'],
    [`send usdc to ${A1} on base`, '1000 rupees'],
    ['swap usdc to eth on base', '₹1000'],
  ])('as an answer: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it.each([`send ₹1000 to ${A1} on base`, `send R$50 to ${A1} on base`])('%s is refused before its token is asked', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it.each([
    // Near misses: dollars, and words that only look like a currency.
    [`send $50 of usdc to ${A1} on base`, { kind: 'usd', value: '50' }],
    [`send 50$ of usdc to ${A1} on base`, { kind: 'usd', value: '50' }],
    [`send US$50 of usdc to ${A1} on base`, undefined],
    [`send 50 usdc to ${A1} on base`, { kind: 'exact', value: '50' }],
  ])('%s', (prompt, amount) => {
    const reading = read(prompt);
    expect(reading).not.toMatchObject({ code: 'BAD_AMOUNT' });
    if (amount) expect(reading).toMatchObject({ kind: 'intent', intent: { amount } });
  });
});

describe('cents, powers and the balance less a number are refused, with the way to write them', () => {
  it.each([
    [`send 50¢ usdc to ${A1} on base`, /is cents/],
    ['swap 50¢ of usdc to eth on base', /is cents/],
    ['buy 50¢ worth of degen on base', /is cents/],
    [`send 50 cents of usdc to ${A1} on base`, /is cents/],
    [`{"to":"${A1}","amount":"50¢","token":"usdc","chain":"base","action":"transfer"}`, /is cents/],
    [`send 10² usdc to ${A1} on base`, /a power or an index/],
    [`send 1₀ usdc to ${A1} on base`, /a power or an index/],
    [`send balance-5 usdc to ${A1} on base`, /not an amount/],
    ['sell max-1 eth on base', /not an amount/],
  ])('%s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message });
  });

  it.each([
    ['swap usdc to eth on base', '50¢'],
    [`send usdc to ${A1} on base`, '50¢'],
  ])('as an answer: %s → %s', (...prompts) => {
    expect(thread(...prompts)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: /is cents/ });
  });

  it('a percent is no cent', () => {
    expect(read('sell 50 percent of my eth on base')).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value: 0.5 } } });
  });
});

describe('a fraction glyph is its number, or refused', () => {
  it.each([
    [`send 1½ eth to ${A1} on base`, '1.5'],
    [`send 2½ eth to ${A1} on base`, '2.5'],
    [`send 1¼ eth to ${A1} on base`, '1.25'],
    [`send 1¾ eth to ${A1} on base`, '1.75'],
    [`send 1 ½ eth to ${A1} on base`, '1.5'],
    [`send ½ eth to ${A1} on base`, '0.5'],
    ['sell 1½ eth on base', '1.5'],
    ['wrap 1½ eth on base', '1.5'],
    [`{"to":"${A1}","amount":"1½","token":"eth","chain":"base","action":"transfer"}`, '1.5'],
  ])('%s → %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'exact', value } } });
  });

  it('in an order and an answer too', () => {
    expect(read('sell 1½ eth when it hits 5000 on base')).toMatchObject({ kind: 'intent', intent: { action: { amount: { value: '1.5' } } } });
    expect(thread('swap usdc to eth on base', '1½')).toMatchObject({ kind: 'intent', intent: { amount: { value: '1.5' } } });
  });

  it.each([`send 10⅓ usdc to ${A1} on base`, `send 1.5½ eth to ${A1} on base`, `send ⅓ eth to ${A1} on base`])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
  });

  it('"½ of my eth" is a share, as "1/2 of my eth" is', () => {
    expect(read('sell ½ of my eth on base')).toMatchObject({ kind: 'intent', intent: { amount: { kind: 'fraction', value: 0.5 } } });
  });
});

describe('one amount for two recipients with a foreign "in total" or "half each" is asked, never paid to each', () => {
  it.each([
    `send 20 usdc to ${A1} and ${A2}, aadha aadha, on base`,
    `send 20 usdc to ${A1} and ${A2}, jeweils die hälfte, on base`,
    `send 20 usdc to ${A1} and ${A2} insgesamt on base`,
    `send 20 usdc to ${A1} and ${A2} kul milake on base`,
    `send 20 usdc to ${A1} and ${A2} lahat-lahat on base`,
    `send 20 usdc to ${A1} and ${A2} vsego on base`,
    `send 20 usdc to ${A1} and ${A2} всего on base`,
    `send 20 usdc to ${A1} and ${A2}, la mitad cada uno, on base`,
    `send 20 usdc to ${A1} and ${A2} in total on base`,
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting: 'amount' }, question: /or should 20 USDC be split/ });
  });

  it('a plain list is still asked as each, and "each" is read', () => {
    expect(read(`send 20 usdc to ${A1} and ${A2} on base`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', amounts: ['20', '20'] } });
    expect(read(`send 20 usdc each to ${A1} and ${A2} on base`)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch' } });
    expect(read(`please send 20 usdc to ${A1} and ${A2} on the base chain`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});
