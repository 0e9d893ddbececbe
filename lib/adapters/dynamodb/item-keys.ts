/**
 * The single-table key design, in one place.
 *
 * | item | PK | SK | GSI1PK | GSI1SK |
 * |---|---|---|---|---|
 * | account | `ACCOUNT#<id>` | `PROFILE` | | |
 * | email → account | `EMAIL#<email>` | `EMAIL` | | |
 * | API key | `APIKEY#<lookupId>` | `APIKEY` | `ACCOUNT#<id>` | `APIKEY#<keyId>` |
 * | thread | `ACCOUNT#<id>` | `THREAD#<threadId>` | | |
 * | job | `ACCOUNT#<id>` | `JOB#<jobId>` | `THREAD#<threadId>` | `JOB#<jobId>` |
 *
 * Job ids are ULIDs, so an account's jobs newest first is one descending
 * Query on `PK`, and a thread's messages one ascending Query on `GSI1`.
 * Reads of a job always include the caller's account in the key: another
 * account's job cannot even be addressed.
 */
export const keys = {
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'PROFILE' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  apiKey: (lookupId: string) => ({ PK: `APIKEY#${lookupId}`, SK: 'APIKEY' }),
  apiKeyIndex: (accountId: string, keyId: string) => ({ GSI1PK: `ACCOUNT#${accountId}`, GSI1SK: `APIKEY#${keyId}` }),
  thread: (accountId: string, threadId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `THREAD#${threadId}` }),
  job: (accountId: string, jobId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `JOB#${jobId}` }),
  jobThreadIndex: (threadId: string, jobId: string) => ({ GSI1PK: `THREAD#${threadId}`, GSI1SK: `JOB#${jobId}` }),
} as const;

export const keyAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'ttl', 'type'] as const;

/** Strips the table's own attributes from an item. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as T;
}
