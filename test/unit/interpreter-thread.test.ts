import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation, type ThreadTurn } from '../../lib/agent/interpreter/index.ts';
import { asStored } from '../support/thread-turn.ts';

const A = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** Runs the prompts as one thread; returns the last interpretation. */
function converse(...prompts: string[]): Interpretation {
  const thread: ThreadTurn[] = [];
  let last: Interpretation | undefined;
  for (const prompt of prompts) {
    last = interpretPrompt(prompt, thread);
    thread.push({ prompt, interpretation: asStored(last), status: last.kind === 'intent' ? 'completed' : last.kind === 'ask' ? 'completed' : 'failed' });
  }
  return last!;
}

const intent = (value: unknown) => ({ kind: 'intent', intent: value });
const usdcToA = (chain: string, value = '5') => ({ kind: 'transfer', chain, token: 'USDC', amount: { kind: 'exact', value }, to: A });
const swapBase = { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '5' }, side: 'sell', slippageBps: 100 };

const threads: [string, string[], unknown][] = [
  ['answers the chain', [`send 5 usdc to ${A}`, 'base'], intent(usdcToA('base'))],
  ['answers "on polygon"', [`send 5 usdc to ${A}`, 'on polygon'], intent(usdcToA('polygon'))],
  ['answers "polygon pls"', [`send 5 usdc to ${A}`, 'polygon pls'], intent(usdcToA('polygon'))],
  ['answers "eth mainnet"', [`send 5 usdc to ${A}`, 'eth mainnet'], intent(usdcToA('ethereum'))],
  ['answers the recipient', ['send 5 usdc on base', A], intent(usdcToA('base'))],
  ['answers the recipient with "to …"', ['send 5 usdc on base', `to ${A}`], intent(usdcToA('base'))],
  ['answers the amount', [`send usdc to ${A} on base`, '5'], intent(usdcToA('base'))],
  ['answers the amount with a token', [`send usdc to ${A} on base`, '5 usdc'], intent(usdcToA('base'))],
  ['answers the token', [`send $20 to ${A} on base`, 'usdc'], intent({ ...usdcToA('base'), amount: { kind: 'usd', value: '20' } })],
  ['answers two questions in turn', ['send 5 usdc', A, 'base'], intent(usdcToA('base'))],
  ['answers the swap amount', ['swap usdc for eth on base', '5 usdc'], intent(swapBase)],
  ['answers the swap amount as a number', ['swap usdc for eth on base', '5'], intent(swapBase)],
  ['answers the swap chain', ['swap 5 usdc for eth', 'on base'], intent(swapBase)],
  [
    'answers the output token',
    ['buy with 5 usdc on base', 'degen'],
    intent({ kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '5' }, side: 'sell', slippageBps: 100 }),
  ],
  [
    'answers the chain, then pays with USDC for ETH',
    ['buy $20 of eth', 'unichain'],
    {
      ...intent({ kind: 'swap', chain: 'unichain', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'usd', value: '20' }, side: 'sell', slippageBps: 100 }),
      notes: [expect.stringMatching(/Paying with USDC/)],
    },
  ],
  [
    'answers what to spend',
    ['buy degen', '$20'],
    {
      ...intent({ kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '20' }, side: 'sell', slippageBps: 100 }),
      notes: expect.any(Array),
    },
  ],
  ['answers the slippage too', ['swap 5 usdc for eth', 'base, slippage 0.5%'], intent({ ...swapBase, slippageBps: 50 })],
  [
    'confirms a stand-in token',
    ['swap 1 eth for usdc on polygon', 'yes'],
    intent({ kind: 'swap', chain: 'polygon', tokenIn: 'WETH', tokenOut: 'USDC', amount: { kind: 'exact', value: '1' }, side: 'sell', slippageBps: 100 }),
  ],
  ['confirms with "confirm"', [`5 usdc to ${A} on base`, 'confirm'], intent(usdcToA('base'))],
  ['confirms with "yep do it"', [`5 usdc to ${A} on base`, 'yep do it'], intent(usdcToA('base'))],
  [
    'answers a Solana recipient',
    ['send 1 sol', SOL],
    intent({ kind: 'transfer', chain: 'solana', token: 'SOL', amount: { kind: 'exact', value: '1' }, to: SOL }),
  ],
  ['repeats a read on another chain', ['whats my usdc balance on base', 'and on polygon?'], intent({ kind: 'balance', chains: ['polygon'], tokens: ['USDC'] })],
  [
    'repeats a read with "what about"',
    ['whats my usdc balance on base', 'what about unichain'],
    intent({ kind: 'balance', chains: ['unichain'], tokens: ['USDC'] }),
  ],
  ['repeats a balance for a new token', ['whats my usdc balance on base', 'and degen?'], intent({ kind: 'balance', chains: ['base'], tokens: ['DEGEN'] })],
  ['repeats a price for a new token', ['price of eth', 'what about sol?'], intent({ kind: 'price', tokens: ['SOL'] })],
  ['repeats a price on a chain', ['price of usdc', 'and on polygon?'], intent({ kind: 'price', tokens: ['USDC'], chain: 'polygon' })],
  ['repeats trending on another chain', ['trending on base', 'and solana?'], intent({ kind: 'trending', chains: ['solana'] })],
  ['repeats an all-balances read', ['balances on base', 'and on sol'], intent({ kind: 'balance', chains: ['solana'], tokens: 'all' })],
  ['does the same with 10 more', [`send 5 usdc to ${A} on base`, 'do the same with 10 more'], intent(usdcToA('base', '10'))],
  [
    'does the same swap with 10 more',
    ['swap 5 usdc for eth on base', 'same again with 10 more'],
    intent({ ...swapBase, amount: { kind: 'exact', value: '10' } }),
  ],
  [
    'keeps dollars for "10 more"',
    [`send $20 of usdc to ${A} on base`, 'do the same with 10 more'],
    intent({ ...usdcToA('base'), amount: { kind: 'usd', value: '10' } }),
  ],
  [
    'keeps an exact-out buy',
    ['buy 100 degen with usdc on base', 'same again with 10 more'],
    intent({ kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '10' }, side: 'buy', slippageBps: 100 }),
  ],
  ['does it again', [`send 5 usdc to ${A} on base`, 'do it again'], intent(usdcToA('base'))],
  ['a new request is not an answer', [`send 5 usdc to ${A}`, 'what is the price of eth'], intent({ kind: 'price', tokens: ['ETH'] })],
  [
    'a new move replaces the question',
    [`send 5 usdc to ${A}`, `send 1 eth to ${A} on base`],
    intent({ kind: 'transfer', chain: 'base', token: 'ETH', amount: { kind: 'exact', value: '1' }, to: A }),
  ],
];

const others: [string, string[], Record<string, unknown>][] = [
  // An answer whose amount does not fit the question is asked again, never moved as something else.
  [
    'asks again when the amount is of a token the trade does not involve',
    ['swap eth for degen on base', '20 usdc'],
    {
      kind: 'ask',
      question: expect.stringMatching(/^20 USDC is not an amount of ETH or DEGEN, so it does not fit this trade; nothing was done\. How much ETH/),
    },
  ],
  [
    '...and takes the amount when asked again',
    ['swap eth for degen on base', '20 usdc', '0.1 eth'],
    { kind: 'intent', intent: { kind: 'swap', chain: 'base', tokenIn: 'ETH', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '0.1' }, side: 'sell' } },
  ],
  [
    'asks again for a bare number when the question did not say of which token',
    ['buy degen on base', '20'],
    { kind: 'ask', question: expect.stringMatching(/^Is 20 in dollars or in DEGEN\? Say "\$20" or "20 DEGEN"; nothing was done\./) },
  ],
  [
    '...and buys DEGEN when told',
    ['buy degen on base', '20', '20 degen'],
    { kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' }, side: 'buy' } },
  ],
  [
    'pays with the token an answer names for a one-sided buy',
    ['buy degen on base', '20 usdc'],
    { kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '20' }, side: 'sell' } },
  ],
  [
    'asks again when a sell is answered with another token',
    ['sell my degen on base', '20 usdc'],
    { kind: 'ask', question: expect.stringMatching(/^20 USDC is not an amount of DEGEN, so it does not fit this trade/) },
  ],
  [
    'asks again for a share of the token bought',
    ['swap eth for degen on base', 'half my degen'],
    { kind: 'ask', question: expect.stringMatching(/^A share is of the token you trade away, not of DEGEN/) },
  ],
  [
    'takes "$20 of degen" as dollars to spend on DEGEN',
    ['buy degen on base', '$20 of degen'],
    { kind: 'intent', intent: { kind: 'swap', tokenIn: 'ETH', tokenOut: 'DEGEN', amount: { kind: 'usd', value: '20' }, side: 'sell' } },
  ],
  [
    'asks again for dollars of a token the trade does not involve',
    ['swap eth for degen on base', '$20 of usdc'],
    { kind: 'ask', question: expect.stringMatching(/^An amount of USDC is not an amount of ETH or DEGEN/) },
  ],
  [
    'asks again when a transfer is answered with another token',
    [`send degen to ${A} on base`, '20 usdc'],
    { kind: 'ask', question: expect.stringMatching(/^20 USDC is not an amount of DEGEN, the token of this transfer; nothing was done\./) },
  ],
  ['cancels with "no"', ['swap 1 eth for usdc on polygon', 'no'], { kind: 'fail', code: 'CANCELLED', message: 'Cancelled; nothing was done.' }],
  ['cancels with "cancel"', [`send 5 usdc to ${A}`, 'cancel'], { kind: 'fail', code: 'CANCELLED' }],
  ['cancels with "nah never mind"', [`send 5 usdc to ${A}`, 'nah never mind'], { kind: 'fail', code: 'CANCELLED' }],
  ['"yes" to an open question asks it again', [`send 5 usdc to ${A}`, 'yes'], { kind: 'ask', pending: { awaiting: 'chain' } }],
  ['an unsupported chain answer fails', [`send 5 usdc to ${A}`, 'avalanche'], { kind: 'fail', code: 'UNSUPPORTED_CHAIN' }],
  ['an ENS name answers the recipient', ['send 5 usdc on base', 'vitalik.eth'], { kind: 'intent', intent: { kind: 'transfer', to: 'vitalik.eth' } }],
  ['a bad checksum answer fails', ['send 5 usdc on base', '0x833589fcD6eDb6E08f4c7C32D4f71b54bdA02913'], { kind: 'fail', code: 'BAD_CHECKSUM' }],
  ['a Solana recipient on an EVM chain fails', ['send 5 usdc on base', SOL], { kind: 'fail', code: 'WRONG_ADDRESS_TYPE' }],
  ['a chain without the token fails', ['swap 5 usdc for degen', 'polygon'], { kind: 'fail', code: 'TOKEN_NOT_ON_CHAIN' }],
  ['answering polygon for ETH asks about WETH', [`send 1 eth to ${A}`, 'polygon'], { kind: 'ask', pending: { token: 'WETH', awaiting: 'confirm' } }],
  [
    'a move on another chain is confirmed first',
    [`send 5 usdc to ${A} on base`, 'and on polygon?'],
    { kind: 'ask', pending: { chain: 'polygon', awaiting: 'confirm' } },
  ],
  ['...and then runs', [`send 5 usdc to ${A} on base`, 'and on polygon?', 'yes'], { kind: 'intent', intent: usdcToA('polygon') }],
  ['"yes" with nothing pending is not a move', ['price of eth', 'yes'], { kind: 'fail', code: 'UNRECOGNIZED' }],
  ['"do the same" with no earlier move does not move', ['do the same with 10 more'], { kind: 'fail' }],
];

describe('interpretPrompt: threads', () => {
  it.each(threads)('%s', (_name, prompts, expected) => {
    expect(converse(...prompts)).toEqual(expected);
  });
  it.each(others)('%s', (_name, prompts, expected) => {
    expect(converse(...prompts)).toMatchObject(expected);
  });
});

/**
 * A yes / no question is answered by yes: a move said as a question ("how do I…?"), with a rough amount or without
 * a verb, or asked about after a typo or a stand-in, never runs on an answer that only fills or changes it. Found
 * from outside: "how do I swap 5 usdc to eth?" → "base" swapped, and "how do I send 0.001 eth to 0x…?" → "base" sent.
 */
describe('a move owed a yes', () => {
  const owed: [string, string[]][] = [
    ['a how-to swap, then its chain', ['how do I swap 5 usdc to eth?', 'base']],
    ['a how-to swap, then "on base"', ['how do I swap 5 usdc to eth?', 'on base']],
    ['a how-to transfer without a chain, then its chain', [`how do I send 5 usdc to ${A}?`, 'base']],
    ['a how-to transfer with its chain, then the chain again', [`how do I send 5 usdc to ${A} on base?`, 'base']],
    ['a how-to transfer, then another amount', [`how do I send 5 usdc to ${A} on base?`, '6 usdc']],
    ['a what-if sale, then its chain', ['what if I sold all my eth', 'base']],
    ['a should-I buy, then its chain', ['should I buy $20 of degen', 'base']],
    ['a transfer without a verb, then its chain', [`5 usdc ${A}`, 'polygon']],
    ['a rough transfer without a chain, then its chain', [`send about 5 usdc to ${A}`, 'base']],
    ['a rough transfer without a chain, then its chain and an amount', [`send roughly 5 usdc to ${A}`, '5 usdc on base']],
    ['a typo chain, then the chain spelt out', [`send 5 usdc to ${A} on bsae`, 'base']],
    ['a how-to transfer, its chain, then a recipient', [`how do I send 5 usdc?`, 'base', A]],
  ];

  it.each(owed)('%s: asks yes / no, saying the whole move, and moves nothing', (_name, prompts) => {
    const last = converse(...prompts);
    expect(last.kind).not.toBe('intent');
    if (last.kind === 'ask' && 'chain' in last.pending && last.pending.chain !== undefined && 'amount' in last.pending && last.pending.amount !== undefined) {
      expect(last.pending.awaiting).toBe('confirm');
      expect(last.question).toMatch(/\(yes \/ no\)$/);
      expect(last.question).toContain(last.pending.kind === 'transfer' ? A : 'for');
    }
  });

  it.each(owed)('%s: then "yes" runs exactly that move', (_name, prompts) => {
    const asked = converse(...prompts);
    if (asked.kind !== 'ask' || asked.pending.awaiting !== 'confirm') return expect(asked.kind).not.toBe('intent');
    const ran = converse(...prompts, 'yes');
    expect(ran).toMatchObject({ kind: 'intent', intent: { kind: asked.pending.kind, chain: 'chain' in asked.pending ? asked.pending.chain : undefined } });
  });

  it('a plain move that asked only for its chain still runs on the chain alone (nothing was said as a question)', () => {
    expect(converse(`send 5 usdc to ${A}`, 'base')).toEqual(intent(usdcToA('base')));
  });
});

/**
 * The same rule for a trade of a launched token, whose reading the runtime turns from a refusal carrying it into
 * the question or intent once the token is found (as here): an amount given to a yes / no question, or to a
 * question-shaped trade's question for its amount, is asked about again. Found reading this change: "should I buy
 * $20 of $MCAT on base?" then "$30" bought $30 of MCAT.
 */
describe('a launched-token trade owed a yes', () => {
  const asFound = (it: Interpretation): Interpretation =>
    it.kind === 'fail' && it.candidate ? ('intent' in it.candidate ? { kind: 'intent', ...it.candidate } : { kind: 'ask', ...it.candidate }) : it;
  function converseFound(...prompts: string[]): Interpretation {
    const thread: ThreadTurn[] = [];
    let last: Interpretation | undefined;
    for (const prompt of prompts) {
      last = asFound(interpretPrompt(prompt, thread));
      thread.push({ prompt, interpretation: asStored(last), status: last.kind === 'fail' ? 'failed' : 'completed' });
    }
    return last!;
  }

  it.each([
    ['a should-I buy, then another amount', ['should I buy $20 of $MCAT on base?', '$30'], 'Do you want me to swap $30 of ETH for MCAT on Base? (yes / no)'],
    ['a should-I buy without an amount, then one', ['should I buy $MCAT on base?', '$30'], 'Do you want me to swap $30 of ETH for MCAT on Base? (yes / no)'],
    [
      'a how-to sale, then another amount',
      ['how do I sell 100 $MCAT for eth on base?', '200 mcat'],
      'Do you want me to swap 200 MCAT for ETH on Base? (yes / no)',
    ],
  ])('%s: asks yes / no, saying the whole trade; "yes" then runs it', (_name, prompts, question) => {
    expect(converseFound(...prompts)).toMatchObject({ kind: 'ask', question, pending: { awaiting: 'confirm', launched: 'MCAT' } });
    expect(converseFound(...prompts, 'yes')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', chain: 'base' } });
  });

  it('a plain buy that asked only for its amount still runs on the amount alone', () => {
    expect(converseFound('buy $MCAT on base', '$30')).toMatchObject({
      kind: 'intent',
      intent: { kind: 'swap', tokenOut: 'MCAT', amount: { kind: 'usd', value: '30' } },
    });
  });
});
