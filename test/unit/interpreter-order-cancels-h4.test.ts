import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Cancels of the fourth held-out run (issue 16), each as a class: a bot's slash command with its snake_case order
 * kind ("/cancel limit_buy ETH base"), a bare "cancel it" whose order the sentence before names ("… the UNI limit buy I
 * set up earlier. Could you please cancel it?"), and the person's own cancel after words they quote. Which order is
 * never guessed: "cancel it" alone still asks for the id.
 */
const read = (prompt: string) => interpretPrompt(prompt, []);

describe('a cancel names the order it means', () => {
  it.each([
    ['/cancel limit_buy ETH base', { kind: 'limit', side: 'buy', token: 'ETH' }],
    ['/cancel stop_loss SOL', { kind: 'limit', side: 'sell', token: 'SOL' }],
    ['/cancel recurring_buy BONK', { kind: 'recurring', side: 'buy', token: 'BONK' }],
    ['I have changed my mind about the UNI limit buy I set up earlier. Could you please cancel it? Thank you.', { kind: 'limit', side: 'buy', token: 'UNI' }],
    ['My ETH recurring buy is no longer needed. Please cancel it.', { kind: 'recurring', side: 'buy', token: 'ETH' }],
    ['cancel the UNI limit buy I set up earlier', { kind: 'limit', side: 'buy', token: 'UNI' }],
    ["my calendar reminder: 'Review BONK DCA — stop it?'\nyeah, cancel my BONK recurring buy", { kind: 'recurring', side: 'buy', token: 'BONK' }],
    ['partner said "stop buying degen"\nok cancel my daily DEGEN buy', { kind: 'recurring', side: 'buy', token: 'DEGEN', intervalSeconds: 86_400 }],
  ])('%s', (prompt, match) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it.each(['Could you please cancel it?', 'I was thinking about things. Please cancel it.'])('a cancel of no named order asks which: %s', (prompt) => {
    expect(read(prompt)).not.toMatchObject({ kind: 'intent' });
  });
});

describe("an order's end said when it is set up is no cancel", () => {
  it.each([
    'DCA 50 USDC -> cbBTC every Monday on base, no end date',
    'dca 10 usdc into eth every day on base with no end',
    'recurring: every day 08:00 UTC | buy 10 usdc of bonk | solana | end: never',
  ])('%s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create' } });
  });

  it.each(['end my eth dca', 'end the weekly SOL buy'])('"end" as a verb still cancels: %s', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent: { kind: 'automation-cancel' } });
  });
});
