import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

// "make limit buy of 200 usdc for eth on base if eth go to 2000" set up an order to buy 200 USDC with ETH (the ninth
// held-out set; the writer meant 200 USDC spent on ETH). A buy said as a noun, "a buy of N X for Y", reads both ways.
describe('"a buy of N X for Y" is never guessed', () => {
  it.each([
    'make limit buy of 200 usdc for eth on base if eth go to 2000',
    'buy of 200 usdc for eth on base if eth go to 2000',
    'buy of 200 usdc for eth on base',
    'make buy of 50 usdt for sol on solana',
  ])('%s', (prompt) => {
    expect(interpretPrompt(prompt, [])).toMatchObject({ kind: 'fail', code: 'SWAP_DIRECTION_UNCLEAR' });
  });

  it.each([
    ['every monday make a buy of 50 usdc of eth on base', 'USDC', 'ETH'],
    ['buy eth for 200 usdc on base', 'USDC', 'ETH'],
    ['buy 100 degen for usdc on base', 'USDC', 'DEGEN'],
  ])('%s: read as said', (prompt, tokenIn, tokenOut) => {
    const r = interpretPrompt(prompt, []);
    const action = r.kind === 'intent' ? (r.intent.kind === 'automation-create' ? r.intent.action : r.intent) : undefined;
    expect(action, JSON.stringify(r)).toMatchObject({ tokenIn, tokenOut });
  });
});
