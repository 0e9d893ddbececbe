import * as z from 'zod';
import type { Deps } from '../deps.ts';
import { EmailSchema } from '../accounts/create-account.ts';
import { isPurserError } from '../errors.ts';
import { emailRejectedCode } from './mailer.ts';
import { consumeSignInAllowance, type SignInLimit } from './sign-in-allowance.ts';
import { newSignInCode, SIGN_IN_CODE_MAX_TRIES, SIGN_IN_CODE_TTL_MS } from './sign-in-code.ts';

/**
 * Code requests per window: enough for a person who mistypes or loses an
 * email, too few to flood an inbox (per address) or to sweep addresses from
 * one machine (per source IP).
 */
export const signInCodeLimits = {
  perAddress: { limit: 5, windowSeconds: 3600 },
  perSourceIp: { limit: 20, windowSeconds: 3600 },
} as const;

/** `POST /auth/email/code`. */
export const SignInCodeRequestSchema = z.object({ email: EmailSchema.describe('The address to send the sign-in code to') });

/** The one answer to every accepted request, whether or not the address has an account. */
export const signInCodeAccepted = { success: true, message: 'If the address can receive email, a code is on its way.' } as const;

type RequestDeps = Pick<Deps, 'rates' | 'signInCodes' | 'mailer' | 'clock' | 'logger'>;

/**
 * Sends a one-time sign-in code to an address. Accounts are not looked up, so
 * the answer (and its timing) is the same for every address. A new code
 * replaces the address's previous one.
 * @throws ZodError when `email` is not an email address (400).
 * @throws TooManyRequestsError `SIGN_IN_RATE_LIMITED` when the source IP or the address asked too often (429, Retry-After).
 * @throws TransientError when the mail provider is unavailable (503); PermanentError `EMAIL_NOT_CONFIGURED` without a sender.
 */
export async function requestSignInCode(deps: RequestDeps, input: { email: string; sourceIp: string }): Promise<typeof signInCodeAccepted> {
  const email = EmailSchema.parse(input.email);
  const now = deps.clock.now();
  // The IP first: a sweep over many addresses from one machine stops here without using up any address's allowance.
  await consumeSignInAllowance(deps, {
    key: `signin-ip#${input.sourceIp || 'unknown'}`,
    limit: signInCodeLimits.perSourceIp,
    now,
    refusal: tooManyCodes(signInCodeLimits.perSourceIp, 'from this network'),
  });
  await consumeSignInAllowance(deps, {
    key: `signin-email#${email}`,
    limit: signInCodeLimits.perAddress,
    now,
    refusal: tooManyCodes(signInCodeLimits.perAddress, 'for this address'),
  });

  const { code, record } = newSignInCode(email, now);
  await deps.signInCodes.put(record);
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  try {
    await deps.mailer.send({
      to: email,
      subject: `Your Purser sign-in code: ${code}`,
      text: [
        `Your Purser sign-in code is ${code}`,
        '',
        `It works once, for ${minutes} minutes, and allows ${SIGN_IN_CODE_MAX_TRIES} tries.`,
        'If you did not ask to sign in, ignore this email: nothing happens without the code.',
      ].join('\n'),
    });
  } catch (error) {
    // A refused recipient gets the same answer as any other address: the response never says who can receive mail.
    if (!(isPurserError(error) && error.code === emailRejectedCode)) throw error;
    deps.logger.warn('sign-in email refused by the mail provider', { code: error.code, reason: error.message });
  }
  return signInCodeAccepted;
}

const tooManyCodes = (limit: SignInLimit, scope: string) => (retryAfterSeconds: number) =>
  `Too many sign-in codes were requested ${scope} (at most ${limit.limit} per hour). Use the last code sent, or ask again in ${retryAfterSeconds} s.`;
