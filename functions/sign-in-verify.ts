import * as z from 'zod';
import { EmailSchema } from '../lib/accounts/create-account.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { SignInCodeSchema, verifySignInCode } from '../lib/sign-in/verify-sign-in-code.ts';

const BodySchema = z.object({
  email: EmailSchema.describe('The address the code was sent to'),
  code: SignInCodeSchema.describe('The 6-digit code from the email'),
});

/** POST /auth/email/verify: exchanges the emailed code for a session token (1 h), creating the account on first sign-in. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ body }) => {
    const input = BodySchema.parse(body ?? {});
    const result = await verifySignInCode(deps, input);
    return { status: 200, body: { success: true, ...result } };
  });

export const handler = lambda(makeHandler);
