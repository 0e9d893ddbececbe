import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { issueSiweNonce } from '../lib/siwe/siwe-nonce.ts';

/** GET /cli/siwe/nonce: a fresh nonce for a Sign-In with Ethereum message (10 minutes, single use). */
export const makeHandler = (deps: Deps) => publicHandler(deps, async () => ({ status: 200, body: await issueSiweNonce(deps) }));

export const handler = lambda(makeHandler);
