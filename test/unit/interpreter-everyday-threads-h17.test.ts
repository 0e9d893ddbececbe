import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Conversations said the everyday way (issue 16, held-out-17): a greeting first ("gm ☕", "hey Purser") and the request
 * on the next turn; a chain answered with "sorry I forget to say it" (no cancel); a launch's fields answered with who
 * earns its fees (no fee question); a stop loss's trade answered with a count of the token it is on ("sell 2 if it goes
 * under 130"); an amount answered "75 USDC only, not more". What must stay: "forget it" cancels, a greeting with a
 * request in it is that request, a bound with a number of its own is asked about.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);

describe('a greeting first', () => {
  it.each([
    'gm ☕',
    'hey Purser',
    'hi there, how are you?',
    'yo purser you there?',
    'good morning 🙏',
    'gm gm fren',
    'hey! quick question',
    'hi, I need help',
    'hola amigo',
    'assalamualaikum',
  ])('%s is answered, not refused', (hello) => {
    const r = interpretPrompt(hello, [], now);
    expect(r.kind).toBe('ask');
    expect(r.kind === 'ask' && r.question).toMatch(/^Hi! What can I do for you\?/);
  });

  it.each([
    ['gm ☕', 'how much link do i have', { kind: 'balance', tokens: ['LINK'] }],
    ['hey Purser', "what's uh what's my wrapped eth balance on base", { kind: 'balance', chains: ['base'], tokens: ['WETH'] }],
    ['hello', 'price of sol?', { kind: 'price', tokens: ['SOL'] }],
    ['yo', 'swap 10 usdc for degen on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', chain: 'base' }],
  ])('%s → %s: the request read as said first', (hello, request, intent) => {
    expect(thread(hello, request)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    ['gm', 'yes'],
    ['hey Purser', 'base'],
  ])('%s → %s: nothing to say yes to, no chain to fill', (hello, next) => {
    expect(thread(hello, next).kind).toBe('fail');
  });

  it('a greeting with a request in it is that request', () => {
    expect(interpretPrompt('hi send 5 usdc to bob.eth', [], now)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer', awaiting: 'chain' } });
    expect(interpretPrompt('hello 5', [], now).kind).toBe('fail');
  });

  it('a greeting after a question on the thread is no new conversation', () => {
    const r = thread('swap 10 usdc for eth', 'hi');
    expect(r.kind === 'ask' ? r.question : '').not.toMatch(/^Hi!/);
  });
});

describe('"forget" that tells what was left out', () => {
  const swap = { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '100' } };
  it.each(['in base network, sorry I forget to say it', 'sorry i forget, base', 'base. sorry i forget to tell', 'i forget to say, on base sorry'])(
    '%s answers the chain',
    (answer) => {
      expect(thread('I need to buy ETH using 100 USDC', answer)).toMatchObject({ kind: 'intent', intent: swap });
    },
  );

  it.each(['forget it', 'sorry forget it', 'nah forget about it', 'forget it, base'])('%s cancels', (answer) => {
    expect(thread('I need to buy ETH using 100 USDC', answer)).toMatchObject({ kind: 'fail', code: 'CANCELLED' });
  });
});

describe("a launch's fields answered with who earns its fees", () => {
  const start = 'I want create my own coin on base';
  it.each([
    [
      'Name is Sari-Sari Coin, ticker SARI, description: for the small store owners in Philippines. The fees go to my own wallet po',
      { name: 'Sari-Sari Coin', symbol: 'SARI' },
    ],
    ['name: Kopi Coin, symbol KOPI. fees to me', { name: 'Kopi Coin', symbol: 'KOPI' }],
    ['ticker BAKSO, name Bakso Token, i keep the fees', { name: 'Bakso Token', symbol: 'BAKSO' }],
    ['Sari-Sari Coin $SARI, fees go to my own wallet po', { name: 'Sari-Sari Coin', symbol: 'SARI' }],
    ['call it Pisang Coin, ticker PSNG, the fees go to my wallet', { name: 'Pisang Coin', symbol: 'PSNG' }],
  ])('%s', (answer, fields) => {
    expect(thread(start, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'launch', chain: 'base', ...fields } });
  });

  it('fees said to go to someone else: the launch asked back for a yes', () => {
    expect(thread(start, 'the name is Moon Cat and ticker MCAT, creator fees to bob.eth')).toMatchObject({
      kind: 'ask',
      pending: { kind: 'launch', name: 'Moon Cat', symbol: 'MCAT', feeRecipientName: 'bob.eth', awaiting: 'confirm' },
    });
  });

  it.each(['how much fees did i earn', 'how much fees go to my wallet'])('%s: a question about fees is still that question', (answer) => {
    expect(thread(start, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'fees-check' } });
  });
});

describe("a stop loss's trade answered with a count of its token", () => {
  const below = (priceUsd: string) => ({ type: 'price', direction: 'below', priceUsd });
  it.each([
    ['i wanna set a stop loss on my sol', 'sell 2 if it goes under 130', { tokenIn: 'SOL', amount: { kind: 'exact', value: '2' } }, '130'],
    ['i wanna set a stop loss on my sol', 'sell half if it goes under 130', { tokenIn: 'SOL', amount: { kind: 'fraction', value: 0.5 } }, '130'],
    ['i wanna set a stop loss on my sol', 'sell 50% if it goes under 130', { tokenIn: 'SOL', amount: { kind: 'fraction', value: 0.5 } }, '130'],
  ])('%s → %s', (first, answer, action, price) => {
    expect(thread(first, answer)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { kind: 'swap', chain: 'solana', tokenOut: 'USDC', ...action }, trigger: below(price) },
    });
  });

  it.each([
    ['put a stop loss on my eth', 'sell 1 if it drops below 2500', 'sell 1 ETH'],
    ['set a stop loss on my uni', 'sell five if it goes under 8', 'sell 5 UNI'],
  ])('%s → %s: its chain asked, nothing set up', (first, answer, trade) => {
    expect(thread(first, answer)).toMatchObject({ kind: 'ask', pending: { kind: 'automation-create', awaiting: 'chain', order: { trade } } });
  });

  it('a count with no price keeps asking for the price', () => {
    expect(thread('i wanna set a stop loss on my sol', 'sell 2')).toMatchObject({ kind: 'ask', pending: { order: { trade: 'sell 2 SOL', needs: 'price' } } });
  });
});

describe('an amount answered with "not more"', () => {
  const start = 'can you change my USDC to SOL';
  it.each(['exactly 75 usdc, not less not more', '75 and nothing more than that'])('%s', (answer) => {
    expect(thread(start, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'swap', tokenIn: 'USDC', amount: { kind: 'exact', value: '75' } } });
  });

  it('make it 75 USDC only, not more: the swap of 75, asked back for a yes at most', () => {
    const r = thread(start, 'make it 75 USDC only, not more');
    const swap = r.kind === 'intent' ? r.intent : r.kind === 'ask' && r.pending.awaiting === 'confirm' ? r.pending : undefined;
    expect(swap).toMatchObject({ kind: 'swap', amount: { kind: 'exact', value: '75' } });
  });

  it.each(['75 usdc or more', 'not more than 75 usdc', '75 usdc not more than 80'])('%s is no one amount', (answer) => {
    expect(thread(start, answer).kind).not.toBe('intent');
  });
});
