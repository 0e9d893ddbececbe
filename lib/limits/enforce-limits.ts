import { TooManyRequestsError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import {
  dailyPromptQuota,
  promptCounterKey,
  promptWindowSeconds,
  quotaExceededMessage,
  rateLimitedMessage,
  requestCounterKey,
  requestRateLimit,
  requestWindowSeconds,
  secondsUntilUtcMidnight,
  type KeyLimits,
} from './limits.ts';

/**
 * Counts one request of a key against its per-minute rate, atomically in the
 * rate counter (parallel Lambdas share the one counter item).
 * @throws TooManyRequestsError `RATE_LIMITED` (429, `Retry-After` = seconds to the next window) over the limit.
 */
export async function enforceRequestRate(deps: Pick<Deps, 'rates' | 'config' | 'clock'>, key: { keyId: string } & KeyLimits): Promise<void> {
  const limit = requestRateLimit(key, deps.config);
  const decision = await deps.rates.consume({ key: requestCounterKey(key.keyId), limit, windowSeconds: requestWindowSeconds, now: deps.clock.now() });
  if (!decision.allowed) {
    throw new TooManyRequestsError('RATE_LIMITED', rateLimitedMessage(limit, decision.retryAfterSeconds), decision.retryAfterSeconds, {
      details: { limit, windowSeconds: requestWindowSeconds },
    });
  }
}

/**
 * Counts one prompt of a key against its daily quota (UTC day): the key's own
 * quota, else 1,000 for a member account and 100 otherwise (configurable).
 * The account is read only when the key sets no quota of its own.
 * @throws TooManyRequestsError `QUOTA_EXCEEDED` (429, `Retry-After` = seconds to 00:00 UTC) over the quota.
 */
export async function consumePromptQuota(
  deps: Pick<Deps, 'rates' | 'config' | 'clock' | 'accounts'>,
  key: { accountId: string; keyId: string } & KeyLimits,
): Promise<void> {
  const account = key.dailyPromptQuota === undefined ? await deps.accounts.get(key.accountId) : undefined;
  const limit = dailyPromptQuota(key, account, deps.config);
  const now = deps.clock.now();
  const decision = await deps.rates.consume({ key: promptCounterKey(key.keyId), limit, windowSeconds: promptWindowSeconds, now });
  if (!decision.allowed) {
    const retryAfter = secondsUntilUtcMidnight(now);
    throw new TooManyRequestsError('QUOTA_EXCEEDED', quotaExceededMessage(limit), retryAfter, {
      details: { limit, resetsAt: new Date((Math.floor(now.getTime() / 86_400_000) + 1) * 86_400_000).toISOString() },
    });
  }
}
