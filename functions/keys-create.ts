import { createKey } from '../lib/accounts/create-key.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { sessionHandler } from '../lib/http/http-handler.ts';

/** POST /account/keys: a new key for the signed-in account; the whole key is in this response only. */
export const makeHandler = (deps: Deps) =>
  sessionHandler(deps, async ({ session, body }) => {
    const { apiKey, key } = await createKey(deps, session.accountId, body);
    return { status: 201, body: { success: true, apiKey, key, message: 'Store this key now: it is shown once and cannot be shown again.' } };
  });

export const handler = lambda(makeHandler);
