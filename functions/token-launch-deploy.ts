import { scopeOfKind } from '../lib/capabilities/index.ts';
import { DeployTokenRequestSchema, deployToken } from '../lib/capabilities/launches/deploy-token.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { withIdempotency } from '../lib/http/with-idempotency.ts';

/**
 * POST /token-launches/deploy (the published client's `bankr launch`): a launch job from structured fields,
 * answered with its outcome once it ends. A key that cannot launch from a prompt cannot launch here.
 * With an `Idempotency-Key`, a repeat gets the first launch back instead of a second one.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, scopeOfKind('launch'), async (request) => {
    const input = DeployTokenRequestSchema.parse(request.body ?? {});
    const { caller } = request;
    return withIdempotency(deps, { request, endpoint: 'token-launch-deploy' }, () =>
      deployToken(deps, { accountId: caller.accountId, key: { keyId: caller.keyId, scope: caller.scope, ...caller.limits }, request: input }),
    );
  });

export const handler = lambda(makeHandler);
