import type { Deps } from '../deps.ts';
import { consumeSignInAllowance } from '../sign-in/sign-in-allowance.ts';

/**
 * Sign-In with Ethereum per source IP: a client signs in now and then, while
 * a script minting keys for free addresses would store a nonce and create an
 * account (KMS keys) on every try.
 */
export const siweLimits = {
  noncesPerSourceIp: { limit: 60, windowSeconds: 3600 },
  newAccountsPerSourceIp: { limit: 20, windowSeconds: 3600 },
} as const;

/** @throws TooManyRequestsError `SIGN_IN_RATE_LIMITED` (429, Retry-After) once the source IP used `limit` up. */
export async function consumeSiweAllowance(deps: Pick<Deps, 'rates' | 'clock'>, what: keyof typeof siweLimits, sourceIp: string): Promise<void> {
  const limit = siweLimits[what];
  const doing = what === 'noncesPerSourceIp' ? 'sign-in nonces were requested' : 'accounts were created by Sign-In with Ethereum';
  await consumeSignInAllowance(deps, {
    key: `siwe-${what}#${sourceIp || 'unknown'}`,
    limit,
    now: deps.clock.now(),
    refusal: (retryAfterSeconds) => `Too many ${doing} from this network (at most ${limit.limit} per hour). Try again in ${retryAfterSeconds} s.`,
  });
}

/**
 * The domains a sign-in message may name: PURSER_SIGN_IN_DOMAINS when the operator lists them (comma-separated
 * `host[:port]`), else the domain the request arrived at as the gateway reports it (`requestContext.domainName`) —
 * never the client's own Host header, which a client can set to the domain of a phishing page.
 */
export function signInDomains(env: Readonly<Record<string, string | undefined>>, gatewayDomain: string | undefined): string[] {
  const configured = (env.PURSER_SIGN_IN_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  return gatewayDomain ? [gatewayDomain.toLowerCase()] : [];
}
