import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { signInDomains } from '../lib/siwe/siwe-limits.ts';
import { verifySiwe } from '../lib/siwe/verify-siwe.ts';

/**
 * POST /cli/siwe/verify: a signed EIP-4361 message for a new API key of the
 * signing address's account (created on its first sign-in). The message's
 * domain must be the API's own domain: PURSER_SIGN_IN_DOMAINS, else the gateway's (never the client's Host header).
 */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ body, event }) => {
    const hosts = signInDomains(process.env, event.requestContext?.domainName);
    return { status: 200, body: await verifySiwe(deps, body, hosts, event.requestContext?.http?.sourceIp ?? '') };
  });

export const handler = lambda(makeHandler);
