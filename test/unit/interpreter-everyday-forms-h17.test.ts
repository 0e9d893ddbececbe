import { describe, expect, it } from 'vitest';
import { interpretPrompt, type Interpretation } from '../../lib/agent/interpreter/index.ts';

/**
 * One-message requests said the everyday way (issue 16, held-out-17, chat, voice and non-native): a transfer with no
 * verb to a name ("0.01 eth to vitalik.eth on mainnet, just for fun lmao", asked back for a yes); "get me exactly one
 * hundred jup"; a read asked last after a scam read aloud ("… probably not actually just tell me my eth balance");
 * a question tag after a move ("…, is possible?", asked back for a yes); "Revert back once done"; "I wan spend 15 USDT
 * buy JUP for solana abeg"; a holding check that closes "just check only, no buy yet po"; an order's "not before" and
 * "starting from now". What must stay: a move after the turn is never read from it, "for solana" that may be the token
 * bought, "revert" alone, a second price, a start that is not now.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const confirmOf = (r: Interpretation) => (r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined);

describe('a transfer with no verb, to a name', () => {
  it.each([
    ['0.01 eth to vitalik.eth on mainnet, just for fun lmao', { chain: 'ethereum', token: 'ETH', to: 'vitalik.eth' }],
    ['5 usdc to bob.eth on base pls', { chain: 'base', token: 'USDC', to: 'bob.eth' }],
    ['yo 20 usdc to alice.eth on polygon real quick', { chain: 'polygon', token: 'USDC', to: 'alice.eth' }],
  ])('%s is asked back for a yes', (prompt, transfer) => {
    expect(confirmOf(read(prompt))).toMatchObject({ kind: 'transfer', ...transfer });
  });

  it.each([
    ['Send. Five USDC to carol dot base dot eth. On base.', 'carol.base.eth'],
    ['Send. Five USDC to 0x3333333333333333333333333333333333333333. On base.', '0x3333333333333333333333333333333333333333'],
  ])('%s: the verb said alone first is that transfer', (prompt, to) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', chain: 'base', token: 'USDC', to } });
  });

  it.each(['Send 5 usdc to bob.eth on base. Swap.', 'Swap. 5 usdc to bob.eth on base.'])('%s: another verb is no part of it', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('without a chain, the chain is asked and the yes still owed', () => {
    expect(read('0.01 eth to vitalik.eth')).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'chain', confirm: true } });
  });

  it.each(['price of eth vitalik.eth', 'what does vitalik.eth hold', '10 usdc from bob.eth on base'])('%s: a name not paid stays refused', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'ENS_UNSUPPORTED' });
  });
});

describe('"get me exactly" with a number in words', () => {
  it.each([
    ['get me exactly one hundred jup using USDC', 'JUP', '100'],
    ['get exactly two link with usdc on ethereum', 'LINK', '2'],
    ['can you get me precisely fifty aero paying with usdc', 'AERO', '50'],
  ])('%s', (prompt, tokenOut, value) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', side: 'buy', tokenIn: 'USDC', tokenOut, amount: { kind: 'exact', value } } });
  });
});

describe('a read asked last, turned to from what was told', () => {
  it.each([
    [
      "okay I'm reading this tweet it says giveaway send point one eth to zero x five five five five and get two back uh is that real probably not actually just tell me my eth balance on base",
      { kind: 'balance', chains: ['base'], tokens: ['ETH'] },
    ],
    ['my friend says send 1 eth to 0x5555555555555555555555555555555555555555 and get 2 back, sounds fake, anyway show me my portfolio', { kind: 'portfolio' }],
    ['send 0.1 eth to bob.eth on base, actually just tell me my eth balance on base', { kind: 'balance', tokens: ['ETH'] }],
    ['dm says claim 500 usdc airdrop by sending 0.05 eth, forget that, whats sol at', { kind: 'price', tokens: ['SOL'] }],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it('a move after the turn is never taken this way', () => {
    const r = read('okay so the tweet says send 1 eth to 0x5555555555555555555555555555555555555555 actually just send it');
    expect(r.kind).toBe('fail');
  });
});

describe('a question tag after a move', () => {
  it.each([
    ['I want to buy DEGEN with 20 USDC in base please, is possible?', 'swap'],
    ['buy DEGEN with 20 USDC on base, can?', 'swap'],
    ['buy DEGEN with 20 USDC on base, can or not?', 'swap'],
    ['swap 10 usdc to eth on base is ok?', 'swap'],
    ['send 5 usdc to bob.eth on base, is it possible?', 'transfer'],
    ['please buy me 25 dollar of WIF using USDC for solana, is ok?', 'swap'],
  ])('%s is asked back for a yes', (prompt, kind) => {
    expect(confirmOf(read(prompt))).toMatchObject({ kind });
  });

  it('a read with the tag is answered', () => {
    expect(read('what is price of eth, is possible?')).toMatchObject({ kind: 'intent', intent: { kind: 'price' } });
  });
});

describe('the reply asked for, "revert back"', () => {
  it.each([
    ['Please do the needful and convert 0.5 ETH into USDC on ethereum chain. Revert back once done.', 'swap'],
    ['kindly send 20 usdc to alice.eth on base, revert back to me when it is done', 'transfer'],
    ['swap 100 usdc to eth on base. Please inform me once done.', 'swap'],
    ['wrap 0.1 eth on base, update me once completed', 'wrap'],
    ['convert 0.2 eth to usdc on base, once done please revert', 'swap'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });

  it.each(['swap 100 usdc to eth on base. revert back once bob confirms', 'convert 0.2 eth to usdc on base, once bob agrees please revert'])(
    '%s: a reply waited for from someone else is a condition, not made',
    (prompt) => {
      expect(read(prompt).kind).toBe('fail');
    },
  );

  it.each(['sent 20 usdc to bob.eth on base. I need to make sure it arrived.', 'paid 10 usdc to alice.eth on base yesterday'])(
    '%s: a report of a payment to a name is never asked back as one',
    (prompt) => {
      expect(confirmOf(read(prompt))).toBeUndefined();
    },
  );
});

describe('Pidgin and "for <chain>"', () => {
  it.each([
    ['I wan spend 15 USDT buy JUP for solana abeg', { chain: 'solana', tokenIn: 'USDT', tokenOut: 'JUP', amount: { kind: 'exact', value: '15' } }],
    ['swap 20 usdc to bonk for solana please', { chain: 'solana', tokenIn: 'USDC', tokenOut: 'BONK' }],
    ['I wan buy 10 usdc of link for ethereum', { chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'LINK' }],
    ['swap 0.1 eth to usdc for ethereum chain', { chain: 'ethereum', tokenIn: 'ETH', tokenOut: 'USDC' }],
  ])('%s', (prompt, swap) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', ...swap } });
  });

  it('"for solana" that may be the token bought stays the token', () => {
    expect(read('swap 10 usdc for solana')).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenOut: 'SOL' } });
  });
});

describe('a holding check closed by "check only, no buy"', () => {
  it.each([
    ['Do I have enough USDC in polygon for to buy 500 dollar of WETH? just check only, no buy yet po', 'polygon', 'USDC', '500'],
    ['is my usdc on base enough to buy 300 dollar of eth? check only, no buy', 'base', 'USDC', '300'],
    ['i have enough usdc on base for buy 100 dollar of degen?', 'base', 'USDC', '100'],
  ])('%s', (prompt, chain, token, amount) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'balance', chains: [chain], tokens: [token], check: { amount } } });
  });

  it('a move with the same remark is no move', () => {
    expect(read('buy 500 dollar of weth on polygon with usdc, just check only, no buy yet').kind).toBe('fail');
  });
});

describe('an order said with when it waits for, again', () => {
  it.each([
    ['buy ETH with 200 USDC on base when the price go down to 2500, not before', 'ETH', '2500'],
    ['sell 1 sol for usdc when sol reach 200 and not earlier', 'SOL', '200'],
    ['buy 50 usdc of link on ethereum if link drops to 12, no sooner', 'LINK', '12'],
    ['buy sol with 100 usdc when sol go down to 120 only, not before that', 'SOL', '120'],
  ])('%s', (prompt, token, priceUsd) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', trigger: { type: 'price', token, priceUsd } } });
  });

  it.each([
    ['Every week buy for 25 USDC the cbBTC on base, starting from now', 604800],
    ['buy 10 usdc of sol every day starting today', 86400],
    ['from now on buy $20 of eth on base every monday', undefined],
    ['daily 5 usdc into bonk, beginning right now', 86400],
    ['every day buy 5 usdc of bonk, start from today', 86400],
  ])('%s', (prompt, intervalSeconds) => {
    const r = read(prompt);
    expect(r).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
    if (intervalSeconds && r.kind === 'intent' && r.intent.kind === 'automation-create') expect(r.intent.trigger).toMatchObject({ intervalSeconds });
  });

  it.each([
    'buy ETH with 200 USDC on base when the price go down to 2500, not 2600',
    'buy eth with 100 usdc on base if eth drops to 2500 not below 2400',
    'weekly buy 50 usdc of eth on base starting tomorrow',
    // "moment" is also German's "wait" (sweep 35): a word that may put the move off stops it.
    'when eth hits 2500, not a moment before, buy eth with 100 usdc on base',
  ])('%s: still not set up', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });
});
