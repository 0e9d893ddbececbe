import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

export const apiKeyScopes = ['read-only', 'trade-only', 'full'] as const;
export const ApiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

/** A stored API key. The key itself is never stored: only its SHA-256 and the last four characters. */
export interface ApiKeyRecord {
  readonly keyId: string;
  readonly accountId: string;
  readonly name: string;
  readonly scope: ApiKeyScope;
  readonly agentAccess: boolean;
  readonly ipAllowlist?: readonly string[];
  readonly expiresAt?: string;
  readonly status: 'active' | 'revoked';
  readonly createdAt: string;
  readonly lastUsedAt?: string;
  /** When the key was revoked (absent on keys revoked before this field existed). */
  readonly revokedAt?: string;
  /** When the secret was last regenerated; the keyId, name and settings stay. */
  readonly regeneratedAt?: string;
  /** First half of the key's SHA-256 (hex): the lookup index. */
  readonly lookupId: string;
  /** The key's full SHA-256 (hex), compared in constant time. */
  readonly hash: string;
  readonly prefix: string;
  readonly last4: string;
  /** Prompts this key may submit per UTC day; the account's default (100, members 1,000) when absent. */
  readonly dailyPromptQuota?: number;
  /** Requests per minute this key may make; the service default when absent. */
  readonly requestsPerMinute?: number;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 44 characters of a 62-letter alphabet: 44 × log2(62) ≈ 262 bits of secret. */
export const apiKeySecretLength = 44;

/** Whether a prefix is usable: letters and digits, so the `_` separator stays unambiguous. */
export const isValidKeyPrefix = (prefix: string): boolean => /^[a-z][a-z0-9]{1,15}$/.test(prefix);

export interface KeyDigest {
  readonly lookupId: string;
  readonly hash: string;
}

export function digestApiKey(key: string): KeyDigest {
  const hash = createHash('sha256').update(key, 'utf8').digest('hex');
  return { hash, lookupId: hash.slice(0, 32) };
}

/**
 * Creates a new key `<prefix>_<secret>` from the OS's cryptographic random
 * source. Returns the key (to show once) and what may be stored.
 */
export function generateApiKey(prefix: string): { key: string; digest: KeyDigest; last4: string } {
  if (!isValidKeyPrefix(prefix)) throw new Error(`API key prefix "${prefix}" must be 2-16 lowercase letters or digits.`);
  let secret = '';
  for (let i = 0; i < apiKeySecretLength; i += 1) secret += alphabet[randomInt(alphabet.length)];
  const key = `${prefix}_${secret}`;
  return { key, digest: digestApiKey(key), last4: secret.slice(-4) };
}

/**
 * Whether a presented value has the exact shape of one of our keys: the
 * prefix, an underscore and the secret, nothing around it. Wrong case or
 * padding fail here, before any lookup.
 */
export function isWellFormedApiKey(value: string, prefix: string): boolean {
  if (value.length !== prefix.length + 1 + apiKeySecretLength) return false;
  if (!value.startsWith(`${prefix}_`)) return false;
  return /^[A-Za-z0-9]+$/.test(value.slice(prefix.length + 1));
}

/** Constant-time comparison of two hex digests of equal length. */
export function digestsMatch(storedHex: string, presentedHex: string): boolean {
  const a = Buffer.from(storedHex, 'hex');
  const b = Buffer.from(presentedHex, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
