import { describe, expect, it } from 'vitest';
import { interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/**
 * A bot's envelope around a plain request (issue 16, held-out-14): a process id after the program's name and the job's
 * fields before the action (`payout-worker[pid 2291]: job=tip-0192 status=READY action=send …`), the rule a bot runs
 * (`notify-bot: executing rule 'rent' -> send …`, an unfilled amount still asked), the logger's name before its level
 * (`rebalancer INFO tick#4411 …`) and a signal's label before its fields. Someone's name, a rule named as a condition,
 * another status, a signal that expires and an unknown label stay as before.
 */
const now = new Date('2026-11-26T12:00:00Z');
const read = (prompt: string) => interpretPrompt(prompt, [], now);
const A = '0x4444444444444444444444444444444444444444';

describe('a bot envelope around a plain request', () => {
  it.each([
    [
      'payout-worker[pid 2291]: job=tip-0192 status=READY action=send asset=ETH amt=0.02 network=ethereum dest=vitalik.eth',
      { kind: 'transfer', chain: 'ethereum', token: 'ETH', amount: { value: '0.02' }, to: 'vitalik.eth' },
    ],
    [`payout-worker[2291]: job=8812 status=pending action=send asset=USDC amt=5 network=base dest=${A}`, { kind: 'transfer', chain: 'base', to: A }],
    [`notify-bot: executing rule 'rent' -> send 900 USDC on base to ${A}`, { kind: 'transfer', amount: { value: '900' }, to: A }],
    [`payout-bot: running job payroll: send 5 USDC on base to ${A}`, { kind: 'transfer', amount: { value: '5' }, to: A }],
    [
      '[2026-03-14T09:00:02Z] rebalancer INFO tick#4411 need spot px for ETH on ethereum before sizing -> query price ETH (usd)',
      { kind: 'price', tokens: ['ETH'] },
    ],
    ['rebalancer INFO tick#4411 fetch trending tokens chain=base', { kind: 'trending', chains: ['base'] }],
    ['[2026-03-14T09:00:02Z] dca.worker INFO swap 5 USDC for ETH on base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'ETH', amount: { value: '5' } }],
    [
      'SIGNAL id=8812 side=SELL asset=ETH notional_usd=60 quote=USDC venue=unichain',
      { kind: 'swap', chain: 'unichain', tokenIn: 'ETH', tokenOut: 'USDC', amount: { kind: 'usd', value: '60' } },
    ],
    ['ALERT side=BUY asset=DEGEN notional_usd=20 quote=USDC venue=base', { kind: 'swap', tokenIn: 'USDC', tokenOut: 'DEGEN', amount: { kind: 'usd' } }],
  ])('%s', (prompt, intent) => {
    const r = read(prompt);
    expect(r.kind).toBe('intent');
    expect(r.kind === 'intent' && r.intent).toMatchObject(intent);
  });

  it('asks the amount an unfilled template left out', () => {
    expect(read(`notify-bot: executing rule 'rent' -> send {{amount}} USDC on base to ${A}`)).toMatchObject({
      kind: 'ask',
      pending: { kind: 'transfer', token: 'USDC', to: A, awaiting: 'amount' },
    });
  });

  it.each([
    'payout-worker: job=tip-0192 status=FILLED action=send asset=ETH amt=0.02 network=ethereum dest=vitalik.eth',
    'payout-worker[pid 2291]: job=tip-0192 status=READY asset=ETH amt=0.02 network=ethereum dest=vitalik.eth',
    'alice[pid 2291]: job=tip-0192 status=READY action=send asset=ETH amt=0.02 network=ethereum dest=vitalik.eth',
    `notify-bot: executing rule 'if-eth-below-2000' -> send 900 USDC on base to ${A}`,
    `notify-bot: executing rule 'rent' -> send {{amount}} {{token}} on base to ${A}`,
    `notify-bot: executing rule 'rent' -> send 900 USDC on base to {{landlord}}`,
    'SIGNAL id=8812 side=SELL asset=ETH notional_usd=60 quote=USDC venue=unichain ttl=30s',
    'HELLO side=BUY asset=DEGEN notional_usd=20 quote=USDC venue=base',
  ])('%s stays refused', (prompt) => {
    expect(read(prompt).kind).toBe('fail');
  });

  it('asks back a rule run someone names as their own', () => {
    expect(read(`alice: executing rule 'rent' -> send 900 USDC on base to ${A}`)).toMatchObject({ kind: 'ask', pending: { awaiting: 'confirm' } });
  });
});
