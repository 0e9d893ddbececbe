import { describe, expect, it } from 'vitest';
import { rejected } from '../support/thrown.ts';
import type { ApiKeyRecord, ApiKeyScope } from '../../lib/accounts/api-key.ts';
import { requirePromptScope, type PromptKind } from '../../lib/accounts/scopes.ts';
import { defaultConfig } from '../../lib/deps.ts';
import { ForbiddenError, TooManyRequestsError } from '../../lib/errors.ts';
import { consumePromptQuota, enforceRequestRate } from '../../lib/limits/enforce-limits.ts';
import { dailyPromptQuota, limitsFromEnv, requestRateLimit, secondsUntilUtcMidnight } from '../../lib/limits/limits.ts';
import { windowStart, type RateCounter } from '../../lib/limits/rate-counter.ts';
import { submittingKeyRefusal } from '../../lib/limits/submitting-key.ts';

/** The RateCounter contract in memory: fixed windows, counted only while under the limit. */
function memoryRateCounter(): RateCounter & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    async consume({ key, limit, windowSeconds, now }) {
      const start = windowStart(now, windowSeconds);
      const id = `${key}#${start}`;
      keys.push(id);
      const used = counts.get(id) ?? 0;
      const retryAfterSeconds = Math.max(1, start + windowSeconds - Math.floor(now.getTime() / 1000));
      if (used >= limit) return { allowed: false, used, retryAfterSeconds };
      counts.set(id, used + 1);
      return { allowed: true, used: used + 1, retryAfterSeconds };
    },
  };
}

const clockAt = (iso: string) => ({ now: () => new Date(iso) });
const thrown = (run: () => Promise<unknown>): Promise<TooManyRequestsError> => rejected(run, TooManyRequestsError);

describe('limits for a key', () => {
  it.each([
    { key: {}, expected: 600 },
    { key: { requestsPerMinute: 5 }, expected: 5 },
  ])('requests per minute: $key → $expected', ({ key, expected }) => {
    expect(requestRateLimit(key, defaultConfig)).toBe(expected);
  });

  it.each([
    { key: {}, account: { member: false }, expected: 100 },
    { key: {}, account: {}, expected: 100 },
    { key: {}, account: undefined, expected: 100 },
    { key: {}, account: { member: true }, expected: 1000 },
    { key: { dailyPromptQuota: 3 }, account: { member: true }, expected: 3 },
    { key: { dailyPromptQuota: 5000 }, account: { member: false }, expected: 5000 },
  ])('daily prompts: key $key, account $account → $expected', ({ key, account, expected }) => {
    expect(dailyPromptQuota(key, account, defaultConfig)).toBe(expected);
  });

  it.each([
    ['2026-11-21T00:00:00.000Z', 86_400],
    ['2026-11-21T23:59:59.000Z', 1],
    ['2026-11-21T23:59:59.999Z', 1],
    ['2026-11-21T12:00:00.500Z', 43_200],
  ])('seconds from %s to the next UTC midnight: %i', (iso, seconds) => {
    expect(secondsUntilUtcMidnight(new Date(iso))).toBe(seconds);
  });

  it('reads positive integers from the environment and refuses anything else, naming the variable', () => {
    expect(limitsFromEnv({})).toEqual({});
    expect(limitsFromEnv({ PURSER_REQUESTS_PER_MINUTE: '60', PURSER_PROMPT_QUOTA_PER_DAY: '', PURSER_MEMBER_PROMPT_QUOTA_PER_DAY: '5000' })).toEqual({
      requestsPerMinute: 60,
      memberPromptQuotaPerDay: 5000,
    });
    for (const bad of ['0', '-1', '1.5', 'ten', ' 5']) {
      expect(() => limitsFromEnv({ PURSER_PROMPT_QUOTA_PER_DAY: bad })).toThrow(`PURSER_PROMPT_QUOTA_PER_DAY must be a positive integer, got "${bad}".`);
    }
  });
});

describe('enforceRequestRate', () => {
  it('allows N requests a minute per key, then 429 RATE_LIMITED with Retry-After to the next minute', async () => {
    const rates = memoryRateCounter();
    const deps = { rates, config: defaultConfig, clock: clockAt('2026-11-21T10:00:15.000Z') };
    for (let i = 0; i < 5; i += 1) await enforceRequestRate(deps, { keyId: 'key_A', requestsPerMinute: 5 });
    const error = await thrown(() => enforceRequestRate(deps, { keyId: 'key_A', requestsPerMinute: 5 }));
    expect([error.status, error.code, error.retryAfterSeconds, error.message]).toMatchInlineSnapshot(`
      [
        429,
        "RATE_LIMITED",
        45,
        "Too many requests for this API key: 5 per minute. Retry after 45 s.",
      ]
    `);
    // Another key has its own counter.
    await enforceRequestRate(deps, { keyId: 'key_B', requestsPerMinute: 5 });
    expect(rates.keys.at(-1)).toBe(`key:key_B#${windowStart(new Date('2026-11-21T10:00:15.000Z'), 60)}`);
  });
});

describe('consumePromptQuota', () => {
  const accounts = (member: boolean) => ({ get: async () => ({ member }) }) as never;

  it('counts per UTC day and refuses the next with QUOTA_EXCEEDED, Retry-After until midnight', async () => {
    const rates = memoryRateCounter();
    const deps = { rates, config: defaultConfig, clock: clockAt('2026-11-21T22:00:00.000Z'), accounts: accounts(false) };
    for (let i = 0; i < 3; i += 1) await consumePromptQuota(deps, { accountId: 'acc', keyId: 'key_A', dailyPromptQuota: 3 });
    const error = await thrown(() => consumePromptQuota(deps, { accountId: 'acc', keyId: 'key_A', dailyPromptQuota: 3 }));
    expect([error.code, error.retryAfterSeconds, error.message, error.details]).toMatchInlineSnapshot(`
      [
        "QUOTA_EXCEEDED",
        7200,
        "Daily prompt quota reached (3 prompts per UTC day for this key); it resets at 00:00 UTC.",
        {
          "limit": 3,
          "resetsAt": "2026-11-22T00:00:00.000Z",
        },
      ]
    `);
    expect(rates.keys.at(-1)).toBe(`prompts:key_A#${Date.parse('2026-11-21T00:00:00.000Z') / 1000}`);
    // The next UTC day starts a new count.
    await consumePromptQuota({ ...deps, clock: clockAt('2026-11-22T00:00:01.000Z') }, { accountId: 'acc', keyId: 'key_A', dailyPromptQuota: 3 });
  });

  it.each([
    [false, 100],
    [true, 1000],
  ])('without a quota on the key, member=%s allows %i a day', async (member, limit) => {
    const rates = memoryRateCounter();
    const deps = { rates, config: defaultConfig, clock: clockAt('2026-11-21T10:00:00.000Z'), accounts: accounts(member) };
    for (let i = 0; i < limit; i += 1) await consumePromptQuota(deps, { accountId: 'acc', keyId: 'key_A' });
    const error = await thrown(() => consumePromptQuota(deps, { accountId: 'acc', keyId: 'key_A' }));
    expect(error.message).toContain(`(${limit} prompts per UTC day`);
  });
});

describe('requirePromptScope', () => {
  const cases: [ApiKeyScope | undefined, PromptKind, boolean][] = [
    ['read-only', 'read', true],
    ['read-only', 'move', false],
    ['trade-only', 'read', true],
    ['trade-only', 'move', true],
    ['full', 'read', true],
    ['full', 'move', true],
    [undefined, 'move', true],
  ];
  it.each(cases)('%s key, %s prompt → allowed: %s', (scope, kind, ok) => {
    const check = () => requirePromptScope(scope, kind);
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(ForbiddenError);
  });

  it('names the scope and says nothing was signed', () => {
    expect(() => requirePromptScope('read-only', 'move')).toThrowErrorMatchingInlineSnapshot(
      `[ForbiddenError: This API key is read-only: it can read balances, prices and the portfolio, but not move funds (trades, transfers, orders, launches or fee claims). Nothing was signed.]`,
    );
  });
});

describe('submittingKeyRefusal', () => {
  const job = { keyId: 'key_A', createdAt: '2026-11-21T10:00:00.000Z' };
  const now = new Date('2026-11-21T10:00:05.000Z');
  const key = (overrides: Partial<ApiKeyRecord> = {}) => ({ keyId: 'key_A', status: 'active', ...overrides }) as ApiKeyRecord;

  it.each([
    ['an active key', job, key(), undefined],
    ['a job without a key (submitted before keys were recorded)', { createdAt: job.createdAt }, undefined, undefined],
    ['a key not found', job, undefined, 'KEY_REVOKED'],
    ['a revoked key', job, key({ status: 'revoked' }), 'KEY_REVOKED'],
    ['a key regenerated after the job', job, key({ regeneratedAt: '2026-11-21T10:00:01.000Z' }), 'KEY_REVOKED'],
    ['a key regenerated before the job', job, key({ regeneratedAt: '2026-11-21T09:00:00.000Z' }), undefined],
    ['an expired key', job, key({ expiresAt: '2026-11-21T10:00:04.000Z' }), 'KEY_EXPIRED'],
    ['a key expiring later', job, key({ expiresAt: '2026-11-22T00:00:00.000Z' }), undefined],
  ] as const)('%s → %s', (_name, j, k, code) => {
    expect(submittingKeyRefusal(j, k, now)?.code).toBe(code);
  });
});
