import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';
import { movingIntentOf } from '../../lib/agent/interpreter/intent.ts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const sell = (tokenIn: string, tokenOut: string, value: string) => ({ kind: 'swap', tokenIn, tokenOut, side: 'sell', amount: { value } });
const buy = (tokenOut: string, tokenIn: string, value: string) => ({ kind: 'swap', tokenIn, tokenOut, side: 'buy', amount: { value } });

describe("a pasted table's cells are read by their header's column, never by the cell beside them (issue 16)", () => {
  it.each([
    // The sixth held-out set's wrong move: the amount is the token column's, "For" is what is received.
    ['Date | Action | Token | Amt | For | Chain\n06/12 | SELL | UNI | 4 | USDC | unichain\n\nexecute this row', sell('UNI', 'USDC', '4')],
    ['Date\tAction\tToken\tAmt\tFor\tChain\n06/12\tBUY\tUNI\t4\tUSDC\tunichain\n\nexecute this row', buy('UNI', 'USDC', '4')],
    // Other column orders, separators and header names.
    ['chain,amount,token,side,quote\nbase,0.5,ETH,sell,USDC\n\ndo this one', sell('ETH', 'USDC', '0.5')],
    ['| Side | Coin | Qty | Quote |\n|---|---|---|---|\n| sell | ETH | 0.5 | USDC |\n\nnetwork base, go ahead with that trade', sell('ETH', 'USDC', '0.5')],
    ['Network; Type; Asset; Size; Paid with\nsolana; buy; WIF; 25; USDC\n\nplace this pls', buy('WIF', 'USDC', '25')],
    // The amount of the token its own header names.
    ['action,asset,amount (usdc),for,network\nsell,UNI,4,USDC,unichain\n\ndo this one', buy('USDC', 'UNI', '4')],
    ['Pair | Side | Amount (USDC) | Chain\nWIF/USDC | buy | 50 | solana\n\nplace this', sell('USDC', 'WIF', '50')],
    ['From | To | Amt (DEGEN) | Chain\nUSDC | DEGEN | 1000 | base\n\nrun this swap', buy('DEGEN', 'USDC', '1000')],
    // A plain amount beside "From" and "To" is of the token it is from, as a swap's fields say it (from=… amount=…).
    ['From | To | Amount | Chain\nUNI | USDC | 4 | unichain\n\ndo it', sell('UNI', 'USDC', '4')],
    ['from\tto\tqty\nETH\tUSDC\t1\n\nexecute this on base', sell('ETH', 'USDC', '1')],
  ])('%s', (prompt, pending) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { ...pending, awaiting: 'confirm' } });
  });

  it.each([
    [`Name\tWallet\tUSDC\nAna\t${A}\t150\nBen\t${B}\t120\nCarol\tcarol.base.eth\t90`, 'run payroll from this sheet on base, all USDC', 3],
    [`name,address,amount\nbob,${A},25\nann,${B},30`, 'pay everyone on this list in usdc on polygon', 2],
    [`recipient | token | amount | network\n${A} | USDC | 5 | base\nalice.eth | USDC | 7 | base`, 'send these', 2],
  ])("a sheet of payees under the person's line is one batch: %s", (sheet, own, count) => {
    const prompt = own === 'send these' ? `${sheet}\n\n${own}` : `${own}\n\n${sheet}`;
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { kind: 'transfer-batch', awaiting: 'confirm' } });
    expect(result.kind === 'ask' ? (result.pending as { transfers: unknown[] }).transfers : []).toHaveLength(count);
  });

  it.each([
    // A header that leaves the amount's token unclear asks which it is: a buy from one token to another, a sell / buy pair.
    ['Action | From | To | Amount | Chain\nbuy | USDC | UNI | 4 | unichain\n\ndo it', 'amount'],
    ['sell\tbuy\tqty\nETH\tUSDC\t1\n\nexecute this on base', 'amount'],
  ])('%s: asks the %s', (prompt, awaiting) => {
    const result = read(prompt);
    expect(result, JSON.stringify(result)).toMatchObject({ kind: 'ask', pending: { awaiting, confirm: true } });
  });

  it.each([
    // A table with no word of the person's own, and a table the person only asks about, move nothing.
    'Date | Action | Token | Amt | For | Chain\n06/12 | SELL | UNI | 4 | USDC | unichain',
    'Date | Action | Token | Amt | For | Chain\n06/12 | SELL | UNI | 4 | USDC | unichain\n\nwhat was this trade worth?',
    'Date | Action | Token | Amt | For | Chain\n06/12 | SELL | UNI | 4 | USDC | unichain\n\nlol no',
  ])('%s: never moves', (prompt) => {
    const result = read(prompt);
    expect(movingIntentOf(result) !== undefined && result.kind === 'intent', JSON.stringify(result)).toBe(false);
    if (result.kind === 'ask') expect(result.pending.awaiting === 'confirm' || result.pending.confirm === true).toBe(true);
  });
});
