import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * Bots' fields in the held-out-19 set (issue 16): a YAML block of `key: value` lines is read with its slippage as the
 * one-line fields are; a memo naming a record by its number joined with "_" is a label; a code comment after a check's
 * call is the bot's note of what it wants shown. A field or a comment that words a limit, a doubt or a second request
 * keeps its refusal.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);

describe('a YAML block of fields with its slippage', () => {
  const aero = { kind: 'swap', chain: 'base', tokenIn: 'AERO', tokenOut: 'USDC', amount: { kind: 'exact', value: '40' }, side: 'sell' };
  it.each([
    ['action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nslippage_bps: 50', { ...aero, slippageBps: 50 }],
    ['action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nslippage: 0.5%', { ...aero, slippageBps: 50 }],
    ['chain: base\naction: sell\ntoken: AERO\namount: 40\nreceive: USDC\nslippage_bps: 30', { ...aero, slippageBps: 30 }],
    [
      'action: swap\nchain: base\nfrom: USDC\nto: ETH\namount: 25\nslippage_bps: 75',
      { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '25' }, slippageBps: 75 },
    ],
  ])('%s', (prompt, intent) => {
    expect(read(prompt)).toMatchObject({ kind: 'intent', intent });
  });

  it.each([
    'action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nnote: only if aero is above 2',
    'action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nwhen: aero above 2',
    'action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nslippage: 50',
    'action: sell\nchain: base\ntoken: AERO\namount: 40\nreceive: USDC\nsplit: 4 parts',
  ])('%s is not run', (prompt) => {
    expect(read(prompt).kind).not.toBe('intent');
  });
});

describe('a memo naming a record by its number', () => {
  const paid = { kind: 'transfer', chain: 'base', token: 'USDC', amount: { kind: 'exact', value: '42' }, to: 'carol.base.eth' };
  const json = (memo: string) => `{"action":"transfer","chain":"base","asset":"USDC","amount":"42","to":"carol.base.eth","memo":"${memo}"}`;
  it.each([
    json('payout po_8812'),
    json('invoice_2291'),
    json('batch_12 payout'),
    'action=transfer chain=base token=USDC amount=42 to=carol.base.eth memo=payout_po_8812',
  ])('%s', (prompt) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent: paid });
  });

  it.each([json('payout 50 now'), json('payout_only_if_ok'), json('send the rest to bob'), json('po_8812 test run')])('%s keeps its refusal', (prompt) => {
    expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
  });
});

describe('a comment after a check’s call, saying what is wanted shown', () => {
  it.each([
    ['check_funds(chain="solana", token="USDC", required=2500)  # returns bool + current balance', 'solana', '2500'],
    ['check_funds(chain="base", token="USDC", required=100)  # returns bool', 'base', '100'],
    ['check_funds(chain="solana", token="USDC", required=2500)  // bool + balance', 'solana', '2500'],
  ])('%s', (prompt, chain, amount) => {
    expect(read(prompt)).toMatchObject({
      kind: 'intent',
      intent: { kind: 'balance', chains: [chain], tokens: ['USDC'], check: { test: 'at-least', amount } },
    });
  });

  it('a comment that asks for a move keeps the prompt from running', () => {
    const reading = read('check_funds(chain="solana", token="USDC", required=2500)  # then swap it all to sol');
    expect(reading.kind === 'intent' && reading.intent.kind === 'swap').toBe(false);
    expect(reading.kind === 'ask' && reading.pending.awaiting === 'confirm').toBe(false);
  });
});

describe('how a read’s answer is grouped', () => {
  it.each([
    'GET /portfolio?quote=usd&chains=all&breakdown=chain',
    'GET /portfolio?quote=usd&group_by=token',
    'portfolio(quote="usd", breakdown="chain")',
    'action=portfolio breakdown=chain',
  ])('%s is that read', (prompt) => {
    const reading = read(prompt);
    expect(reading.kind === 'intent' && ['portfolio', 'balance'].includes(reading.intent.kind)).toBe(true);
  });

  it.each(['GET /portfolio?quote=usd&breakdown=50', 'action=transfer chain=base token=USDC amount=5 to=bob.eth breakdown=2'])(
    '%s keeps its refusal',
    (prompt) => {
      expect(read(prompt)).toMatchObject({ kind: 'fail', code: 'UNKNOWN_FIELD' });
    },
  );
});
