import { describe, expect, it } from 'vitest';
import { onThreadAt } from '../support/thread-turn.ts';

/**
 * Careful answers to a question for one field (held-out-14, issue 16): the amount said in a sentence ("The amount is 15
 * USDC.") is that amount, not a price; the whole move said again ("On Ethereum, please spend 30 USDC on PEPE.") is the
 * move read on its own words, never the token asked about read as both sides of the trade.
 */
const now = new Date('2026-11-26T12:00:00Z');
const thread = (...prompts: string[]) => onThreadAt(now, ...prompts);
const sendSome = "I'd like to send some USDC to alice.eth on Polygon, please.";
const buySome = "I'd like to buy some PEPE, please.";

describe('the amount said in a sentence answers the question for it', () => {
  it.each(['Thank you for checking. The amount is 15 USDC.', 'The amount is 15 USDC.', 'the sum will be 15 usdc', 'The amount should be 15 USDC, thanks.'])(
    '%s',
    (answer) => {
      expect(thread(sendSome, answer)).toMatchObject({ kind: 'intent', intent: { kind: 'transfer', amount: { kind: 'exact', value: '15' }, to: 'alice.eth' } });
    },
  );
  it('a price said in answer is still no amount', () => {
    expect(thread(sendSome, 'USDC is 1 dollar')).not.toMatchObject({ kind: 'intent' });
  });
  it('a second amount beside the move’s own is asked about', () => {
    expect(thread('Send 10 USDC to alice.eth on Polygon. The amount is 15 USDC.')).toMatchObject({ kind: 'ask', pending: { awaiting: 'amount' } });
  });
});

describe('the whole move said again in answer is read on its own words', () => {
  const pepe = { kind: 'swap', chain: 'ethereum', tokenIn: 'USDC', tokenOut: 'PEPE', amount: { kind: 'exact', value: '30' } };
  it.each(['spend 30 USDC on PEPE on ethereum', 'buy PEPE with 30 USDC on ethereum', 'swap 30 usdc to pepe on ethereum'])('%s', (answer) => {
    expect(thread(buySome, answer)).toMatchObject({ kind: 'intent', intent: pepe });
  });
  it('with words around it, it is asked back whole', () => {
    expect(thread(buySome, 'Apologies for the lack of detail. On Ethereum, please spend 30 USDC on PEPE.')).toMatchObject({
      kind: 'ask',
      pending: { ...pepe, awaiting: 'confirm' },
    });
  });
  it.each(['spend 30 USDC on BONK on solana', 'sell 30 PEPE for USDC on ethereum'])('another move in answer (%s) is not the one asked about', (answer) => {
    expect(thread(buySome, answer)).not.toMatchObject({ kind: 'intent', intent: { tokenOut: 'PEPE' } });
  });
});
