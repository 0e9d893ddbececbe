import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { SubmitRequestSchema, submitTransaction } from '../lib/transactions/submit-transaction.ts';

/** POST /agent/submit: sign a pre-built transaction in KMS and broadcast it, optionally waiting for the receipt. */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'sign', async ({ body, caller }) => ({
    status: 200,
    body: await submitTransaction(deps, caller, SubmitRequestSchema.parse(body ?? {})),
  }));

export const handler = lambda(makeHandler);
