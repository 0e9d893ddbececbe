import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe("the person's own line right under pasted fields or table rows: the pasted move asked back whole (issue 16)", () => {
  it.each([
    [
      'Invoice #2231 from Bob:\n  Amount due: 45 DAI\n  Pay to: bob.eth\npay this on ethereum',
      { kind: 'transfer', token: 'DAI', to: 'bob.eth', chain: 'ethereum' },
    ],
    ['bill from carol\nAmount: 12 USDC\nSend to: carol.eth\npay it on base', { kind: 'transfer', token: 'USDC', to: 'carol.eth', chain: 'base' }],
    [`Payout request\nRecipient: ${A}\nAmount: 30 USDC\nNetwork: base\nprocess that`, { kind: 'transfer', token: 'USDC', to: A, chain: 'base' }],
    [
      "here's the trade row from my spreadsheet:\n| sell | 0.25 | ETH | for USDC | unichain |\nexecute it",
      { kind: 'swap', tokenIn: 'ETH', tokenOut: 'USDC', chain: 'unichain' },
    ],
    ['from my sheet:\n| swap | 10 | USDC | to DEGEN | base |\nrun that row', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', chain: 'base' }],
    [`my ledger's receive addr: ${SOL}\nmove 500 USDC there (solana obviously)`, { kind: 'transfer', token: 'USDC', to: SOL, chain: 'solana' }],
    [`phantom receive addr: ${SOL}\nsend 2 sol there (solana ofc)`, { kind: 'transfer', token: 'SOL', to: SOL, chain: 'solana' }],
  ])('%s', (prompt, pending) => {
    expect(read(prompt)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    // The person's own line says no move: nothing is asked back as one.
    'Invoice #2231 from Bob:\n  Amount due: 45 DAI\n  Pay to: bob.eth\nlooks like spam to me',
    // Two requests of the person's own are still refused, never run.
    'send 5 usdc to bob.eth on base\npay this on ethereum',
    // A line under a move of the person's own that takes it back is read, never dropped.
    'sell 0.25 ETH for USDC on unichain\nno thanks',
    'send 5 usdc to bob.eth on base\nno wait',
  ])('%s: never moves', (prompt) => {
    const result = read(prompt);
    expect(result.kind === 'intent' && movingIntentOf(result) !== undefined, JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask' && movingIntentOf(result)) expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  });
});
