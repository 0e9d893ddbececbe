import * as z from 'zod';
import type { Deps } from '../deps.ts';
import type { AuditPage } from './audit-log.ts';

/** `GET /account/audit` query: `limit` 1–200 (default 50), `cursor` from the previous page. */
export const AuditListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200' })
    .int('limit must be a whole number from 1 to 200')
    .min(1, 'limit must be a whole number from 1 to 200')
    .max(200, 'limit must be a whole number from 1 to 200')
    .optional()
    .default(50)
    .describe('Entries per page, newest first.'),
  cursor: z.string({ error: 'cursor must be a string' }).min(1, 'cursor must not be empty').optional().describe('The nextCursor of the previous page.'),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/**
 * One page of the account's own audit log, newest first.
 * @throws BadRequestError `INVALID_CURSOR` for a cursor the log did not issue.
 */
export async function listAudit(deps: Pick<Deps, 'audit'>, accountId: string, query: AuditListQuery): Promise<AuditPage> {
  return deps.audit.list(accountId, { limit: query.limit, ...(query.cursor === undefined ? {} : { cursor: query.cursor }) });
}
