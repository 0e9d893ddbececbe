import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/interpret-prompt.ts';
import { matchesAutomation } from '../../lib/automations/automation-match.ts';
import type { Automation } from '../../lib/automations/automation.ts';

/**
 * A cancel keeps everything it is told about the order (issue 16): "I no longer require my weekly purchase of ETH on
 * Base; please cancel it." named a weekly buy and lost its token and chain, so the one weekly buy that fitted — of
 * DEGEN, or of ETH on Ethereum — could be cancelled instead. The token after "of" and the chain after "on" are kept,
 * whether the order is named in the cancel's sentence or in the one before it.
 */
const now = new Date('2026-11-28T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const weeklyBuy = { kind: 'recurring', side: 'buy', intervalSeconds: 604_800 } as const;

describe('a cancel names the order by all it says', () => {
  it.each([
    ['I no longer require my weekly purchase of ETH on Base; please cancel it.', { ...weeklyBuy, token: 'ETH', chain: 'base' }],
    ['I no longer require my weekly purchase of ETH on Base. Please cancel it.', { ...weeklyBuy, token: 'ETH', chain: 'base' }],
    ['cancel my weekly ETH purchase on base', { ...weeklyBuy, token: 'ETH', chain: 'base' }],
    ['Please cancel my weekly purchase of ETH on Base.', { ...weeklyBuy, token: 'ETH', chain: 'base' }],
    ['I set up a daily purchase of DEGEN. Please cancel it.', { ...weeklyBuy, intervalSeconds: 86_400, token: 'DEGEN' }],
    ['We have a weekly buy of $UNI on Ethereum. Kindly stop it.', { ...weeklyBuy, token: 'UNI', chain: 'ethereum' }],
    ['I have a weekly buy on Base. Please cancel it.', { ...weeklyBuy, chain: 'base' }],
    ['cancel my eth limit order on base', { kind: 'limit', token: 'ETH', chain: 'base' }],
  ])('%s', (prompt, match) => {
    expect(read(prompt)).toEqual({ kind: 'intent', intent: { kind: 'automation-cancel', target: 'match', match } });
  });

  it('two chains name no one chain: the orders are not narrowed to either', () => {
    const reading = read('show my orders on base and my orders on ethereum');
    expect(reading.kind === 'intent' && reading.intent.kind === 'automation-list' && reading.intent.match?.chain).toBeFalsy();
  });

  it('a list on a chain lists the orders there', () => {
    expect(read('show me my open orders on base')).toEqual({ kind: 'intent', intent: { kind: 'automation-list', match: { chain: 'base' } } });
  });
});

describe('what the kept chain and token change: the order on another chain, or of another token, is not the one cancelled', () => {
  const weekly = (chain: 'base' | 'ethereum', tokenOut: string): Automation => ({
    automationId: 'auto_01JABCDEFGHJKMNPQRSTVWXYZ0',
    accountId: 'acct',
    keyId: 'key',
    keyScope: 'trade-only',
    kind: 'recurring',
    action: { kind: 'swap', chain, tokenIn: 'USDC', tokenOut, amount: { kind: 'usd', value: '25' }, side: 'sell', slippageBps: 100 },
    trigger: { type: 'every', intervalSeconds: 604_800, startAt: '2026-11-23T00:00:00.000Z' },
    description: `buy $25 of ${tokenOut} with USDC on ${chain}, every week`,
    status: 'active',
    runs: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    version: 1,
  });
  it.each([
    ['I no longer require my weekly purchase of ETH on Base; please cancel it.', [true, false, false]],
    ['cancel my weekly ETH purchase on ethereum', [false, true, false]],
    ['I have a weekly buy on Base. Please cancel it.', [true, false, true]],
  ])('%s', (prompt, fits) => {
    const reading = read(prompt);
    if (reading.kind !== 'intent' || reading.intent.kind !== 'automation-cancel' || reading.intent.target !== 'match') throw new Error(JSON.stringify(reading));
    const match = reading.intent.match ?? {};
    expect([weekly('base', 'ETH'), weekly('ethereum', 'ETH'), weekly('base', 'DEGEN')].map((a) => matchesAutomation(a, match))).toEqual(fits);
  });
});
