import { requireScope } from '../lib/accounts/scopes.ts';
import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { authedHandler } from '../lib/http/http-handler.ts';
import { createProfile, deleteProfile, editProfile, getProfile, postProjectUpdate } from '../lib/profiles/manage-profile.ts';

/**
 * The caller's own profile (the published client's `bankr profile`): GET reads it with any key; POST creates it,
 * PUT changes it, DELETE removes it and POST /agent/profile/update adds a project update, with a trade-only or full key.
 * The route table sends only these five routes here.
 */
export const makeHandler = (deps: Deps) =>
  authedHandler(deps, 'read', async ({ event, caller, body }) => {
    const { accountId } = caller;
    if (event.routeKey === 'GET /agent/profile') return { status: 200, body: await getProfile(deps, accountId) };
    requireScope(caller, 'trade');
    switch (event.routeKey) {
      case 'POST /agent/profile':
        return { status: 201, body: await createProfile(deps, accountId, body) };
      case 'PUT /agent/profile':
        return { status: 200, body: await editProfile(deps, accountId, body) };
      case 'POST /agent/profile/update':
        return { status: 201, body: await postProjectUpdate(deps, accountId, body) };
      default:
        await deleteProfile(deps, accountId);
        return { status: 200, body: { success: true } };
    }
  });

export const handler = lambda(makeHandler);
