import type { Config } from '../deps.ts';

/** Per-key request rate window: one minute. */
export const requestWindowSeconds = 60;
/** Daily prompt quota window: one UTC day (epoch multiples of a day start at 00:00 UTC). */
export const promptWindowSeconds = 86_400;

/** What a key may override of the service's limits (stored on the key; absent means the default). */
export interface KeyLimits {
  readonly requestsPerMinute?: number;
  readonly dailyPromptQuota?: number;
}

/** The counter key of a key's request rate (keyed by key id, never by the key). */
export const requestCounterKey = (keyId: string): string => `key:${keyId}`;
/** The counter key of a key's daily prompts. */
export const promptCounterKey = (keyId: string): string => `prompts:${keyId}`;

/** Requests per minute allowed to a key: its own override, else the service default. */
export function requestRateLimit(key: KeyLimits, config: Pick<Config, 'requestsPerMinute'>): number {
  return key.requestsPerMinute ?? config.requestsPerMinute;
}

/** Prompts per UTC day allowed to a key: its own override, else the member or the plain default of its account. */
export function dailyPromptQuota(
  key: KeyLimits,
  account: { member?: boolean } | undefined,
  config: Pick<Config, 'promptQuotaPerDay' | 'memberPromptQuotaPerDay'>,
): number {
  return key.dailyPromptQuota ?? (account?.member ? config.memberPromptQuotaPerDay : config.promptQuotaPerDay);
}

/** Seconds from `now` until the next 00:00 UTC (at least 1). */
export function secondsUntilUtcMidnight(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return Math.max(1, promptWindowSeconds - (seconds % promptWindowSeconds));
}

/** The 429 message of a key over its request rate. */
export const rateLimitedMessage = (perMinute: number, retryAfterSeconds: number): string =>
  `Too many requests for this API key: ${perMinute} per minute. Retry after ${retryAfterSeconds} s.`;

/** The 429 message of a key over its daily prompt quota. */
export const quotaExceededMessage = (perDay: number): string =>
  `Daily prompt quota reached (${perDay} prompts per UTC day for this key); it resets at 00:00 UTC.`;

/** Environment variables the composition roots read to override the defaults (positive integers). */
export const limitEnvNames = {
  requestsPerMinute: 'PURSER_REQUESTS_PER_MINUTE',
  promptQuotaPerDay: 'PURSER_PROMPT_QUOTA_PER_DAY',
  memberPromptQuotaPerDay: 'PURSER_MEMBER_PROMPT_QUOTA_PER_DAY',
} as const;

/**
 * The limits set in the environment, for a composition root to merge over
 * the defaults. A value that is not a positive integer fails the cold start
 * naming the variable: a typo must not silently lift or zero a limit.
 * @throws Error naming the variable.
 */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<Pick<Config, keyof typeof limitEnvNames>> {
  const out: Partial<Record<keyof typeof limitEnvNames, number>> = {};
  for (const [field, name] of Object.entries(limitEnvNames) as [keyof typeof limitEnvNames, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}".`);
    out[field] = Number(raw);
  }
  return out;
}
