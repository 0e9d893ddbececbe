import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// "stop loss: sell 20 WIF on solana if it drops to 1.5" was refused as an unknown field "loss" (the eighth held-out
// set's setup): the kind of order said as a label before a sentence is no field, and the sentence is read as prose.
describe('an order kind said as a label before its sentence', () => {
  it.each([
    ['stop loss: sell 20 WIF on solana if it drops to 1.5', 'WIF', 'below'],
    ['take profit: sell 100000 pepe on ethereum if it rises to 0.00002', 'PEPE', 'above'],
    ['limit order: buy 1 eth with usdc on base if eth drops to 2500', 'USDC', 'below'],
    ['Stop-loss: sell 0.5 eth on base if eth falls below 2000', 'ETH', 'below'],
  ])('%s', (prompt, tokenIn, direction) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({
      kind: 'intent',
      intent: { kind: 'automation-create', action: { tokenIn }, trigger: { type: 'price', direction } },
    });
  });

  it("a label with fields after it stays the fields reader's, which refuses what it does not read", () => {
    expect(interpretPrompt('stop loss: 20 WIF', [])).toMatchObject({ kind: 'fail' });
  });
});
