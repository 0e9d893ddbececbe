import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { SignInVerifyRequestSchema, verifySignInCode } from '../lib/sign-in/verify-sign-in-code.ts';

/** POST /auth/email/verify: exchanges the emailed code for a session token (1 h), creating the account on first sign-in. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ body }) => {
    const input = SignInVerifyRequestSchema.parse(body ?? {});
    const result = await verifySignInCode(deps, input);
    return { status: 200, body: { success: true, ...result } };
  });

export const handler = lambda(makeHandler);
