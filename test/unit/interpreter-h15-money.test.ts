import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Readings held-out-15 (issue 16) found moving money other than asked: "half a mil" sold half the balance, "split 60
 * … 30 each" sent 60 and 30, and "25 usdc worth, solana" answering "how much?" paid 25 SOL.
 */
const now = new Date('2026-11-27T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('"mil" after a number is a million', () => {
  it.each([
    ['sell half a mil bonk for usdc', '500000'],
    ['sell half a mill bonk for usdc on solana', '500000'],
    ['sell a quarter mil bonk for usdc', '250000'],
    ['sell two mil bonk for usdc', '2000000'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'BONK', amount: { kind: 'exact', value } } });
  });

  // Digits before "mil": a thousand in Spanish and Portuguese ("enviar 10 mil usdc"), a million in English slang (sweep
  // 35 sent 10,000,000). Asked in digits, never guessed.
  it.each([
    'sell 1.5 mil bonk for usdc',
    'send 10 mil usdc to 0x1111111111111111111111111111111111111111 on base',
    'enviar 10 mil usdc para 0x1111111111111111111111111111111111111111 en base',
    'buy 5 mil degen on base',
    'comprar 2 MIL bonk con usdc en solana',
  ])('%s is asked in digits', (prompt) => {
    // Refused, or (a move read the same both ways but for the amount, s48) its amount asked for in digits.
    const r = read(prompt);
    if (r.kind === 'ask') expect(r).toMatchObject({ pending: { awaiting: 'amount' }, question: /a million in some places and a thousand in others/ });
    else expect(r).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: /"mil" are a thousand in some places/ });
  });

  it('a question about a holding keeps the English million (a read moves nothing)', () => {
    expect(read('is my bonk stack over 1 mil')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', check: { test: 'more-than', amount: '1000000', unit: 'BONK' } },
    });
  });
});

describe('an amount split between recipients is divided, never paired one by one', () => {
  const batch = (each: string) => ({
    kind: 'intent',
    intent: {
      kind: 'transfer-batch',
      transfers: [
        { to: 'alice.eth', amount: each },
        { to: 'carol.base.eth', amount: each },
      ],
    },
  });
  it.each([
    ['split 60 usdc on base between alice.eth and carol.base.eth, 30 each', '30'],
    ['split 60 usdc on base between alice.eth and carol.base.eth', '30'],
    ['divide 0.3 eth evenly between alice.eth and carol.base.eth on base', '0.15'],
  ])('%s', (prompt, each) => {
    expect(read(prompt)).toMatchObject(batch(each));
  });

  it.each([
    ['split 60 usdc on base between alice.eth and carol.base.eth, 40 each', /^60 split between 2 is not 40 each\./],
    ['split 1 usdc on base equally between alice.eth, bob.eth and carol.base.eth', /^1 does not split evenly between 3\./],
  ])('%s is asked', (prompt, question) => {
    const got = read(prompt);
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting: 'amount' } });
    if (got.kind === 'ask') expect(got.question).toMatch(question);
  });
});

describe('an answer to "how much?" pays with the token its amount names', () => {
  it.each([
    ['25 usdc worth, solana', 'USDC'],
    ['25 usdc worth, on solana', 'USDC'],
    ['25 usdc, solana', 'USDC'],
  ])('"wanna get some jup" → "%s"', (answer, tokenIn) => {
    expect(onThreadAt(now, 'wanna get some jup', answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', chain: 'solana', tokenIn, tokenOut: 'JUP', amount: { kind: 'exact', value: '25' } },
    });
  });

  it('a second token beside the amount is asked about, never paid with', () => {
    expect(onThreadAt(now, 'wanna get some jup', '25 usdc, sol')).toMatchObject({ kind: 'ask', question: /^SOL is neither token of this trade/ });
  });
});

describe("a price of the move's own token beside it is never offered to run now", () => {
  it.each([
    'kapag umabot na ng 3 dollars ang WIF, sell mo yung 20 WIF ko to USDC sa solana',
    'wenn WIF 3 dollar erreicht, sell 20 WIF to USDC on solana',
    'cuando WIF llega a 3 dolares, sell 20 WIF to USDC on solana',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'CONDITIONAL_MOVE', message: /names WIF at \$3 beside the swap/ });
  });

  it('said in English it is the order it names', () => {
    expect(read('when WIF hits 3 dollars, sell 20 WIF to USDC on solana')).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });
});

describe('an answer to "how much?" that turns its number into something else is asked again (sweep of issue 16)', () => {
  const firsts = ['send usdc to bob.eth on base', 'swap usdc to eth on base', 'sell degen on base'];
  const unclear = [
    'all but 10',
    'everything except 10',
    'keep 10',
    '10 or 20',
    '10-20',
    '10/20',
    'between 10 and 20',
    'half of 20',
    '1m, half',
    '50c',
    '25. actually 2.5',
    '25+5',
    '10 pct',
    'over 10',
    'less than 10',
  ];
  it.each(firsts.flatMap((first) => unclear.map((answer) => [first, answer])))('%s → %s', (first, answer) => {
    const reading = onThreadAt(now, first, answer);
    // Asked again, or refused as no usable amount ("half of 20"): never a move, nor a yes away from one.
    if (reading.kind === 'fail') expect(reading.code).toBe('BAD_AMOUNT');
    else expect(reading).toMatchObject({ kind: 'ask', question: /^I could not tell one amount from / });
  });

  it.each([
    ['send usdc to bob.eth on base', '20', { kind: 'exact', value: '20' }],
    ['send usdc to bob.eth on base', 'all of it', { kind: 'fraction', value: 1 }],
    ['swap usdc to eth on base', 'half', { kind: 'fraction', value: 0.5 }],
    ['sell degen on base', 'like 20 bucks', { kind: 'usd', value: '20' }],
    ['sell degen on base', 'twenty', { kind: 'exact', value: '20' }],
  ])('%s → a plain answer still answers', (first, ...rest) => {
    const [answer, amount] = rest as [string, unknown];
    expect(onThreadAt(now, first, answer)).toMatchObject({ kind: 'intent', intent: { amount } });
  });

  it('a bare "1/2" is asked again: half the balance, or half of one token ("send 1/2 eth" is 0.5 ETH)? (sweep 35)', () => {
    expect(onThreadAt(now, 'swap usdc to eth on base', '1/2')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('a share of a quantity said with it', () => {
  it.each([
    ['sell half of an eth on base', '0.5', 'ETH'],
    ['swap half of a eth to usdc on base', '0.5', 'ETH'],
    ['send one and half eth to bob.eth on base', '1.5', 'ETH'],
  ])('%s is that much of one token', (prompt, value, token) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' || reading.kind === 'ask').toBe(true);
    const intent = reading.kind === 'intent' ? reading.intent : reading.kind === 'ask' ? reading.pending : undefined;
    expect(intent).toMatchObject({ amount: { kind: 'exact', value } });
    expect(JSON.stringify(intent)).toContain(token);
  });

  it.each(['sell half of my 2 eth on base', 'sell half my 1k degen on base', 'sell half of my 1m degen on base', 'sell half of half my degen on base'])(
    '%s is asked or refused, never half the balance nor the whole quantity',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
    },
  );
});

describe('more of the sweep: a take profit at a price, an amount with its part "each", a repeat said with more', () => {
  it.each([
    'take profit 100 aero at three on base',
    'take profit 100 aero at three dollars on base',
    'take profit half my aero at 3 on base',
    'take profit 1 eth at 5000 on base',
  ])('%s never sells now', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && reading.intent.kind !== 'automation-create').toBe(false);
    if (reading.kind === 'ask') expect(reading.pending.awaiting).not.toBe('confirm');
  });

  it.each([
    ['send 30 usdc to bob.eth and alice.eth on base (15 each)', '15'],
    ['send 10 usdc to bob.eth and alice.eth on base, 5 each', '5'],
  ])('%s: the part said each, which the whole agrees with', (prompt, each) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: {
        kind: 'transfer-batch',
        transfers: [
          { to: 'bob.eth', amount: each },
          { to: 'alice.eth', amount: each },
        ],
      },
    });
  });

  it('a part that disagrees with the whole is asked', () => {
    expect(read('send 30 usdc to bob.eth and alice.eth on base (10 each)')).toMatchObject({ kind: 'ask', question: /^30 split between 2 is not 10 each\./ });
  });

  // "again, twice" is refused now (sweep 34): a yes to one send answered a count of two.
  it.each(['it failed, try again', 'again?'])('"send 10 usdc to bob.eth on base" → "%s" asks before sending again', (answer) => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth on base', answer)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'confirm' } });
  });

  it.each(['again in usdt', 'again but for degen'])('"send 10 usdc to bob.eth on base" → "%s" never sends the USDC again', (answer) => {
    const reading = onThreadAt(now, 'send 10 usdc to bob.eth on base', answer);
    expect(reading.kind === 'intent' && reading.intent.kind === 'transfer').toBe(false);
  });

  it.each(['again', 'do it again', 'same with 10 more'])('"%s" is a plain repeat', (answer) => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth on base', answer)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer' } });
  });
});

describe('the last of the sweep this session', () => {
  it.each(['send half eth to bob.eth on base', 'swap half eth to usdc on base', 'send quarter eth to bob.eth on base'])(
    '%s: half of one ETH or of the ETH held is never guessed',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT' });
    },
  );

  it.each([
    ['buy half eth with usdc on base', { kind: 'exact', value: '0.5' }],
    ['sell half my eth on base', { kind: 'fraction', value: 0.5 }],
  ])('%s still reads as it did', (prompt, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { amount } });
  });

  it('"yes 5 each" to a batch asked about is no yes to it', () => {
    expect(onThreadAt(now, 'send 10 usdc to bob.eth and alice.eth on base', 'yes 5 each')).toMatchObject({
      kind: 'ask',
      question: /^Please answer yes or no; nothing was sent\./,
    });
  });
});

describe('an answer to "how much … wrap?" is one amount too', () => {
  it.each(['all but 0.01', '0.5 or 1', 'keep 0.01'])('"wrap eth on base" → "%s" is asked again', (answer) => {
    expect(onThreadAt(now, 'wrap eth on base', answer)).toMatchObject({ kind: 'ask', question: /^I could not tell one amount from / });
  });

  it.each([
    ['0.5', { kind: 'exact', value: '0.5' }],
    ['all', { kind: 'fraction', value: 1 }],
  ])('"wrap eth on base" → "%s" wraps it', (answer, amount) => {
    expect(onThreadAt(now, 'wrap eth on base', answer)).toMatchObject({ kind: 'intent', intent: { kind: 'wrap', amount } });
  });
});
