import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string): Interpretation => interpretPrompt(prompt, [], now);
const B = '0x2222222222222222222222222222222222222222';

/** The move a reading makes now, or asks a yes for; undefined for a read, another question or a refusal. */
function moveOf(r: Interpretation): { how: 'now' | 'yes'; move: Record<string, unknown> } | undefined {
  if (r.kind === 'intent' && ['transfer', 'swap', 'transfer-batch'].includes(r.intent.kind)) return { how: 'now', move: r.intent as Record<string, unknown> };
  if (r.kind === 'ask' && r.pending.awaiting === 'confirm') return { how: 'yes', move: r.pending as Record<string, unknown> };
  return undefined;
}

const send = (chain: string, value: string, to: string, token = 'USDC') => ({ kind: 'transfer', chain, token, amount: { kind: 'exact', value }, to });
const swap = (chain: string, tokenIn: string, tokenOut: string, value: string) => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount: { kind: 'exact', value },
  side: 'sell',
});

describe('a voice\'s "two", "too", "sent", "won", "eat" (held-out-31, voice and chat): read as meant, asked back for a yes', () => {
  const heard: [string, Record<string, unknown>, RegExp][] = [
    ['sent five usdc two bob dot eth on polygon', send('polygon', '5', 'bob.eth'), /"sent" as send.*"two" as to/],
    ['send five usdc two bob.eth on polygon', send('polygon', '5', 'bob.eth'), /"two" as to/],
    ['send ten usdc too alice dot eth on base', send('base', '10', 'alice.eth'), /"too" as to/],
    ['send two usdc two bob.eth on base', send('base', '2', 'bob.eth'), /"two" as to/],
    ['send 5 usdc 2 bob.eth on base', send('base', '5', 'bob.eth'), /"2" as to/],
    ['pls send 10 usdc 2 bob.eth on base', send('base', '10', 'bob.eth'), /"2" as to/],
    [`send twenty usdc two ${B} on base`, send('base', '20', B), /"two" as to/],
    ['sent 20 usdc to bob.eth on base', send('base', '20', 'bob.eth'), /"sent" as send/],
    ['ok sent 20 usdc to bob.eth on base', send('base', '20', 'bob.eth'), /"sent" as send/],
    ['send won usdc to bob.eth on base', send('base', '1', 'bob.eth'), /"won" as one/],
    ['swap won eat for usdc on base', swap('base', 'ETH', 'USDC', '1'), /"won" as one and "eat" as eth/],
    ['sell half an eat for usdc on base', swap('base', 'ETH', 'USDC', '0.5'), /"eat" as eth/],
  ];
  it.each(heard)('%s', (prompt, move, said) => {
    const r = read(prompt);
    expect(moveOf(r)).toEqual({ how: 'yes', move: expect.objectContaining(move) });
    expect(r.kind === 'ask' && r.question).toMatch(said);
  });

  // A payment told of, or asked about, is no payment to make; a slip taken back stops.
  const told = [
    'sent 5 usdc to bob.eth yesterday on polygon, did it arrive?',
    'i sent five usdc two bob dot eth on polygon, check it',
    'I already sent 10 usdc to bob.eth on base',
    'sent 10 usdc to bob.eth on base?',
    'sent 20 usdc to bob.eth on base. I need to make sure it arrived.',
    "sent 10 usdc to bob.eth on base, no wait don't",
    'i sent bob.eth 5 usdc last week',
    'send usdc 2 bob.eth on base',
    'swap 5 usdc 2 eth on base',
    'i want to eat 5 usdc',
  ];
  it.each(told)('%s: nothing moved or asked for a yes', (prompt) => {
    expect(moveOf(read(prompt))).toBeUndefined();
  });

  it('"price of eat" is the price of ETH, a read', () => {
    expect(read('price of eat')).toMatchObject({ kind: 'intent', intent: { kind: 'price', tokens: ['ETH'] } });
  });
  it('plain forms still move at once', () => {
    expect(moveOf(read('send 5 usdc to bob.eth on base'))).toEqual({ how: 'now', move: expect.objectContaining(send('base', '5', 'bob.eth')) });
    expect(moveOf(read('send four usdc to bob.eth on base'))).toEqual({ how: 'now', move: expect.objectContaining(send('base', '4', 'bob.eth')) });
  });
});

describe('the holding said first, then "N of them" and the verb (held-out-31, non-native): that many of the holding', () => {
  const objectFirst: [string, Record<string, unknown>][] = [
    ['From my USDT on polygon, 25 of them convert into USDC.', swap('polygon', 'USDT', 'USDC', '25')],
    ['From my USDC on base, 30 of them change to ETH.', swap('base', 'USDC', 'ETH', '30')],
    ['From my ETH on base, 0.01 of it sell for USDC.', swap('base', 'ETH', 'USDC', '0.01')],
    ['My USDC on polygon, 25 of them please convert to USDT.', swap('polygon', 'USDC', 'USDT', '25')],
    ['from my usdt on polygon 25 of them i want convert to usdc', swap('polygon', 'USDT', 'USDC', '25')],
    ['my usdt on polygon, 25 of it swap for usdc', swap('polygon', 'USDT', 'USDC', '25')],
    ['From my UNI on unichain, 5 of them sell for ETH please', swap('unichain', 'UNI', 'ETH', '5')],
  ];
  it.each(objectFirst)('%s', (prompt, move) => {
    expect(moveOf(read(prompt))).toEqual({ how: 'now', move: expect.objectContaining(move) });
  });

  const held = [
    'From my wallet on polygon, 25 of them convert into USDC.',
    'From my USDT on polygon, 25 of them convert.',
    "From my USDT on polygon, 25 of them convert into USDC, no wait, don't.",
    'From my USDT, 25 of them convert into USDC.',
  ];
  it.each(held)('%s: asked or stopped, never made', (prompt) => {
    expect(moveOf(read(prompt))).toBeUndefined();
  });
});

describe('"a sol and a half", "for fifty" (sweep s48, voice): one and a half of the token; "four fifty" or fifty asked', () => {
  const oneAndShare: [string, Record<string, unknown>][] = [
    ['sell a sol and a half for usdc on solana', swap('solana', 'SOL', 'USDC', '1.5')],
    ['sell an eth and a quarter for usdc on base', swap('base', 'ETH', 'USDC', '1.25')],
    ['sell one sol and a half for usdc on solana', swap('solana', 'SOL', 'USDC', '1.5')],
    ['sell two sol and a half for usdc on solana', swap('solana', 'SOL', 'USDC', '2.5')],
    ['send a usdc and a half to bob.eth on base', send('base', '1.5', 'bob.eth')],
  ];
  it.each(oneAndShare)('%s: never half the balance', (prompt, move) => {
    expect(moveOf(read(prompt))).toEqual({ how: 'now', move: expect.objectContaining(move) });
  });

  it.each(['send for fifty usdc to bob.eth on base', 'swap too twenty usdc for eth on base', 'swap for twenty five usdc eth on base'])(
    '%s: refused, saying to write the amount in digits',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'BAD_AMOUNT', message: expect.stringMatching(/"four fifty" is 450/) });
    },
  );
  it.each([
    ['send for 50 usdc to bob.eth on base', send('base', '50', 'bob.eth')],
    ['swap usdc for fifty degen on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '50' } }],
  ] as [string, Record<string, unknown>][])('%s: read as before', (prompt, move) => {
    expect(moveOf(read(prompt))).toEqual({ how: 'now', move: expect.objectContaining(move) });
  });
});

describe('a condition on a price said in words no reader knows, before the move (sweep s48, non-native)', () => {
  it.each([
    ['if sol reach to 200 sell 1 sol for usdc on solana', 'SOL', '200'],
    ['when eth reach to 4000 please sell 0.01 eth to usdc on base', 'ETH', '4000'],
    ['if sol touch to 200 sell 1 sol for usdc on solana', 'SOL', '200'],
  ])('%s: the order, never the sale now', (prompt, token, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, priceUsd } } });
  });
  it.each(['if sol wobbles to 200 sell 1 sol for usdc on solana', 'if sol floats near 200 sell 1 sol for usdc on solana'])(
    '%s: refused, never asked for a yes to sell now',
    (prompt) => {
      expect(moveOf(read(prompt))).toBeUndefined();
    },
  );
  it("a hypothetical of the speaker's own is still asked about", () => {
    expect(read('what if I swap 5 usdc for eth on base')).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm' } });
  });
});

describe('dollars and a holding told first (sweep s48)', () => {
  it('"send ten bucks two bob dot eth" is $10 to bob.eth, its token asked, never $10.02', () => {
    expect(read('send ten bucks two bob dot eth on base')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', amount: { kind: 'usd', value: '10' }, to: 'bob.eth', awaiting: 'token' },
    });
  });
  it.each(['I have 100 USDC on base, 20 of them I want change in ETH', 'i have 5 sol on solana, 2 of them sell for usdc'])(
    '%s: which amount is asked, never the whole holding traded',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'amount' } });
    },
  );
});

describe('chat shapes (sweep s48): "gimme eth for 20 usdc" is a buy', () => {
  it.each(['gimme eth for 20 usdc on base', 'i want eth for 20 usdc on base', 'give me eth with 20 usdc on base'])('%s', (prompt) => {
    expect(moveOf(read(prompt))).toEqual({ how: 'now', move: expect.objectContaining(swap('base', 'USDC', 'ETH', '20')) });
  });
  it.each(['give me bob for 20 usdc', 'i want eth for 20 minutes'])('%s: no move', (prompt) => {
    expect(moveOf(read(prompt))).toBeUndefined();
  });
});
