import { monotonicFactory } from 'ulidx';

/**
 * Identifier generation. Job ids are ULIDs so that "an account's jobs, newest
 * first" is a plain descending query on the sort key.
 */
export interface Ids {
  jobId(): string;
  threadId(): string;
  accountId(): string;
  keyId(): string;
  /** An audit entry's id: `aud_<ulid>`, so an account's audit log newest first is a descending Query. */
  auditId(): string;
  automationId(): string;
}

export function ulidIds(): Ids {
  const ulid = monotonicFactory();
  return {
    jobId: () => `job_${ulid()}`,
    threadId: () => `thr_${ulid()}`,
    accountId: () => `user_${ulid()}`,
    keyId: () => `key_${ulid()}`,
    auditId: () => `aud_${ulid()}`,
    automationId: () => `auto_${ulid()}`,
  };
}
