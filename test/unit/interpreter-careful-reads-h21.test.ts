import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful prose (held-out-21 careful, and held-out-19/20 leftovers, issue 16): a read beside "do not trade / do not
 * claim / no trades" is answered, the "not" being the reader's reassurance; a value question is the holding valued; a
 * lookup's price is the lookup; "a reasonable margin for network fees" is no margin trading. Beside a move, or alone, a
 * "do not" still refuses: nothing moves.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const link = '0x514910771AF9Ca656af840dff83E8264EcF986CA';

describe('a read beside a move said not to be made: answered', () => {
  it.each([
    [
      `Someone shared the following contract address with me and described it as a well-known token on Ethereum: ${link}. Before I trust that description, could you please look up which token this address actually belongs to and what its current price is? I do not intend to trade it.`,
      'lookup',
    ],
    [`A friend sent me ${link} on Ethereum. Could you look up what it is and its price? I will not be buying it.`, 'lookup'],
    [`Please identify the token at ${link} on Ethereum and give me its price. I have no intention of trading it.`, 'lookup'],
    [`look up ${link} on ethereum and tell me its price; do not buy any.`, 'lookup'],
    [
      "I believe I hold a small amount of cbBTC on Base. Could you tell me how much it is worth at current prices? I don't wish to trade it, only to know its value.",
      'portfolio',
    ],
    ['how much is my usdc on base worth? no trades please', 'portfolio'],
    [
      'I am trying to understand whether I have any unclaimed creator fees on Base from tokens launched with this account. Could you please check and tell me the amount, if any? Please do not claim anything at this stage; I only want to know.',
      'fees-check',
    ],
    ["How much have my launches earned in creator fees? Don't collect them yet.", 'fees-check'],
    ['Do not withdraw anything. What creator fees are waiting for me on Base?', 'fees-check'],
    [
      'I am considering a purchase of UNI on Unichain that would cost about 1.5 ETH. Before I commit, I would like you to check whether the ETH I hold on Unichain is sufficient to cover that amount plus a reasonable margin for network fees. Please only check and tell me; do not place the trade.',
      'balance',
    ],
    ['do I have enough ETH on Base for 0.5 ETH plus some margin for gas?', 'balance'],
  ])('%s', (prompt, kind) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind } });
  });
});

describe('a "do not" alone, or margin trading: refused, nothing moves', () => {
  it.each([
    ['do not claim my fees', 'NEGATED'],
    ['Please do not claim my creator fees, just claim the MCAT ones', 'NEGATED'],
    ['buy eth on margin with 100 usdc on base', 'UNSUPPORTED_ACTION'],
    ['open a margin trade on eth', 'UNSUPPORTED_ACTION'],
    ['margin long eth 5x', 'UNSUPPORTED_ACTION'],
    ['buy 20 usdc worth of no on base', 'UNSUPPORTED_ACTION'],
    ['please do not cancel my eth order', 'NEGATED'],
    ["don't stop my weekly sol buy", 'NEGATED'],
  ])('%s', (prompt, code) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code });
  });
  it.each(['no, sell 1 eth on base for usdc', `look up ${link} on ethereum. I do not intend to trade it, just buy 5 usdc worth`])(
    '%s: never made at once',
    (prompt) => {
      const reading = read(prompt);
      expect(reading.kind === 'intent' && movingIntentOf(reading)).toBeFalsy();
    },
  );
});

describe('a value question after a balance: the holding valued', () => {
  it.each([
    "Thank you. And roughly how much would that amount be worth in US dollars at today's price? Again, only the figure, no trades.",
    'Thanks. What would that be worth at the current price? No trading, just the number.',
    'how much is that worth in dollars?',
  ])('%s', (prompt) => {
    expect(onThreadAt(now, 'What is my ETH balance on Base, please?', prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'portfolio', tokens: ['ETH'], chains: ['base'] },
    });
  });
  it.each(['what is that worth in dollars? no, sell it', "what is that worth at today's price? then swap it"])('%s: not read as the value', (prompt) => {
    const reading = onThreadAt(now, 'What is my ETH balance on Base, please?', prompt);
    expect(reading.kind === 'intent' && (reading.intent.kind === 'portfolio' || movingIntentOf(reading))).toBeFalsy();
  });
});
