import { regenerateKey } from '../lib/accounts/regenerate-key.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { sessionHandler } from '../lib/http/http-handler.ts';

/** POST /account/keys/{keyId}/regenerate: a new secret for the key; the old one stops working at once. */
export const makeHandler = (deps: Deps) =>
  sessionHandler(deps, async ({ session, params }) => {
    const { apiKey, key } = await regenerateKey(deps, session.accountId, params.keyId ?? '');
    return { status: 200, body: { success: true, apiKey, key, message: 'Store this key now: it is shown once and cannot be shown again.' } };
  });

export const handler = lambda(makeHandler);
