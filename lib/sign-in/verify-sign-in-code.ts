import { accountForSignIn } from '../accounts/account-for-sign-in.ts';
import * as z from 'zod';
import type { Deps } from '../deps.ts';
import { EmailSchema } from '../accounts/create-account.ts';
import { UnauthorizedError } from '../errors.ts';
import { newSessionToken, SESSION_TTL_MS } from './session.ts';
import { SIGN_IN_CODE_MAX_TRIES, signInCodeMatches } from './sign-in-code.ts';

/** Six digits, as sent. */
export const SignInCodeSchema = z.string().regex(/^\d{6}$/, { error: 'code must be the 6 digits from the email' });

/** `POST /auth/email/verify`. */
export const SignInVerifyRequestSchema = z.object({
  email: EmailSchema.describe('The address the code was sent to'),
  code: SignInCodeSchema.describe('The 6-digit code from the email'),
});

/** What a successful sign-in returns: the session token is shown this once; only its hash is stored. */
export interface SignInResult {
  readonly sessionToken: string;
  readonly expiresAt: string;
  readonly account: { readonly id: string; readonly email: string; readonly createdAt: string; readonly new: boolean };
}

type VerifyDeps = Pick<Deps, 'signInCodes' | 'sessions' | 'accounts' | 'keyVault' | 'ids' | 'clock' | 'config' | 'faucet'>;

const invalidCode = (triesLeft?: number) =>
  new UnauthorizedError(
    'INVALID_CODE',
    'Invalid code',
    triesLeft === 0
      ? 'The code is wrong, and that was its last try: request a new code (POST /auth/email/code).'
      : `The code is wrong or no longer valid for this address. Check the latest email${triesLeft === undefined ? '' : ` (${triesLeft} tries left)`}, or request a new code (POST /auth/email/code).`,
  );
const tooManyTries = () =>
  new UnauthorizedError(
    'TOO_MANY_TRIES',
    'Code locked',
    `This code had ${SIGN_IN_CODE_MAX_TRIES} wrong tries and no longer works: request a new code (POST /auth/email/code).`,
  );
const expired = () =>
  new UnauthorizedError('CODE_EXPIRED', 'Code expired', 'The code has expired (codes last 10 minutes): request a new code (POST /auth/email/code).');

/**
 * Signs a person in with the code emailed to them, and creates their account
 * (with its wallets, without an API key) on the first sign-in.
 *
 * Every attempt is counted (one conditional update) before the code is
 * compared, so parallel guesses cannot exceed {@link SIGN_IN_CODE_MAX_TRIES};
 * the comparison is constant-time on HMACs; a matching code is deleted
 * conditionally, so it works once even when two requests race.
 *
 * TOO_MANY_TRIES is a 401, not a 429: waiting does not help, only a new code does.
 * @throws ZodError on a malformed email or code (400).
 * @throws UnauthorizedError `INVALID_CODE`, `CODE_EXPIRED` or `TOO_MANY_TRIES` (401).
 */
export async function verifySignInCode(deps: VerifyDeps, input: { email: string; code: string }): Promise<SignInResult> {
  const email = EmailSchema.parse(input.email);
  const code = SignInCodeSchema.parse(input.code);
  const now = deps.clock.now();

  const pending = await deps.signInCodes.get(email);
  if (!pending) throw invalidCode();
  if (pending.tries >= SIGN_IN_CODE_MAX_TRIES) throw tooManyTries();
  if (Date.parse(pending.expiresAt) <= now.getTime()) throw expired();

  const counted = await deps.signInCodes.countTry(email, pending.hash, SIGN_IN_CODE_MAX_TRIES);
  if ('refused' in counted) {
    // Another request used the code, a new code replaced it, or parallel guesses used up its tries.
    if (counted.refused?.hash === pending.hash && counted.refused.tries >= SIGN_IN_CODE_MAX_TRIES) throw tooManyTries();
    throw invalidCode();
  }
  if (!signInCodeMatches(counted.counted, code)) throw invalidCode(SIGN_IN_CODE_MAX_TRIES - counted.counted.tries);
  if (!(await deps.signInCodes.consume(email, pending.hash))) throw invalidCode();

  const { account, isNew } = await accountForSignIn(deps, { email });
  const { token, hash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await deps.sessions.put(hash, { accountId: account.accountId, email, createdAt: now.toISOString(), expiresAt });
  return { sessionToken: token, expiresAt, account: { id: account.accountId, email, createdAt: account.createdAt, new: isNew } };
}
