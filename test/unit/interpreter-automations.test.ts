import { describe, expect, it } from 'vitest';
import { IntentSchema, interpretPrompt } from '../../lib/agent/interpreter/index.ts';

/** A fixed clock: Sunday 2026-11-22, 10:00 UTC. */
const now = new Date('2026-11-22T10:00:00Z');
const A = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const ID = 'auto_01JABCDEFGHJKMNPQRSTVWXYZ0';
const exact = (value: string) => ({ kind: 'exact', value });
const usd = (value: string) => ({ kind: 'usd', value });
const fraction = (value: number) => ({ kind: 'fraction', value });
const swap = (chain: string, tokenIn: string, tokenOut: string, amount: unknown, side = 'sell') => ({
  kind: 'swap',
  chain,
  tokenIn,
  tokenOut,
  amount,
  side,
  slippageBps: 100,
});
const send = (chain: string, token: string, amount: unknown, to = A) => ({ kind: 'transfer', chain, token, amount, to });
const below = (token: string, chain: string, level: string | number) => price(token, chain, 'below', level);
const above = (token: string, chain: string, level: string | number) => price(token, chain, 'above', level);
const reach = (token: string, chain: string, level: string | number) => price(token, chain, 'reach', level);
const price = (token: string, chain: string, direction: string, level: string | number) => ({
  type: 'price',
  token,
  chain,
  direction,
  ...(typeof level === 'string' ? { priceUsd: level } : { percent: level }),
});
const at = (iso: string) => ({ type: 'at', at: iso });
const every = (intervalSeconds: number, startAt: string, end: { count?: number; endAt?: string }) => ({ type: 'every', intervalSeconds, startAt, ...end });

/** [prompt, action, trigger]: the automation each prompt sets up. */
const creates: [string, unknown, unknown][] = [
  // price triggers: limit orders, stop losses, take profits
  ['buy $50 of DEGEN on base if it drops below $0.004', swap('base', 'ETH', 'DEGEN', usd('50')), below('DEGEN', 'base', '0.004')],
  ['if it drops below $0.004 buy $50 of degen on base', swap('base', 'ETH', 'DEGEN', usd('50')), below('DEGEN', 'base', '0.004')],
  ['sell half my BRETT when it reaches $0.2', swap('base', 'BRETT', 'ETH', fraction(0.5)), reach('BRETT', 'base', '0.2')],
  ['when BONK falls 20% from now sell all my bonk', swap('solana', 'BONK', 'SOL', fraction(1)), below('BONK', 'solana', 20)],
  ['set a stop loss on my pepe at $0.00001', swap('ethereum', 'PEPE', 'ETH', fraction(1)), below('PEPE', 'ethereum', '0.00001')],
  ['set a stop loss on my pepe at -20%', swap('ethereum', 'PEPE', 'ETH', fraction(1)), below('PEPE', 'ethereum', 20)],
  ['stop loss on 1000 bonk at $0.00002', swap('solana', 'BONK', 'SOL', exact('1000')), below('BONK', 'solana', '0.00002')],
  ['take profit on half my toshi at $0.002', swap('base', 'TOSHI', 'ETH', fraction(0.5)), above('TOSHI', 'base', '0.002')],
  ['buy 1 eth on base if eth goes under 2500', swap('base', 'USDC', 'ETH', exact('1'), 'buy'), below('ETH', 'base', '2500')],
  ['sell 1 eth on base when it hits 4k', swap('base', 'ETH', 'USDC', exact('1')), reach('ETH', 'base', '4000')],
  ['sell 1 eth on base when it hits 2.5k', swap('base', 'ETH', 'USDC', exact('1')), reach('ETH', 'base', '2500')],
  ['sell 1 eth on base if it drops 10%', swap('base', 'ETH', 'USDC', exact('1')), below('ETH', 'base', 10)],
  ['buy $20 of degen on base if eth drops below 2000', swap('base', 'ETH', 'DEGEN', usd('20')), below('ETH', 'base', '2000')],
  ['buy $20 of degen on base if degen rises 50%', swap('base', 'ETH', 'DEGEN', usd('20')), above('DEGEN', 'base', 50)],
  ['when sol hits 300 sell 2 sol', swap('solana', 'SOL', 'USDC', exact('2')), reach('SOL', 'solana', '300')],
  ['buy $100 of wif when it drops below $1.50', swap('solana', 'SOL', 'WIF', usd('100')), below('WIF', 'solana', '1.50')],
  ['sell half my brett if brett price falls under $0.05', swap('base', 'BRETT', 'ETH', fraction(0.5)), below('BRETT', 'base', '0.05')],
  ['swap 10 usdc for eth on base if usdc drops below 0.99', swap('base', 'USDC', 'ETH', exact('10')), below('USDC', 'base', '0.99')],
  ['swap 100 usdc for eth on base when eth dips below $1,900', swap('base', 'USDC', 'ETH', exact('100')), below('ETH', 'base', '1900')],
  ['buy 2 eth on base at 1800 limit', swap('base', 'USDC', 'ETH', exact('2'), 'buy'), below('ETH', 'base', '1800')],
  ['place a limit order to sell 1 eth on base at 4200', swap('base', 'ETH', 'USDC', exact('1')), above('ETH', 'base', '4200')],
  [`send 5 usdc to ${A} on base when eth hits 5k`, send('base', 'USDC', exact('5')), reach('ETH', 'base', '5000')],
  // times (UTC; now is 2026-11-22 10:00 UTC)
  ['tomorrow at 9:00 UTC swap 10 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('10')), at('2026-11-23T09:00:00.000Z')],
  [`in 2 hours send 5 usdc to ${A} on base`, send('base', 'USDC', exact('5')), at('2026-11-22T12:00:00.000Z')],
  ['at 14:30 utc today swap 10 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('10')), at('2026-11-22T14:30:00.000Z')],
  ['on 2026-12-01 at 10:00 UTC swap 10 usdc for eth on base', swap('base', 'USDC', 'ETH', exact('10')), at('2026-12-01T10:00:00.000Z')],
  ['swap 5 usdc for eth on base at 9pm', swap('base', 'USDC', 'ETH', exact('5')), at('2026-11-22T21:00:00.000Z')],
  ['in 30 minutes sell 10 degen on base', swap('base', 'DEGEN', 'ETH', exact('10')), at('2026-11-22T10:30:00.000Z')],
  ['sell 10 degen on base in an hour', swap('base', 'DEGEN', 'ETH', exact('10')), at('2026-11-22T11:00:00.000Z')],
  // repetitions (DCA) and splits
  ['every day buy $10 of ETH on base for 30 days', swap('base', 'USDC', 'ETH', usd('10')), every(86_400, '2026-11-22T10:00:00.000Z', { count: 30 })],
  ['buy $10 of eth on base daily for 2 weeks', swap('base', 'USDC', 'ETH', usd('10')), every(86_400, '2026-11-22T10:00:00.000Z', { count: 14 })],
  ['buy $10 of eth on base every day at 9am for 7 days', swap('base', 'USDC', 'ETH', usd('10')), every(86_400, '2026-11-23T09:00:00.000Z', { count: 7 })],
  ['buy $10 of eth on base every monday for 4 weeks', swap('base', 'USDC', 'ETH', usd('10')), every(604_800, '2026-11-23T00:00:00.000Z', { count: 4 })],
  [
    'every hour swap 5 usdc for eth on base until 2026-11-30',
    swap('base', 'USDC', 'ETH', exact('5')),
    every(3600, '2026-11-22T10:00:00.000Z', { endAt: '2026-11-30T23:59:59.000Z' }),
  ],
  [`send 5 usdc to ${A} on base every 2 hours 3 times`, send('base', 'USDC', exact('5')), every(7200, '2026-11-22T10:00:00.000Z', { count: 3 })],
  ['dca $50 into sol every week for 10 weeks', swap('solana', 'USDC', 'SOL', usd('50')), every(604_800, '2026-11-22T10:00:00.000Z', { count: 10 })],
  ['spread $120 of ETH buys over 4 hours on base', swap('base', 'USDC', 'ETH', usd('30')), every(3600, '2026-11-22T10:00:00.000Z', { count: 4 })],
  ['spread $100 of eth buys over 1 day on base', swap('base', 'USDC', 'ETH', usd('4.16')), every(3600, '2026-11-22T10:00:00.000Z', { count: 24 })],
  ['dca $70 into eth on base over 1 week', swap('base', 'USDC', 'ETH', usd('10')), every(86_400, '2026-11-22T10:00:00.000Z', { count: 7 })],
  // open-ended repetitions (issue 16): they run until cancelled
  ['buy $10 of eth on base every monday', swap('base', 'USDC', 'ETH', usd('10')), every(604_800, '2026-11-23T00:00:00.000Z', {})],
  ['dca $50 into sol every week', swap('solana', 'USDC', 'SOL', usd('50')), every(604_800, '2026-11-22T10:00:00.000Z', {})],
  ['buy 0.1 eth on base every day', swap('base', 'USDC', 'ETH', exact('0.1'), 'buy'), every(86_400, '2026-11-22T10:00:00.000Z', {})],
  ['swap 0.1 eth to usdc on base every day', swap('base', 'ETH', 'USDC', exact('0.1')), every(86_400, '2026-11-22T10:00:00.000Z', {})],
  ['spread 1 eth sells over 2 days on base', swap('base', 'ETH', 'USDC', exact('0.5')), every(86_400, '2026-11-22T10:00:00.000Z', { count: 2 })],
];

const match = (m: Record<string, unknown>) => ({ kind: 'automation-cancel', target: 'match', match: m });
const manages: [string, unknown][] = [
  ['show my orders', { kind: 'automation-list' }],
  ['list my automations', { kind: 'automation-list' }],
  ['what limit orders do i have', { kind: 'automation-list', match: { kind: 'limit' } }],
  ['show my open orders', { kind: 'automation-list' }],
  ['my orders', { kind: 'automation-list' }],
  [`cancel order ${ID}`, { kind: 'automation-cancel', target: ID }],
  [`cancel ${ID.toLowerCase()}`, { kind: 'automation-cancel', target: ID }],
  ['cancel all my orders', { kind: 'automation-cancel', target: 'all' }],
  ['stop all my automations', { kind: 'automation-cancel', target: 'all' }],
  // Orders named by what they are (issue 16): never read as a new order.
  ['stop my weekly SOL purchases', match({ kind: 'recurring', side: 'buy', token: 'SOL', intervalSeconds: 604_800 })],
  ['please stop my daily eth buys', match({ kind: 'recurring', side: 'buy', token: 'ETH', intervalSeconds: 86_400 })],
  ['cancel the ETH buy at $2,400', match({ kind: 'limit', side: 'buy', token: 'ETH', priceUsd: '2400' })],
  ['cancel my stop loss on wif', match({ kind: 'limit', side: 'sell', token: 'WIF' })],
  ['stop my dca', match({ kind: 'recurring', side: 'buy' })],
  ['cancel all my weekly buys', { kind: 'automation-cancel', target: 'all', match: { kind: 'recurring', side: 'buy', intervalSeconds: 604_800 } }],
  ['show my recurring buys', { kind: 'automation-list', match: { kind: 'recurring', side: 'buy' } }],
  ['list my limit orders', { kind: 'automation-list', match: { kind: 'limit' } }],
  ['what recurring sol purchases do i have', { kind: 'automation-list', match: { kind: 'recurring', side: 'buy', token: 'SOL' } }],
];

const failures: [string, string, RegExp][] = [
  ['if eth drops below 2000', 'AUTOMATION_TRADE_REQUIRED', /could not read a trade/],
  ['stop my automation', 'AUTOMATION_TARGET_REQUIRED', /Say which one to cancel by its id/],
  ['cancel my orders', 'AUTOMATION_TARGET_REQUIRED', /cancel all my orders/],
  ['cancel order auto_01ABC', 'INVALID_AUTOMATION_ID', /is not an automation id/],
  [`cancel ${ID} and auto_01JABCDEFGHJKMNPQRSTVWXYZ1`, 'ONE_ACTION', /one automation per prompt/],
  ['buy $20 of bonk if eth drops below 2000', 'TOKEN_NOT_ON_CHAIN', /watches ETH, which is not on Solana/],
  ['tomorrow swap 10 usdc for eth on base', 'AUTOMATION_INCOMPLETE', /Say the time/],
  ['at 9:30 utc today swap 10 usdc for eth on base', 'AUTOMATION_PAST', /has already passed \(it is 2026-11-22 10:00 UTC\)/],
  ['on 2026-01-01 at 10:00 UTC swap 10 usdc for eth on base', 'AUTOMATION_PAST', /already passed/],
  ['at 3pm est swap 5 usdc for eth on base', 'AUTOMATION_UNSUPPORTED', /UTC only/],
  ['every hour swap 5 usdc for eth on base until friday', 'AUTOMATION_UNSUPPORTED', /cannot read "until friday"/],
  ['tell me the eth price every hour', 'AUTOMATION_UNSUPPORTED', /Only swaps and transfers/],
  ['sell all my eth on base if eth pumps 150%', 'AUTOMATION_UNSUPPORTED', /less than 100%/],
  ['sell 1 eth on base when it hits 4k tomorrow at 9:00', 'AUTOMATION_UNSUPPORTED', /One trigger per automation/],
  ['sell 1 eth on base when it moons', 'AUTOMATION_UNSUPPORTED', /in words I could not read/],
  ['swap 10 usdc for dai on base if it drops below 0.99', 'AUTOMATION_AMBIGUOUS', /Both sides of that trade are dollar tokens/],
  ['sell 1 eth on base when it hits 20%', 'AUTOMATION_AMBIGUOUS', /does not say which way/],
  ['buy $50 of degen on base every day for 30 days, stake my eth', 'UNSUPPORTED_ACTION', /Staking/],
];

describe('interpretPrompt: automations', () => {
  it.each(creates)('%s', (prompt, action, trigger) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'intent', intent: { kind: 'automation-create', action, trigger } });
    if (result.kind === 'intent') {
      expect(result.intent).toEqual({ kind: 'automation-create', action, trigger, description: expect.any(String) });
      expect(IntentSchema.parse(result.intent)).toEqual(result.intent);
    }
  });

  it.each(manages)('manages: %s', (prompt, intent) => {
    expect(interpretPrompt(prompt, [], now)).toEqual({ kind: 'intent', intent });
  });

  it.each(failures)('fails: %s → %s', (prompt, code, message) => {
    const result = interpretPrompt(prompt, [], now);
    expect(result).toMatchObject({ kind: 'fail', code });
    if (result.kind === 'fail') expect(result.message).toMatch(message);
  });

  it('describes the trade as read and the trigger, with the time in UTC', () => {
    const stop = interpretPrompt('set a stop loss on my pepe at $0.00001', [], now);
    expect(stop.kind === 'intent' && stop.intent.kind === 'automation-create' && stop.intent.description).toBe(
      'sell all my PEPE for ETH on ethereum, stop loss at $0.00001',
    );
    const timed = interpretPrompt('swap 5 usdc for eth on base at 9pm', [], now);
    expect(timed).toMatchObject({ notes: ['Times are UTC: no time zone was given.'] });
    expect(timed.kind === 'intent' && timed.intent.kind === 'automation-create' && timed.intent.description).toBe(
      'swap 5 USDC for ETH on base, at 2026-11-22 21:00 UTC',
    );
  });

  it('states the split it chose', () => {
    expect(interpretPrompt('spread $120 of ETH buys over 4 hours on base', [], now)).toMatchObject({
      notes: expect.arrayContaining(['Split into 4 equal parts of $30, one every hour, the first now.']),
    });
  });

  it('reads times against the given clock, not the machine clock', () => {
    const later = new Date('2026-11-22T15:00:00Z');
    expect(interpretPrompt('at 14:30 utc today swap 10 usdc for eth on base', [], later)).toMatchObject({ kind: 'fail', code: 'AUTOMATION_PAST' });
  });

  it('never reads a condition in a sentence without a trade into an order; the move beside it is refused as not alone (issue 13)', () => {
    expect(interpretPrompt(`if eth hits 5k I'll be rich. anyway send 0.01 eth to ${A} on base`, [], now)).toMatchObject({ kind: 'fail', code: 'ONE_REQUEST' });
  });

  it('never reads an automation into a plain move', () => {
    for (const [prompt] of [...creates, ...failures]) {
      const result = interpretPrompt(prompt, [], now);
      if (prompt.includes('eth hits 5k I')) continue;
      expect(result.kind === 'intent' && (result.intent.kind === 'swap' || result.intent.kind === 'transfer'), prompt).toBe(false);
    }
  });
});
