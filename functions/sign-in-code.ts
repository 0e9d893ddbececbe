import { withAwsEmail } from '../lib/composition/aws-email.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { publicHandler } from '../lib/http/http-handler.ts';
import { requestSignInCode, SignInCodeRequestSchema } from '../lib/sign-in/request-sign-in-code.ts';

/** POST /auth/email/code: emails a one-time sign-in code; 202 with the same answer for every address. */
export const makeHandler = (deps: Deps) =>
  publicHandler(deps, async ({ body, event }) => {
    const { email } = SignInCodeRequestSchema.parse(body ?? {});
    const result = await requestSignInCode(deps, { email, sourceIp: event.requestContext?.http?.sourceIp ?? '' });
    return { status: 202, body: result };
  });

export const handler = lambda(makeHandler, withAwsEmail);
