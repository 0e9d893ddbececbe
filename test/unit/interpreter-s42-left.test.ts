import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Wrong moves left from the last issue-16 session: a hold said in a first turn lost on the answer to its question, one
 * payee said twice paid as two, one address picked from a list paid with all, a bot body's two recipients, a bound on
 * an amount read as the amount, and a deadline read as the time to act.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a hold said in the first turn outlives the answer to its question', () => {
  const firsts: [string, string][] = [
    ['send usdc to bob.eth on base draft', '10'],
    ['send usdc to bob.eth on base hold it', '10'],
    ['send 10 usdc to bob.eth tbc', 'base'],
    ['send 10 usdc on base, just drafting', 'bob.eth'],
    ['send 10 to bob.eth on base ask me first', 'usdc'],
    ['swap usdc to eth on base prep it', '10'],
    ['swap 10 usdc to eth confirm first', 'base'],
    ['sell eth on base sim', '1'],
    ['buy eth with usdc on base example', '10'],
    ['send usdc to bob.eth on base check with me first', '10'],
    ['sell 1 eth when eth hits 4000 hold it', 'base'],
  ];
  it.each(firsts)('%s → %s is refused, never made', (first, answer) => {
    const got = onThreadAt(now, first, answer);
    expect(movingIntentOf(got)).toBeUndefined();
    expect(read(first)).toMatchObject({ kind: 'fail' });
  });

  it.each([
    'send 10 usdc to bob.eth on base draft',
    'send 10 usdc to bob.eth on base hold it',
    'send 10 usdc to bob.eth on base wait for me',
    'swap 10 usdc to eth on base mock',
    'send 10 usdc to bob.eth on base park it',
    'sell 1 eth on base when eth hits 4000 hold it',
  ])('said in one prompt, refused alike: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST', message: expect.stringMatching(/^I read "/) });
  });

  it.each([
    ['send usdc to bob.eth on base', '10'],
    ['send usdc to bob.eth on base please', '10'],
    ['send 10 usdc to bob.eth', 'base'],
    ['swap usdc to eth on base', '10'],
  ])('plain first turns still move once answered: %s → %s', (first, answer) => {
    expect(onThreadAt(now, first, answer)).toMatchObject({ kind: 'intent' });
  });

  it.each(['Swap 100 USDC for DEGEN on Base. Should the spread be unusually wide, check with me first.', 'send 10 usdc to bob.eth on base, size: TBD'])(
    'a hold that is a condition or a field value is no hold of this kind: %s',
    (prompt) => {
      const got = read(prompt);
      if (got.kind === 'fail') expect(got.message).not.toMatch(/^I read "(?:check with me first|TBD)"/i);
    },
  );
});

describe('one payee said twice, a name and an address, is never a batch paying each', () => {
  const a = '0x2222222222222222222222222222222222222222';
  const b = '0x4444444444444444444444444444444444444444';
  it.each([
    `send 5 usdc to bob.eth (${a}) on base`,
    `send 5 usdc to bob.eth [${a}] on base`,
    `send 5 usdc to bob.eth (address: ${a}) on base`,
    `send 5 usdc to ${a} aka bob.eth on base`,
    `send 5 usdc to bob.eth i.e. ${a} on base`,
    `send 5 usdc to bob.eth at ${a} on base`,
    `pay bob.eth (${a}) 5 usdc on base`,
    `send 5 usdc to ${a} (${b}) on base`,
  ])('%s is refused, naming both', (prompt) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR' });
    if (got.kind === 'fail') expect(got.message).toMatch(/^You wrote \S+ and \S+ for what reads as one recipient/);
  });

  it.each([`send 5 usdc each to bob.eth and ${a} on base`, `send 5 usdc to bob.eth and 3 usdc to ${a} on base`])(
    'two payees said as two still make a batch: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch' } });
    },
  );
});

describe('one address picked out of a list is never all of them paid', () => {
  const a = '0x1111111111111111111111111111111111111111';
  const b = '0x4444444444444444444444444444444444444444';
  it.each([
    `send 20 usdc to the first address on base: ${a}, ${b}`,
    `send 20 usdc to the second one on base: ${a}, ${b}`,
    `send 20 usdc to the last wallet on base ${a} ${b}`,
    `only the top one gets 20 usdc on base: ${a}, ${b}`,
    `send 20 usdc to just the first on base: ${a}, ${b}`,
  ])('%s is refused, naming the pick', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'MOVE_UNCLEAR', message: expect.stringMatching(/^You wrote "[^"]+" beside 2 addresses/) });
  });

  it('the answer after it pays nothing', () => {
    expect(movingIntentOf(onThreadAt(now, `send 20 usdc to the first address on base: ${a}, ${b}`, '20 total'))).toBeUndefined();
  });

  it.each([`send 5 usdc each on base to ${a} and ${b}`, `send 5 usdc each to ${a} and ${b} on base`])('a list paid each is still a batch: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer-batch' } });
  });
});

describe("a bot body's fields that name different recipients, amounts, tokens or chains are refused", () => {
  const a = '0x1111111111111111111111111111111111111111';
  const b = '0x4444444444444444444444444444444444444444';
  const body = (extra: Record<string, string>) => JSON.stringify({ action: 'send', token: 'USDC', amount: '5', chain: 'base', ...extra });
  it.each([
    [body({ to: a, address: b }), /^Two fields name different recipients \(0x1111\S+ and 0x4444\S+\)/],
    [body({ dest: a, address: 'bob.eth' }), /^Two fields name different recipients/],
    [`action=send token=USDC amount=5 chain=base to=${a} address=${b}`, /^Two fields name different recipients/],
    [body({ to: a, qty: '6' }), /"qty" is given twice/],
    [body({ to: a, network: 'polygon' }), /"network" is given twice/],
    [body({ to: a, asset: 'USDT' }), /"asset" is given twice/],
  ])('%s', (prompt, message) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'INVALID_FIELDS', message: expect.stringMatching(message) });
  });

  it.each([body({ to: a, address: a }), body({ to: a })])('one recipient, said once or twice alike, is sent to: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', to: a, amount: { value: '5' } } });
  });
});

describe("a bound on a move's amount is never that amount", () => {
  it.each([
    ['send more than 10 usdc to bob.eth on base', 'more than 10'],
    ['send at least 10 usdc to bob.eth on base', 'at least 10'],
    ['pay bob.eth no more than 20 usdc on base', 'no more than 20'],
    ['send under 10 usdc to bob.eth on base', 'under 10'],
    ['send a bit above 10 usdc to bob.eth on base', 'a bit above 10'],
    ['send 10+ usdc to bob.eth on base', '10+'],
    ['send >10 usdc to bob.eth on base', '>10'],
    ['send 10 usdc or more to bob.eth on base', '10 usdc or more'],
    ['swap over 10 usdc to eth on base', 'over 10'],
    ['sell at least 1 eth on base', 'at least 1'],
    ['buy at most 100 usdc of eth on base', 'at most 100'],
  ])('%s asks the exact amount, naming the bound', (prompt, said) => {
    const got = read(prompt);
    expect(movingIntentOf(got) && got.kind === 'intent').toBeFalsy();
    if (got.kind === 'ask') {
      expect(got.pending).toHaveProperty('awaiting', 'amount');
      expect(got.question).toContain(`You wrote "${said}": a bound`);
    } else expect(got).toMatchObject({ kind: 'fail', message: expect.stringContaining(`"${said}"`) });
  });

  it('buy up to 100 usdc of eth: "up to" on a buy is no amount either', () => {
    expect(movingIntentOf(read('buy up to 100 usdc of eth on base'))).toBeUndefined();
  });

  it('"send over 10" may be the verb: the move as read is asked back for a yes (this was a test of a move made at once)', () => {
    expect(read('send over 10 usdc to bob.eth on base')).toMatchObject({
      kind: 'ask',
      question: expect.stringMatching(/^You wrote "over 10": I read "over" as part of "send over"/),
      pending: { awaiting: 'confirm', amount: { value: '10' } },
    });
  });

  it('the exact amount answered is sent', () => {
    expect(onThreadAt(now, 'send at least 10 usdc to bob.eth on base', '12')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', amount: { value: '12' } },
    });
  });

  it.each([
    ['send 10 usdc to bob.eth on base', 'intent'],
    ['buy 1 eth at most 2500 on base', 'ask'],
    ['sell 2 eth on base at 3000 or more', 'ask'],
    ['swap 5 usdc to eth on base, max slippage 2%', 'intent'],
  ])('an exact amount, or a bound on the price, is read as before: %s', (prompt, kind) => {
    expect(read(prompt).kind).toBe(kind);
  });
});

describe('a deadline is never the time an order is set for', () => {
  const at = (prompt: string) => {
    const got = read(prompt);
    const intent = got.kind === 'intent' ? got.intent : got.kind === 'ask' ? got.pending : undefined;
    return (intent as { trigger?: { type?: string } } | undefined)?.trigger?.type;
  };
  it.each([
    'buy 100 usdc of eth on base by 5pm',
    'send 10 usdc to bob.eth on base before 5pm',
    'swap 10 usdc to eth on base latest 5pm',
    'sell 1 eth on base ideally by 5pm',
    'buy 100 usdc of eth on base no later than 5pm',
    'buy 100 usdc of eth on base by tomorrow at 9am',
    'send 10 usdc to bob.eth on base by 17:00 utc',
  ])('%s sets no order at the deadline, and moves nothing now', (prompt) => {
    expect(at(prompt)).toBeUndefined();
    const got = read(prompt);
    expect(got.kind === 'intent' && movingIntentOf(got)).toBeFalsy();
  });

  it('the refusal names the deadline', () => {
    expect(read('buy 100 usdc of eth on base by 5pm')).toMatchObject({
      kind: 'fail',
      message: expect.stringMatching(/^"by 5pm" is a deadline, not a time to act/),
    });
  });

  it.each(['buy 100 usdc of eth on base at 5pm', 'send 10 usdc to bob.eth on base tomorrow at 9am', 'swap 10 usdc to eth on base at 17:00 utc'])(
    'a time to act is still an order at it: %s',
    (prompt) => {
      expect(at(prompt)).toBe('at');
    },
  );

  it('"buy 100 usdc of eth" spends 100 USDC', () => {
    expect(read('buy 100 usdc of eth on base')).toMatchObject({ kind: 'intent', intent: { tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '100' } } });
  });
});
