import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { englishWord } from '../../lib/language/lexicon.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';
import { tokenWords } from '../../lib/language/token-registry.ts';

/**
 * Words that are not tokens, amounts said aloud, and one request read as one (issue 16): each class of the fifth
 * end-to-end run's misses, with phrasings of its own.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const evm = '0x1111111111111111111111111111111111111111';
const unknownToken = (prompt: string): string | undefined => {
  const got = read(prompt);
  return got.kind === 'fail' && got.code === 'UNKNOWN_TOKEN' ? got.message : undefined;
};

describe('a word of English where a token may stand is no unknown ticker', () => {
  it.each([
    'We require exactly 1,000 DEGEN on Base for a partner programme. Could you please acquire precisely that amount, paying in USDC?',
    'To reduce our exposure to memecoins, please sell 2,000,000 PEPE on Ethereum for USDC. We simply want to exit part of the position, so the remainder should stay where it is.',
    'exit part of the position',
    'sell roughly half, basically',
    'pay rent',
    '- [ ] check SOL balance\n- [ ] check USDC on solana\n- [x] pay rent\n\ndo the unchecked ones',
    'buy exactly that amount',
    'full port into sol',
    'our monitoring bot logged this:\nWARN 2024-06-01T08:00Z balance fetch failed for wallet on polygon (timeout)\n\ncan u just show me whats on polygon',
  ])('%s', (prompt) => {
    expect(unknownToken(prompt)).toBeUndefined();
  });

  it.each([
    ['buy foo on base', 'FOO'],
    ['buy 20 usdc of moonkitty on base', 'MOONKITTY'],
    ['swap 5 usdc for zzz on base', 'ZZZ'],
    ['buy $PART on base', 'PART'],
  ])('a word that is no English stays an unknown token: %s', (prompt, word) => {
    expect(unknownToken(prompt)).toContain(`"${word}"`);
  });

  it('no listed ticker is ever an English word', () => {
    for (const ticker of ['eth', 'sol', 'uni', 'link', 'aero', 'degen', 'brett', 'toshi', 'bonk', 'jup', 'wif', 'pepe', 'dai', 'pol', 'usdc', 'weth']) {
      expect(tokenWords.has(ticker), ticker).toBe(true);
      expect(englishWord(ticker), ticker).toBe(false);
    }
    expect(englishWord('precisely')).toBe(true);
    expect(englishWord('part')).toBe(true);
  });

  it.each([
    ['buy some link with 10 usdc on ethereum', 'LINK'],
    ['buy 5 uni with usdc on ethereum', 'UNI'],
    ['ape 20 usdc into toshi on base', 'TOSHI'],
    ['buy 100 usdc of pepe on ethereum', 'PEPE'],
  ])('a listed ticker is still read: %s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut } });
  });

  it.each([
    ['1000 degen on base. acquire precisely that amount paying in usdc', 'USDC', 'DEGEN', '1000'],
    ['500 aero on base please. buy exactly that quantity with usdc', 'USDC', 'AERO', '500'],
    [`I have 1000 usdc on base. send exactly that amount to ${evm}`, undefined, 'USDC', '1000'],
  ])('"that amount" after the verb is the amount said before it, asked back for a yes: %s', (prompt, tokenIn, tokenOut, value) => {
    const move = tokenIn ? { kind: 'swap', tokenIn, tokenOut, side: 'buy' } : { kind: 'transfer', token: tokenOut, to: evm };
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...move, awaiting: 'confirm', amount: { kind: 'exact', value } } });
  });
});

describe('a time stamp is a time, never a word or an amount', () => {
  it.each(['2024-06-01T08:00Z', '2024-06-01t08:00:00Z', '2024-06-01T08:00:00.123+02:00'])('%s', (stamp) => {
    const facts = scanPrompt(`WARN ${stamp} balance fetch failed`);
    expect(facts.unknownTokens).toEqual([]);
    expect(facts.amounts).toEqual([]);
    expect(facts.timestamp).toBe(stamp.toUpperCase());
  });

  it.each([`2026-12-01T08:00Z: send 5 usdc to ${evm} on base`, `at 2026-12-01T08:00Z send 5 usdc to ${evm} on base`])(
    'a move stamped with a time is not done now: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_UNSUPPORTED' });
    },
  );
});

describe('a reference number is no amount', () => {
  it.each([
    [`send 250 usdc on base to ${evm} for invoice 4471`, '250'],
    [`send 250 usdc on base to ${evm}, ref 0093`, '250'],
    [`send 40 usdc to ${evm} on base for invoice 0093`, '40'],
    [`send 5 usdc to ${evm} on base, invoice 12 part 3`, '5'],
    [`send 50 usdc to ${evm} on base for 3 nights at the hotel`, '50'],
    [`send 20 usdc to ${evm} on base for 2 pizzas`, '20'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind: 'exact', value } } });
  });

  it.each(['0093', '007'])('a number with leading zeros is no amount: %s', (number) => {
    expect(scanPrompt(`send ${number} usdc to ${evm} on base`).amounts).toEqual([]);
  });
});

describe('one request, however it is worded', () => {
  it.each([
    [
      "I would like to spend roughly forty dollars' worth of USDC on Ethereum to buy some LINK, because I've been meaning to open a small position for a while.",
      { tokenIn: 'USDC', tokenOut: 'LINK', chain: 'ethereum', amount: { kind: 'usd', value: '40' } },
    ],
    ['spend 50 usdc to buy aero on base', { tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '50' } }],
    ['spend 50 usdc on aero on base', { tokenIn: 'USDC', tokenOut: 'AERO', amount: { kind: 'exact', value: '50' } }],
    ['spending 0.1 eth on degen on base', { tokenIn: 'ETH', tokenOut: 'DEGEN', amount: { kind: 'exact', value: '0.1' } }],
  ])('spending is paying, never sending: %s', (prompt, swap) => {
    const got = read(prompt);
    const intent = got.kind === 'intent' ? got.intent : got.kind === 'ask' ? got.pending : undefined;
    expect(intent, JSON.stringify(got)).toMatchObject({ kind: 'swap', ...swap });
  });

  it.each([
    [
      'Please list our balances on every chain, that is Base, Ethereum, Polygon, Unichain and Solana, in a single overview, so that I can attach it to the monthly report.',
      ['base', 'ethereum', 'polygon', 'unichain', 'solana'],
    ],
    ['show my balances on base, polygon and solana in one overview', ['base', 'polygon', 'solana']],
    ['balances on base and ethereum, as an overview', ['base', 'ethereum']],
  ])('an "and" in a list of chains joins names, not requests: %s', (prompt, chains) => {
    const got = read(prompt);
    expect(got.kind, JSON.stringify(got)).toBe('intent');
    expect(got.kind === 'intent' && 'chains' in got.intent ? got.intent.chains : undefined).toEqual(chains);
  });

  it.each([
    `check my eth and send 1 usdc to ${evm} on base`,
    'show my balance on base and solana and the price of eth',
    'swap 1 usdc for eth on base and then send it to alice.eth',
  ])('two real requests are still two: %s', (prompt) => {
    const got = read(prompt);
    expect(got.kind === 'intent' && (got.intent.kind === 'swap' || got.intent.kind === 'transfer'), JSON.stringify(got)).toBe(false);
  });
});

describe('amounts said aloud', () => {
  it.each([
    ['swap twenty five hundred usdc for eth on base', '2500'],
    ['swap a thousand usdc for eth on base', '1000'],
    ['swap fifty usdc for eth on base', '50'],
    ['swap one point five eth for usdc on base', '1.5'],
    ['sell half a eth for usdc on base', '0.5'],
  ])('%s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount: { kind: 'exact', value } } });
  });

  it.each([
    ['swap for hundred you ess dee see for eath on base', '400', 'USDC', 'ETH'],
    ['swap for thousand usdc for eth on base', '4000', 'USDC', 'ETH'],
    ['swap to hundred usdc for eth on base', '200', 'USDC', 'ETH'],
  ])('a misheard "for"/"to" before a hundred is asked back whole: %s', (prompt, value, tokenIn, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', awaiting: 'confirm', tokenIn, tokenOut, amount: { value } } });
  });

  it('"for a hundred" keeps its "a", and is read as said', () => {
    expect(scanPrompt('sell 1 eth for a hundred usdc').guessed).toEqual([]);
  });

  it.each([
    'buy a couple hundred usdc of eth on base',
    'buy a couple hundred bucks of eth on base',
    'ape a few hundred into brett on base',
    'swap a couple hundred usdc for eth on base',
    `send a few hundred usdc to ${evm} on base`,
    'sell several thousand degen on base',
  ])('a vague amount is asked for: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });

  it.each([
    ['swap 100 usdc for salana on solana', 'SOL'],
    ['swap 100 usdc for eath on base', 'ETH'],
  ])('a misheard name is read and asked about: %s', (prompt, tokenOut) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', tokenOut } });
  });
});

describe('reads that name their tokens and their chains', () => {
  it.each([
    ['do i have enuf usdc on solana to ape 500 bucks into wif? not buying yet just checkin', ['solana'], ['USDC']],
    ['got enuf eth on base to buy 100 usdc of degen?', ['base'], ['ETH']],
  ])('a holdings question, however spelled: %s', (prompt, chains, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains, tokens, check: { test: 'at-least' } } });
  });

  it.each([
    ['check my stables: usdc, usdt and dai on base', ['USDC', 'USDT', 'DAI']],
    ['my stablecoins usdc and usdt on base', ['USDC', 'USDT']],
    ['How much usdc do I have across everything?', ['USDC']],
    ['how much eth do i hold over everything', ['ETH']],
  ])('the tokens named are the ones read: %s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens } });
  });

  it.each(['a complete list of my balances on Polygon, including the native POL and any stablecoins', 'show my eth and stables on base'])(
    'every holding, where that is asked: %s',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens: 'all' } });
    },
  );
});

describe('who is paid is no token', () => {
  it.each(['pay mike back', 'mike: bro u still owe me 40 usdc\n\npay mike back', 'send mike 5 on base'])('%s', (prompt) => {
    expect(unknownToken(prompt)).toBeUndefined();
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer' } });
  });

  it.each([
    [`${evm}, 75, USDC`, 'chain'],
    [`${evm} 75 usdc base`, 'confirm'],
    ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin 2 sol', 'confirm'],
  ])('an address beside an amount and a token, with no verb, is asked about as the recipient: %s', (prompt, awaiting) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting } });
  });

  it('an address alone is still looked up', () => {
    expect(read('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toMatchObject({ kind: 'intent', intent: { kind: 'lookup' } });
  });
});

describe('more amounts said aloud', () => {
  it.each([
    ['swap hundred usdc for eth on base', { kind: 'exact', value: '100' }],
    ['swap thousand usdc for eth on base', { kind: 'exact', value: '1000' }],
    ['swap five k usdc for eth on base', { kind: 'exact', value: '5000' }],
    ['swap 5 k usdc for eth on base', { kind: 'exact', value: '5000' }],
    ['swap two point five k usdc for eth on base', { kind: 'exact', value: '2500' }],
    ['swap a grand of usdc for eth on base', { kind: 'usd', value: '1000' }],
    ['buy 5 grand worth of eth on base', { kind: 'usd', value: '5000' }],
    ['swap two grand usdc for eth on base', { kind: 'usd', value: '2000' }],
    ['buy 2000 dollars of eth on base', { kind: 'usd', value: '2000' }],
    ['sell the rest of my degen for usdc on base', { kind: 'fraction', value: 1 }],
    ['swap the remainder of my usdc for eth on base', { kind: 'fraction', value: 1 }],
    ["sell what's left of my wif for usdc on solana", { kind: 'fraction', value: 1 }],
  ])('%s', (prompt, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', amount } });
  });

  it.each([
    ['buy 50 worth of eth on base', '50'],
    ['buy fifty worth of eth on base', '50'],
    ['buy 1.5k worth of eth on base', '1500'],
  ])('a value with no unit is dollars, never the token, and asked back: %s', (prompt, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind: 'swap', tokenOut: 'ETH', awaiting: 'confirm', amount: { kind: 'usd', value } } });
  });

  it.each(['what a grand total', 'ok k thanks'])('"grand" and "k" count only what follows them: %s', (prompt) => {
    expect(scanPrompt(prompt).amounts).toEqual([]);
  });
});

describe('paying back is a transfer', () => {
  it.each([
    ['reimburse 45 USDC on base for the team dinner', 'to'],
    ['repay 20 usdc to 0x1111111111111111111111111111111111111111 on base', undefined],
  ])('%s', (prompt, awaiting) => {
    const got = read(prompt);
    if (awaiting) expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting } });
    else expect(got).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { value: '20' } } });
  });

  it.each(['show my payments', 'show my reimbursements'])('a word like a verb is not corrected into one: %s', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});

describe('a trade said object first', () => {
  it.each([
    ['All my AERO on base I want to sell, give me USDC for it.', 'AERO', 'USDC', 1],
    ['half my degen on base, sell it for eth', 'DEGEN', 'ETH', 0.5],
    ['sell my degen on base, give me eth for it. all of it', 'DEGEN', 'ETH', 1],
  ])('%s', (prompt, tokenIn, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn, tokenOut, amount: { kind: 'fraction', value } } });
  });

  it('"give me" still asks for a read where no trade is named', () => {
    expect(read('give me my balance')).toMatchObject({ kind: 'intent', intent: { kind: 'balance' } });
  });
});
