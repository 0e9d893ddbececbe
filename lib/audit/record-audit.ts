import { TransientError } from '../errors.ts';
import type { Deps } from '../deps.ts';
import type { AuditAction, AuditDetails, AuditEntry } from './audit-log.ts';
import { stepEntryId } from './step-entry-id.ts';

type RecordDeps = Pick<Deps, 'audit' | 'clock' | 'ids' | 'logger'>;

/** What a signature's entry says; the id and time are added here. */
export interface SignatureRecord {
  readonly accountId: string;
  readonly keyId: string;
  readonly action: Extract<AuditAction, `sign.${string}`>;
  readonly chain?: string;
  readonly chainId?: number;
  readonly transactionHash?: string;
  readonly details?: AuditDetails;
}

/**
 * Records a signature before it is returned. Fails closed: a signature that
 * cannot be recorded is not handed out (nothing has left the service yet, so
 * the caller simply asks again).
 * @throws TransientError `AUDIT_UNAVAILABLE` (503) when the entry cannot be written.
 */
export async function recordSignature(deps: RecordDeps, record: SignatureRecord): Promise<void> {
  const entry: AuditEntry = { entryId: deps.ids.auditId(), at: deps.clock.now().toISOString(), ...record };
  try {
    await deps.audit.record(entry);
  } catch (error) {
    deps.logger.error('audit entry not written; signature withheld', {
      entryId: entry.entryId,
      accountId: entry.accountId,
      action: entry.action,
      error: error as Error,
    });
    throw new TransientError(
      'AUDIT_UNAVAILABLE',
      'The signature could not be recorded in the audit log, so it was not returned. Nothing was sent; try again.',
      {
        cause: error,
      },
    );
  }
}

/** What a broadcast transaction's entry says. */
export interface BroadcastRecord {
  readonly accountId: string;
  readonly keyId?: string;
  readonly action: Extract<AuditAction, 'submit' | 'job.transaction'>;
  readonly chain: string;
  readonly chainId?: number;
  readonly transactionHash: string;
  /** The pipeline step: with the hash, it makes the entry id, so a retried step writes no second entry. */
  readonly stepId: string;
  /** When the transaction was signed, as stored with the step (stable across retries). */
  readonly signedAt: string;
  readonly jobId?: string;
  readonly details?: AuditDetails;
}

/** Pauses between write attempts of a broadcast's entry. */
export const broadcastRetryDelaysMs = [50, 200, 800] as const;

/**
 * Records a transaction that has been broadcast, exactly once per step and
 * hash however often it is called (retries call it again on purpose: a write
 * lost to a crash is made by the next attempt). The money has already moved,
 * so a failing audit store must not fail the request or the job: the write is
 * retried a few times, then the loss is logged as an error with everything
 * the entry would have said. Never throws.
 */
export async function recordBroadcast(deps: Omit<RecordDeps, 'ids'>, record: BroadcastRecord): Promise<void> {
  const { signedAt, ...fields } = record;
  const entry: AuditEntry = { entryId: stepEntryId(record.stepId, record.transactionHash, signedAt), at: deps.clock.now().toISOString(), ...fields };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.audit.record(entry);
      return;
    } catch (error) {
      const delay = broadcastRetryDelaysMs[attempt];
      if (delay === undefined) {
        deps.logger.error('AUDIT_WRITE_FAILED: a broadcast transaction is missing from the audit log', { auditEntry: { ...entry }, error: error as Error });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
