import { describe, expect, it } from 'vitest';
import { describeMatch, matchesAutomation } from '../../lib/automations/automation-match.ts';
import type { Automation } from '../../lib/automations/automation.ts';
import type { AutomationMatch } from '../../lib/capabilities/automations/intent.ts';

const automation = (over: Partial<Automation>): Automation => ({
  automationId: 'auto_01JABCDEFGHJKMNPQRSTVWXYZ0',
  accountId: 'acct',
  keyId: 'key',
  keyScope: 'trade-only',
  kind: 'recurring',
  action: { kind: 'swap', chain: 'solana', tokenIn: 'USDC', tokenOut: 'SOL', amount: { kind: 'usd', value: '25' }, side: 'sell', slippageBps: 100 },
  trigger: { type: 'every', intervalSeconds: 604_800, startAt: '2026-11-23T00:00:00.000Z' },
  description: 'buy $25 of SOL with USDC, every week',
  status: 'active',
  runs: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  version: 1,
  ...over,
});
const weeklySol = automation({});
const dailyEth = automation({
  action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'usd', value: '10' }, side: 'sell', slippageBps: 100 },
  trigger: { type: 'every', intervalSeconds: 86_400, startAt: '2026-11-23T00:00:00.000Z' },
  description: 'buy $10 of eth with usdc on base, every day',
});
const ethLimitBuy = automation({
  kind: 'limit',
  action: { kind: 'swap', chain: 'base', tokenIn: 'USDC', tokenOut: 'ETH', amount: { kind: 'exact', value: '500' }, side: 'sell', slippageBps: 100 },
  trigger: { type: 'price', token: 'ETH', chain: 'base', direction: 'below', priceUsd: '2400' },
  description: 'buy eth with 500 usdc on base, if eth drops below 2400',
});
const wifStop = automation({
  kind: 'limit',
  action: { kind: 'swap', chain: 'solana', tokenIn: 'WIF', tokenOut: 'USDC', amount: { kind: 'fraction', value: 1 }, side: 'sell', slippageBps: 100 },
  trigger: { type: 'price', token: 'WIF', chain: 'solana', direction: 'below', priceUsd: '1.50' },
  description: 'sell all my WIF for USDC, if WIF drops under $1.50',
});
const all = { weeklySol, dailyEth, ethLimitBuy, wifStop };

/** [what the person named, the orders it fits]. */
const cases: [AutomationMatch, string[]][] = [
  [{ kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 604_800 }, ['weeklySol']],
  [{ kind: 'recurring', side: 'buy' }, ['weeklySol', 'dailyEth']],
  [{ kind: 'recurring', side: 'buy', intervalSeconds: 86_400 }, ['dailyEth']],
  [{ kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2400' }, ['ethLimitBuy']],
  [{ kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2400.00' }, ['ethLimitBuy']],
  [{ kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2500' }, []],
  [{ token: 'ETH' }, ['dailyEth', 'ethLimitBuy']],
  [{ side: 'sell', token: 'WIF' }, ['wifStop']],
  [{ side: 'buy', token: 'WIF' }, []],
  [{ kind: 'limit' }, ['ethLimitBuy', 'wifStop']],
  [{ kind: 'scheduled' }, []],
  // `cancel_all_orders(chain='base')` (held-out-29): the orders on one chain, whatever they are.
  [{ chain: 'base' }, ['dailyEth', 'ethLimitBuy']],
  [{ chain: 'solana', kind: 'limit' }, ['wifStop']],
  [{ chain: 'polygon' }, []],
];

describe('matchesAutomation: orders by what they are (issue 16)', () => {
  it.each(cases)('%j → %j', (match, names) => {
    expect(
      Object.entries(all)
        .filter(([, a]) => matchesAutomation(a, match))
        .map(([name]) => name),
    ).toEqual(names);
  });

  it('says the match in words, for the answer', () => {
    expect(describeMatch({ kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 604_800 })).toBe('weekly SOL buys');
    expect(describeMatch({ kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2400' })).toBe('limit ETH buys at $2400');
    expect(describeMatch({ kind: 'recurring', side: 'buy' })).toBe('recurring buys');
    expect(describeMatch({ chain: 'base' })).toBe('orders on base');
  });
});
