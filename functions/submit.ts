import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { withIdempotency } from '../lib/http/with-idempotency.ts';
import { SubmitRequestSchema, submitTransaction } from '../lib/transactions/submit-transaction.ts';

/**
 * POST /agent/submit: sign a pre-built transaction in KMS and broadcast it, optionally waiting for the receipt.
 * With an `Idempotency-Key`, a repeat gets the first result back and broadcasts nothing. Every outcome is kept,
 * errors too: a failure may come after the broadcast, so the key is never released.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'sign', async (request) => {
    const input = SubmitRequestSchema.parse(request.body ?? {});
    return withIdempotency(deps, { request, endpoint: 'submit' }, async () => ({
      status: 200,
      body: await submitTransaction(deps, request.caller, input),
    }));
  });

export const handler = lambda(makeHandler);
