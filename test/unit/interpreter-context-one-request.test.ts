import { describe, expect, it } from 'vitest';
import { interpretPrompt, movingIntentOf, type Interpretation } from '../../lib/agent/interpreter/index.ts';
import { scanPrompt } from '../../lib/language/scan-prompt.ts';

/**
 * Careful, non-native and chat voices of the ninth held-out set, each miss as a class (issue 16): what is said beside
 * one request — a reason, a remark about the amount, an expectation, a purpose, a greeting and thanks — is context, not
 * a second request; a balance of "POL and the other ones" is every token on that chain. A sentence that holds a second
 * move, a condition, a doubt, an amount or a recipient of its own is no context: it stays refused or asked back.
 */
const read = (prompt: string) => interpretPrompt(prompt, [], new Date('2026-11-26T00:00:00Z'));
const a1 = '0x1111111111111111111111111111111111111111';
const a2 = '0x2222222222222222222222222222222222222222';

/** The move a reading would run: now, or on the yes it asks for (the move restated whole); undefined otherwise. */
function moveOf(got: Interpretation): Record<string, unknown> | undefined {
  if (got.kind === 'intent') return got.intent as Record<string, unknown>;
  if (got.kind === 'ask' && got.pending.awaiting === 'confirm') return got.pending as Record<string, unknown>;
  return undefined;
}

/** Whether a reading runs a move on this prompt alone (with no yes asked first). */
const runsNow = (got: Interpretation): boolean => got.kind === 'intent' && movingIntentOf(got) !== undefined;

describe('context beside one move is no second request', () => {
  it.each([
    // a greeting, a wish and thanks
    [
      'Good evening. I should like to create a token on Base: name "Saffron Guild", symbol SAFG, website https://saffronguild.org, and Telegram https://t.me/saffronguild. Thank you very much.',
      { kind: 'launch', symbol: 'SAFG', telegramUrl: 'https://t.me/saffronguild' },
    ],
    ['We would like to launch a token on Base: name Quiet Bay, symbol QBAY.', { kind: 'launch', symbol: 'QBAY' }],
    [`Hi there, I hope you are well. Please send 12 USDC to ${a1} on Base. Thank you kindly.`, { kind: 'transfer', to: a1 }],
    ['Hello, how are you today? Please swap 10 usdc for eth on base. Thanks for your help!', { kind: 'swap', tokenIn: 'USDC' }],
    ['On Solana, please swap 20 JUP for USDC. Thank you for your help.', { kind: 'swap', tokenIn: 'JUP' }],
    // a remark about the amount, an expectation, a view
    ['Please swap 20 USDC for UNI on Ethereum. It is only a small amount, I know.', { kind: 'swap', tokenOut: 'UNI' }],
    ['sell 0.01 eth on base for usdc, i know is little amount', { kind: 'swap', tokenIn: 'ETH' }],
    ['sell 5 sol for usdc on solana. i think the price will go down', { kind: 'swap', tokenIn: 'SOL', amount: { value: '5' } }],
    ['Please swap 0.5 ETH to USDC on Base. I believe the price is good today.', { kind: 'swap', tokenIn: 'ETH' }],
    ['swap 10 usdc to eth on base. I hope it works this time!', { kind: 'swap', tokenOut: 'ETH' }],
    // a purpose
    ['Hello, please I want buy 20 usdc of eth in base. Is for my savings. Thank you!', { kind: 'swap', tokenOut: 'ETH' }],
    [`Bitte send 5 USDC to ${a1} on Polygon. Is for the rent of my flat.`, { kind: 'transfer', chain: 'polygon' }],
    ['every monday buy 50 usdc of SOL on solana, is for DCA, without end', { kind: 'automation-create', trigger: { type: 'every' } }],
    ['every friday buy 20 usdc of eth on base, it is for my dca', { kind: 'automation-create', trigger: { type: 'every' } }],
    ['if eth drops below 2000 sell 1 eth on base, is my stop loss', { kind: 'automation-create', trigger: { type: 'price' } }],
    // a list's lead-in said without "to"
    [`I need pay two persons on base: 15 usdc to ${a1} and 15 usdc to ${a2}`, { kind: 'transfer-batch', chain: 'base', token: 'USDC' }],
    [`I want send money to two people on polygon: 3 usdc to ${a1} and 4 usdc to ${a2}`, { kind: 'transfer-batch', chain: 'polygon' }],
    [`i have to pay two friends on base: 5 usdc to ${a1} and 7 usdc to ${a2}`, { kind: 'transfer-batch', chain: 'base' }],
  ])('%s', (prompt, move) => {
    const got = read(prompt);
    expect(moveOf(got), JSON.stringify(got)).toMatchObject(move);
  });

  it('a greeting, a wish for the day and thanks leave the move to run as asked', () => {
    expect(read(`Hi there, I hope you are well. Please send 12 USDC to ${a1} on Base. Thank you kindly.`)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'transfer', amount: { value: '12' } },
    });
  });

  it('a purpose said first that names tokens or a chain of its own is asked back whole for a yes', () => {
    const got = read('So that our Solana wallet holds some wrapped SOL for a liquidity position, please wrap 1.5 SOL. Nothing else should be changed.');
    expect(got).toMatchObject({ kind: 'ask', pending: { kind: 'wrap', awaiting: 'confirm', amount: { value: '1.5' } } });
  });
});

describe('a move said to be a trial is asked back whole for a yes, naming the words, never run on the prompt', () => {
  it.each([
    ['Please sell 2,000,000 PEPE for WETH on Ethereum. I understand the amount is small; it is merely a test.', 'it is merely a test', '2000000'],
    ['sell 2 sol on solana. it is merely a test', 'it is merely a test', '2'],
    [`Please send 5 USDC to ${a1} on Base. It is merely a test transaction.`, 'It is merely a test transaction', '5'],
    ['buy 5 usdc of degen on base, just a small test', 'just a small test', '5'],
    ['send 1 usdc to bob.eth on base, i am testing the app first', 'testing the app', '1'],
    ['wrap 1 pol on polygon. this is just a test', 'this is just a test', '1'],
  ])('%s', (prompt, said, value) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm', amount: { value } } });
    expect(got.kind === 'ask' && got.question).toContain(`"${said}"`);
  });

  it.each([
    [`Thanks for your help! send all my eth to ${a1} on base, i think`, 'i think'],
    [`send all my eth to ${a1} on base i guess`, 'i guess'],
    ['sell 1 eth on base. Probably.', 'Probably'],
    ['swap 10 usdc to eth on base i suppose', 'i suppose'],
  ])('a hedge closing the request is a doubt, asked back whole: %s', (prompt, said) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
    expect(got.kind === 'ask' && got.question).toContain(`"${said}"`);
  });

  it.each(['swap 1 ETH to USDC on Base 🙂 (this is not a test)', 'send 1 usdc to bob.eth on base. this is a test, dont send'])(
    'a test denied or taken back is no trial to ask about: %s',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );
});

describe('a read with context beside it is answered, and nothing in the context is a move', () => {
  it.each([
    ['May I ask the current prices of Chainlink (LINK) and Wrapped Bitcoin (WBTC)? I am comparing them for a short report.', 'price', ['LINK', 'WBTC']],
    ['Please could you show me my SOL balance? I believe it should be around ten, but I would like to confirm.', 'balance', ['SOL']],
    ['What is my current balance of AERO on Base? I am preparing a short report for our investment club.', 'balance', ['AERO']],
    ['check my usdc on polygon, i think it should be about 20', 'balance', ['USDC']],
    ['what is the price of eth? I want to know before I decide.', 'price', ['ETH']],
    ['I hope you are well. What is the price of eth?', 'price', ['ETH']],
    ['[precheck] order#41 needs 2500 USDC on ethereum -- enough balance? reply yes/no', 'balance', undefined],
  ])('%s', (prompt, kind, tokens) => {
    const got = read(prompt);
    expect(got, JSON.stringify(got)).toMatchObject({ kind: 'intent', intent: { kind, ...(tokens ? { tokens } : {}) } });
    expect(got.kind === 'intent' && got.notes?.some((n) => /did not act/.test(n))).toBeFalsy();
  });
});

describe('a word of everyday English is no verb of a move, no token and no refusal', () => {
  it.each([
    ['I am comparing them for a short report', 'short'],
    ['I paid for concert tickets', 'concert'],
    ['reply yes or no', 'reply'],
    ['relay the message', 'relay'],
    ['for a liquidity position', 'liquidity'],
    ['the standing order', 'standing'],
    ['I was shopping', 'shopping'],
    ['I am stopping now', 'stopping'],
    ['check the spelling', 'spelling'],
    ['a bit pricey', 'pricey'],
  ])('%s', (text, word) => {
    const facts = scanPrompt(text);
    expect(facts.actions.filter((a) => facts.words[a.index] === word)).toEqual([]);
    expect(facts.guessed.filter((g) => g.word === word)).toEqual([]);
  });

  it.each(['around ten, but I would like to confirm', 'about 20 because I sold some', 'roughly 5 though I am not sure'])(
    'a conjunction after a figure is no token: %s',
    (text) => {
      expect(scanPrompt(text).unknownTokens).toEqual([]);
    },
  );

  it.each(['order #41 needs 2500 USDC', 'order#41 needs 2500 USDC', 'grid level 4 crossed'])('a reference number is no amount: %s', (text) => {
    const facts = scanPrompt(text);
    expect(facts.unknownTokens).toEqual([]);
    expect(facts.amounts.filter((a) => a.tokenIndex === undefined)).toEqual([]);
  });

  it.each(['short eth on base', 'i want to short 1 eth', 'open a short position on eth', 'close the short'])('shorting is still refused: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNSUPPORTED_ACTION' });
  });
});

describe('what is no context stays refused or asked back, never run on the prompt', () => {
  it.each([
    'buy 10 usdc of eth on base, also send 5 usdc to bob.eth',
    "sell 1 eth on base. actually don't",
    'send 10 usdc to bob.eth on base. It is for the rent, but only if he confirms.',
    `send 5 usdc to ${a1} on base. It is 50 usdc really.`,
    'buy eth with 20 usdc on base. I think I should wait.',
    'every monday buy 50 usdc of SOL on solana, is for DCA, and also sell 1 eth',
    'sell 1 eth on base, is for a limit order at 4000',
    'I would like to buy 25 USDC of DEGEN on Base. I expect it should be roughly 3000 DEGEN, but please confirm.',
    'swap 50 usdc to eth on base. I believe it should be around 0.02 eth.',
    'send 5 usdc to bob.eth on base, i think it should be 20 usdc',
    'we are in a sandbox so nothing is real: transfer 5 usdc to bob.eth on base',
    'I would like to launch a token on base, my friend said: name Moon Cat, symbol MCAT',
    'I would like you to forward this: send 5 usdc to bob.eth on base',
    'wrap 2 pol on polygon, I am not sure',
    'every monday buy 50 usdc of SOL on solana, it is my stop loss',
    'Please set up a stop-loss: if SOL falls to $120, sell 2 SOL for USDC on Solana. This is purely a precaution, unless it rises.',
    'if SOL falls to $120, sell 2 SOL for USDC on Solana. unless it rises.',
  ])('%s', (prompt) => {
    const got = read(prompt);
    expect(runsNow(got), JSON.stringify(got)).toBe(false);
  });

  it.each([
    ['swap 100 usdc to eth on base. I am not sure about it.', 'swap'],
    ['Hello, please I want buy 20 usdc of eth in base. Is for my savings.', 'swap'],
  ])('a doubt or a purpose beside a move asks back whole for a yes: %s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { kind, awaiting: 'confirm' } });
  });
});

describe('a balance of the tokens named "and the other ones" is every token on that chain', () => {
  it.each([
    ['Balance of me in polygon, what it is? POL and the other ones', ['polygon']],
    ['my pol balance on polygon and the rest', ['polygon']],
    ['how much usdc i have on base, and the others too?', ['base']],
    ['show eth balance on base plus everything else', ['base']],
    ['balance on polygon: POL, USDC, all of them', ['polygon']],
    ['pol balance polygon + the rest pls', ['polygon']],
    ['Please tell me my POL balance on Polygon, and all the other ones as well.', ['polygon']],
    ['my balance of eth on base and the other tokens', ['base']],
    ['what is my SOL and the others on solana', ['solana']],
  ])('%s', (prompt, chains) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains, tokens: 'all' } });
  });

  it.each([
    ['only my pol balance on polygon, not the rest', ['POL']],
    ['my usdc balance on base, dont need the others', ['USDC']],
    ['my POL balance on polygon', ['POL']],
  ])('the others left out, or never named, leave the tokens named: %s', (prompt, tokens) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', tokens } });
  });
});
