import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * "worth of" away from its amount (issue 16, sweep 37's unsure list): "send 10 to 0x… on base worth of eth" sent 10 ETH
 * ($30,000) where $10 of ETH was meant, and "send 10 to bob.eth worth of eth" read the recipient's place-holder "@0" as
 * "0 worth" (0 dollars). An amount that "worth of" does not follow is never guessed: it is refused, saying how to write it.
 * "worth of" right after its amount keeps its reading (dollars, or the token named, or a figure asked back). The same
 * for dollars or "equivalent" said apart from a bare amount ("send 10 to bob.eth on base, in dollars, of eth" sent 10 ETH).
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"worth of" away from its amount is refused, never guessed', () => {
  it.each([
    'send 10 to 0x4444444444444444444444444444444444444444 on base worth of eth',
    'send 10 to bob.eth worth of eth on base',
    'send 25 to alice.eth on base, worth of usdc',
    'buy 40 on base worth of degen',
    'transfer 3 to 0x4444444444444444444444444444444444444444 worth of sol on solana',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind).toBe('fail');
    expect(r.kind === 'fail' && r.code).toBe('BAD_AMOUNT');
    expect(r.kind === 'fail' && r.message).toMatch(/"worth of" does not follow its amount/);
  });
});

describe('dollars or "equivalent" apart from a bare amount are refused, never guessed', () => {
  it.each([
    'send 10 to bob.eth on base, in dollars, of eth',
    'send 10 to bob.eth on base, the eth equivalent',
    'send 25 to alice.eth on base in usd, as eth',
    'buy eth on base for 20, in dollars',
    'send 0x4444444444444444444444444444444444444444 15 on base, eth, counted in bucks',
  ])('%s', (prompt) => {
    const r = read(prompt);
    expect(r.kind === 'fail' && r.code).toBe('BAD_AMOUNT');
    expect(r.kind === 'fail' && r.message).toMatch(/apart, so I can't tell whether it is dollars or the token/);
  });

  it.each([
    ['send 10 dollars of eth to bob.eth on base', { kind: 'usd', value: '10' }],
    ['send bob.eth 10 usd of eth on base', { kind: 'usd', value: '10' }],
  ])('%s: dollars beside the amount keep it in dollars', (prompt, amount) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && (r.intent as { amount?: unknown }).amount).toEqual(amount);
  });

  it.each([
    ['buy 100 of eth on base', '"100 of ETH" may be 100 ETH or $100 of ETH'],
    ['grab 20 of $degen on base', '"20 of DEGEN" may be 20 DEGEN or $20 of DEGEN'],
    ['send 50 of usdc to bob.eth on base', '"50 of USDC" may be 50 USDC or $50 of USDC'],
    ['every monday buy 50 of eth with usdc on base', '"50 of ETH" may be 50 ETH or $50 of ETH'],
  ])('%s: a bare number "of" the token bought or sent is refused', (prompt, message) => {
    const r = read(prompt);
    expect(r.kind === 'fail' && r.code).toBe('BAD_AMOUNT');
    expect(r.kind === 'fail' && r.message).toContain(message);
  });

  it.each([
    ['sell 0.5 of eth on base', '0.5'],
    ['Sell please 3 million of PEPE for USDC, on ethereum network.', '3000000'],
    ['sell 10 of my degen on base', '10'],
  ])('%s: what is sold is counted in it', (prompt, value) => {
    const r = read(prompt);
    expect(r.kind === 'intent' && (r.intent as { amount?: unknown }).amount).toEqual({ kind: 'exact', value });
  });

  it('a bot field "amount_usd=50" is beside its amount', () => {
    const r = read('buy SHIB amount_usd=50 chain=ethereum pay=USDC');
    expect(r.kind === 'fail' && r.code).not.toBe('BAD_AMOUNT');
  });
});

describe('"worth of" after its amount keeps its reading', () => {
  it.each([
    ['send $10 worth of eth to bob.eth on base', { kind: 'usd', value: '10' }],
    ['send bob.eth $10 worth of eth on base', { kind: 'usd', value: '10' }],
    ['buy 10 dollars worth of eth on base', { kind: 'usd', value: '10' }],
    ['buy a hundred bucks worth of eth with usdc on base', { kind: 'usd', value: '100' }],
    ['buy 10 usdc worth of eth on base', { kind: 'exact', value: '10' }],
  ])('%s', (prompt, amount) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && (r.intent as { amount?: unknown }).amount).toEqual(amount);
  });

  it.each(['buy 5k worth of degen with usdc on base', 'buy fifty worth of eth on base', 'buy 10.5 worth of eth on base'])(
    '%s: a bare figure is dollars, asked back whole',
    (prompt) => {
      const r = read(prompt);
      expect(r.kind).toBe('ask');
      expect(r.kind === 'ask' && r.question).toMatch(/dollars\. Do you want me to swap \$/);
    },
  );

  it('a read of what a holding is worth is no amount', () => {
    expect(read('how much is my eth worth').kind).toBe('intent');
  });
});
