import type { Deps } from '../deps.ts';
import { TooManyRequestsError } from '../errors.ts';

/** An hourly-or-so allowance of a sign-in step: `limit` uses per `windowSeconds`. */
export interface SignInLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Counts one use of a sign-in step (a code sent, a nonce issued, an account made) against `key`'s allowance.
 * @throws TooManyRequestsError `SIGN_IN_RATE_LIMITED` (429, Retry-After) with `refusal`'s message once it is used up.
 */
export async function consumeSignInAllowance(
  deps: Pick<Deps, 'rates'>,
  input: { key: string; limit: SignInLimit; now: Date; refusal: (retryAfterSeconds: number) => string },
): Promise<void> {
  const { limit } = input;
  const decision = await deps.rates.consume({ key: input.key, limit: limit.limit, windowSeconds: limit.windowSeconds, now: input.now });
  if (decision.allowed) return;
  throw new TooManyRequestsError('SIGN_IN_RATE_LIMITED', input.refusal(decision.retryAfterSeconds), decision.retryAfterSeconds, {
    details: { limit: limit.limit, windowSeconds: limit.windowSeconds },
  });
}
