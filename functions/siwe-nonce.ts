import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { consumeSiweAllowance } from '../lib/siwe/siwe-limits.ts';
import { issueSiweNonce } from '../lib/siwe/siwe-nonce.ts';

/** GET /cli/siwe/nonce: a fresh nonce for a Sign-In with Ethereum message (10 minutes, single use). */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ event }) => {
    await consumeSiweAllowance(deps, 'noncesPerSourceIp', event.requestContext?.http?.sourceIp ?? '');
    return { status: 200, body: await issueSiweNonce(deps) };
  });

export const handler = lambda(makeHandler);
