import { lambda } from '../lib/composition/lambda.ts';
import type { Deps } from '../lib/deps.ts';
import { sessionHandler } from '../lib/http/http-handler.ts';
import { AuditListQuerySchema, listAudit } from '../lib/audit/list-audit.ts';

/** GET /account/audit?limit=&cursor=: the signed-in account's audit entries, newest first → `{entries, nextCursor}`. */
export const makeHandler = (deps: Deps) =>
  sessionHandler(deps, async ({ event, session }) => {
    const query = AuditListQuerySchema.parse(event.queryStringParameters ?? {});
    const page = await listAudit(deps, session.accountId, query);
    return { status: 200, body: { success: true, entries: page.entries, nextCursor: page.nextCursor ?? null } };
  });

export const handler = lambda(makeHandler);
