import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { normaliseSignBody, SignRequestSchema } from '../lib/signing/sign-schema.ts';
import { signRequest } from '../lib/signing/sign-request.ts';

/** POST /agent/sign: personal_sign, eth_signTypedData_v4 or eth_signTransaction with the caller's wallet. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'sign', async ({ body, caller }) => ({
    status: 200,
    body: await signRequest(deps, caller, SignRequestSchema.parse(normaliseSignBody(body ?? {}))),
  }));

export const handler = lambda(makeHandler);
