import { BadRequestError } from '../errors.ts';

const entryIdPattern = /^aud_[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * The opaque `cursor` of a page of the audit log: the last entry id it
 * returned, base64url-encoded. It carries no account: the next page is always
 * read under the caller's own account, so a cursor cannot reach another's log.
 */
export const encodeAuditCursor = (entryId: string): string => Buffer.from(entryId, 'utf8').toString('base64url');

/**
 * The entry id a cursor continues after.
 * @throws BadRequestError `INVALID_CURSOR` when it is not a cursor the log issued.
 */
export function decodeAuditCursor(cursor: string): string {
  const entryId = /^[A-Za-z0-9_-]{1,64}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!entryIdPattern.test(entryId)) {
    throw new BadRequestError('INVALID_CURSOR', 'cursor is not valid: pass the nextCursor of the previous page unchanged.', { details: { field: 'cursor' } });
  }
  return entryId;
}
