import { PermanentError } from '../errors.ts';
import type { ApiKeyRecord } from '../accounts/api-key.ts';
import type { Job } from '../jobs/job.ts';

/**
 * Whether the key that submitted a job may still have it run, checked when
 * the job starts, before anything is signed: a key revoked, regenerated or
 * expired since the prompt was submitted stops its queued jobs. Jobs that
 * recorded no key (submitted before keys were recorded) run as before.
 * @returns the error to fail the job with (`KEY_REVOKED`, `KEY_EXPIRED`), or undefined when it may run.
 */
export function submittingKeyRefusal(job: Pick<Job, 'keyId' | 'createdAt'>, key: ApiKeyRecord | undefined, now: Date): PermanentError | undefined {
  if (job.keyId === undefined) return undefined;
  if (key?.status !== 'active') {
    return new PermanentError(
      'KEY_REVOKED',
      'The API key that submitted this job was revoked before the job started; nothing was signed. Submit the prompt again with an active key.',
    );
  }
  if (key.regeneratedAt !== undefined && key.regeneratedAt > job.createdAt) {
    return new PermanentError(
      'KEY_REVOKED',
      'The API key that submitted this job was regenerated before the job started, so its old secret is revoked; nothing was signed. Submit the prompt again with the new key.',
    );
  }
  if (key.expiresAt !== undefined && Date.parse(key.expiresAt) <= now.getTime()) {
    return new PermanentError(
      'KEY_EXPIRED',
      'The API key that submitted this job expired before the job started; nothing was signed. Create a new key and submit the prompt again.',
    );
  }
  return undefined;
}
