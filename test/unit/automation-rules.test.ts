import { describe, expect, it } from 'vitest';
import type { Automation } from '../../lib/automations/automation.ts';
import { fire, keyRefusal, mayFire, nextRunAfter, priceMet, recordOutcomes, watchSlot } from '../../lib/automations/automation-rules.ts';
import { usdDecimal } from '../../lib/automations/create-automation.ts';
import type { ApiKeyRecord } from '../../lib/accounts/api-key.ts';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);
const transfer = {
  kind: 'transfer',
  chain: 'base',
  token: 'USDC',
  amount: { kind: 'exact', value: '1' },
  to: '0x000000000000000000000000000000000000dEaD',
} as const;

function automation(overrides: Partial<Automation> = {}): Automation {
  return {
    automationId: 'auto_01JAAAAAAAAAAAAAAAAAAAAAAA',
    accountId: 'user_1',
    keyId: 'key_1',
    keyScope: 'full',
    kind: 'recurring',
    action: transfer,
    trigger: { type: 'every', intervalSeconds: 3_600, startAt: t0.toISOString(), count: 3 },
    description: 'send 1 USDC every hour',
    status: 'active',
    nextRunAt: t0.toISOString(),
    runs: [],
    runCount: 0,
    createdAt: t0.toISOString(),
    updatedAt: t0.toISOString(),
    version: 1,
    ...overrides,
  };
}
const limit = (overrides: Partial<Automation> = {}) =>
  automation({
    kind: 'limit',
    trigger: { type: 'price', token: 'DEGEN', chain: 'base', direction: 'below', priceUsd: '0.008' },
    nextRunAt: undefined,
    ...overrides,
  });

describe('automation rules', () => {
  it.each([
    ['below, under the limit', 'below', 0.0079, true],
    ['below, at the limit', 'below', 0.008, true],
    ['below, over the limit', 'below', 0.0081, false],
    ['above, over the limit', 'above', 0.0081, true],
    ['above, under the limit', 'above', 0.0079, false],
  ] as const)('price trigger %s', (_, direction, price, met) => {
    expect(priceMet({ type: 'price', token: 'DEGEN', chain: 'base', direction, priceUsd: '0.008' }, price)).toBe(met);
  });

  it('a recurring automation fires on its slots, skips missed ones, and stops after count', () => {
    const first = fire(automation(), 'job_1', t0);
    expect(first).toMatchObject({ nextRunAt: at(1).toISOString(), runCount: 1, version: 2, runs: [{ jobId: 'job_1' }] });
    // Two and a half hours late: the missed slot is skipped, not fired in a burst.
    expect(nextRunAfter(first, at(3.5))).toBe(at(4).toISOString());
    const third = fire(fire(first, 'job_2', at(1)), 'job_3', at(2));
    expect(third.nextRunAt).toBeUndefined();
    expect(mayFire(third, at(10))).toBe(false);
  });

  it('an end date stops a recurring automation', () => {
    const a = automation({ trigger: { type: 'every', intervalSeconds: 3_600, startAt: t0.toISOString(), endAt: at(1.5).toISOString() } });
    expect(fire(a, 'job_1', t0).nextRunAt).toBe(at(1).toISOString());
    expect(fire(a, 'job_1', at(1)).nextRunAt).toBeUndefined();
  });

  it('a limit order fires once, waits for its outcome, then completes or fails with the reason', () => {
    const fired = fire(limit(), 'job_1', t0);
    expect(mayFire(fired, t0)).toBe(false);
    expect(watchSlot(fired)).toBe('awaiting');
    expect(recordOutcomes(fired, new Map([['job_1', { status: 'completed' }]]), t0)).toMatchObject({ status: 'completed', runs: [{ status: 'completed' }] });
    const failed = recordOutcomes(fired, new Map([['job_1', { status: 'failed', error: 'INSUFFICIENT_FUNDS: not enough USDC' }]]), t0)!;
    expect(failed).toMatchObject({ status: 'failed', reason: 'Its execution job_1 failed: INSUFFICIENT_FUNDS: not enough USDC' });
    expect(watchSlot(failed)).toBeUndefined();
  });

  it('a recurring automation continues after a failure and stops after three in a row', () => {
    let a = automation({ trigger: { type: 'every', intervalSeconds: 3_600, startAt: t0.toISOString() } });
    for (const [i, status] of (['failed', 'completed', 'failed', 'failed'] as const).entries()) {
      a = fire(a, `job_${i}`, at(i));
      a = recordOutcomes(a, new Map([[`job_${i}`, { status, error: 'boom' }]]), at(i))!;
      expect(a.status).toBe('active');
    }
    a = recordOutcomes(fire(a, 'job_4', at(4)), new Map([['job_4', { status: 'failed', error: 'boom' }]]), at(4))!;
    expect(a).toMatchObject({ status: 'failed', reason: 'Stopped after 3 failed executions in a row; the last, job_4, failed: boom' });
    expect(a.nextRunAt).toBeUndefined();
  });

  it('the watch index holds what the watcher still has to do', () => {
    expect(watchSlot(automation())).toBe(t0.toISOString());
    expect(watchSlot(limit())).toBe('price');
    expect(watchSlot(automation({ status: 'cancelled', nextRunAt: undefined }))).toBeUndefined();
    expect(watchSlot(automation({ status: 'cancelled', nextRunAt: undefined, runs: [{ at: t0.toISOString(), jobId: 'job_1' }] }))).toBe('awaiting');
  });

  it('the creating key: revoked, regenerated after creation and expired keys stop it', () => {
    const key = { keyId: 'key_1', status: 'active', createdAt: t0.toISOString() } as ApiKeyRecord;
    const a = automation();
    expect(keyRefusal(a, key, t0)).toBeUndefined();
    expect(keyRefusal(a, undefined, t0)).toMatch(/was revoked/);
    expect(keyRefusal(a, { ...key, status: 'revoked' }, t0)).toMatch(/was revoked/);
    expect(keyRefusal(a, { ...key, regeneratedAt: at(1).toISOString() }, at(2))).toMatch(/regenerated/);
    expect(keyRefusal(a, { ...key, regeneratedAt: at(-1).toISOString() }, at(2))).toBeUndefined();
    expect(keyRefusal(a, { ...key, expiresAt: at(1).toISOString() }, at(2))).toMatch(/expired/);
  });

  it.each([
    [0.0081234567, '0.00812346'],
    [3021.456, '3021.46'],
    [100000, '100000'],
    [1, '1'],
  ])('usdDecimal(%s) = %s', (usd, text) => expect(usdDecimal(usd)).toBe(text));
});

describe('calendar schedules (issue 16): the next run in UTC', () => {
  const calendarOrder = (calendar: { weekdays?: number[]; monthDay?: number }, startAt: string) =>
    automation({ trigger: { type: 'every', intervalSeconds: 86_400, startAt, calendar }, nextRunAt: startAt });
  /** [calendar, first run, the run firing now, the next run]. */
  const cases: [string, { weekdays?: number[]; monthDay?: number }, string, string, string | undefined][] = [
    ['the 1st of each month, across a year end', { monthDay: 1 }, '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['the 31st runs on the last day of a 30-day month', { monthDay: 31 }, '2026-03-31T09:00:00.000Z', '2026-03-31T09:00:00.000Z', '2026-04-30T09:00:00.000Z'],
    ['the 31st runs on 28 February', { monthDay: 31 }, '2026-01-31T09:00:00.000Z', '2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z'],
    ['the 30th runs on 29 February in a leap year', { monthDay: 30 }, '2028-01-30T00:00:00.000Z', '2028-01-30T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['the 31st after 28 February is 31 March', { monthDay: 31 }, '2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z', '2026-03-31T09:00:00.000Z'],
    ['weekdays: Friday to Monday', { weekdays: [1, 2, 3, 4, 5] }, '2026-11-23T09:00:00.000Z', '2026-11-27T09:00:00.000Z', '2026-11-30T09:00:00.000Z'],
    ['weekdays: across a month end', { weekdays: [1, 2, 3, 4, 5] }, '2026-11-23T09:00:00.000Z', '2026-11-30T09:00:00.000Z', '2026-12-01T09:00:00.000Z'],
    [
      'weekdays: a tick late on Saturday skips to Monday',
      { weekdays: [1, 2, 3, 4, 5] },
      '2026-11-23T09:00:00.000Z',
      '2026-11-28T12:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
    ],
  ];
  it.each(cases)('%s', (_name, calendar, startAt, firing, next) => {
    expect(nextRunAfter(calendarOrder(calendar, startAt), new Date(firing))).toBe(next);
  });

  it('stops at its end date', () => {
    const order = automation({
      trigger: {
        type: 'every',
        intervalSeconds: 86_400,
        startAt: '2026-11-23T09:00:00.000Z',
        endAt: '2026-11-27T23:59:59.000Z',
        calendar: { weekdays: [1, 2, 3, 4, 5] },
      },
    });
    expect(nextRunAfter(order, new Date('2026-11-26T09:00:00.000Z'))).toBe('2026-11-27T09:00:00.000Z');
    expect(nextRunAfter(order, new Date('2026-11-27T09:00:00.000Z'))).toBeUndefined();
  });
});
