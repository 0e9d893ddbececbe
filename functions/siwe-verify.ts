import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { verifySiwe } from '../lib/siwe/verify-siwe.ts';

/**
 * POST /cli/siwe/verify: a signed EIP-4361 message for a new API key of the
 * signing address's account (created on its first sign-in). The message's
 * domain must be the host the request was sent to (`Host`; in AWS the API's domain).
 */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ body, headers, event }) => {
    const host = headers.host ?? event.requestContext?.domainName;
    const hosts = host ? [host] : [];
    return { status: 200, body: await verifySiwe(deps, body, hosts) };
  });

export const handler = lambda(makeHandler);
