import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A code lives 10 minutes: long enough to switch to a mail client, short enough to be useless soon after. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a code survives; then a new code is needed (1 in 200,000 odds for a 6-digit code). */
export const SIGN_IN_CODE_MAX_TRIES = 5;

/**
 * The pending sign-in code of one address (one item per address: a new code
 * replaces the previous one). Only an HMAC of the code is stored, keyed with
 * a random salt of its own, so a table read does not reveal codes.
 */
export interface SignInCodeRecord {
  readonly email: string;
  /** Hex, 16 random bytes. */
  readonly salt: string;
  /** Hex HMAC-SHA256 of the code keyed with `salt`; also identifies this code in conditional writes. */
  readonly hash: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  /** Verification attempts counted against this code (each counted before it is checked). */
  readonly tries: number;
}

/** Outcome of counting one attempt: the record after counting, or the item as it stands when the count was refused. */
export type CountTryResult = { readonly counted: SignInCodeRecord } | { readonly refused: SignInCodeRecord | undefined };

/** Port: pending sign-in codes, one per address, written conditionally so that tries and single use hold under races. */
export interface SignInCodeStore {
  /** Stores the address's code, replacing any previous one. */
  put(record: SignInCodeRecord): Promise<void>;
  get(email: string): Promise<SignInCodeRecord | undefined>;
  /**
   * Counts one attempt against this very code (matched by `hash`), only while
   * fewer than `maxTries` were counted: one atomic conditional update.
   */
  countTry(email: string, hash: string, maxTries: number): Promise<CountTryResult>;
  /**
   * Deletes this very code (matched by `hash`).
   * @returns false when it was already used or replaced (another request won the race).
   */
  consume(email: string, hash: string): Promise<boolean>;
}

const hashCode = (code: string, salt: string): string => createHmac('sha256', Buffer.from(salt, 'hex')).update(code, 'utf8').digest('hex');

/** A new 6-digit code (uniform, leading zeros kept) and the record to store for it. */
export function newSignInCode(email: string, now: Date): { code: string; record: SignInCodeRecord } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  return {
    code,
    record: {
      email,
      salt,
      hash: hashCode(code, salt),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS).toISOString(),
      tries: 0,
    },
  };
}

/** Whether `code` is the record's code, compared in constant time. */
export function signInCodeMatches(record: SignInCodeRecord, code: string): boolean {
  const expected = Buffer.from(record.hash, 'hex');
  const actual = Buffer.from(hashCode(code, record.salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
