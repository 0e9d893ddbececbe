import { createHash, randomBytes } from 'node:crypto';

/** A signed-in person, for the account endpoints (`/account/*`): short-lived, stored only as a hash. */
export interface Session {
  readonly accountId: string;
  /** Who signed in: the email of a code sign-in, or the address of a Sign-In with Ethereum. */
  readonly email?: string;
  readonly signInAddress?: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Port: sessions, looked up by the SHA-256 of their token. */
export interface SessionStore {
  put(tokenHash: string, session: Session): Promise<void>;
  get(tokenHash: string): Promise<Session | undefined>;
  delete(tokenHash: string): Promise<void>;
}

/** Sessions last an hour: long enough to manage keys, short enough that a leaked token soon stops working. */
export const SESSION_TTL_MS = 60 * 60 * 1000;
const prefix = 'pss_';

export const sessionTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new session token (256 random bits) and the hash to store. */
export function newSessionToken(): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: sessionTokenHash(token) };
}

/** Whether a presented value has the shape of a session token (checked before any lookup). */
export const isWellFormedSessionToken = (value: string): boolean => /^pss_[A-Za-z0-9_-]{43}$/.test(value);
