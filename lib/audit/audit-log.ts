/**
 * The audit log: one entry per signature, submitted transaction and
 * transaction a job broadcasts, kept under the account (`ACCOUNT#<id>`,
 * `AUDIT#<entryId>`) so the account can list its own, newest first.
 *
 * An entry says who (account, API key), what (the action), when and which
 * transaction (chain, hash, job). It never holds what was signed or the
 * signature: `details` carries a few harmless facts (the typed data's
 * `primaryType`, a message's length, a transaction's recipient and nonce).
 */
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.ts';

/**
 * What was done:
 * - `sign.personal_sign`, `sign.typed_data`, `sign.transaction`: POST /agent/sign returned a signature
 *   (`sign.transaction` carries the hash of the signed, unbroadcast transaction);
 * - `submit`: POST /agent/submit broadcast a transaction (recorded at broadcast, not at confirmation);
 * - `job.transaction`: a job (a transfer, a swap, an approval) broadcast a transaction, EVM or Solana.
 */
export const auditActions = ['sign.personal_sign', 'sign.typed_data', 'sign.transaction', 'submit', 'job.transaction'] as const;
export type AuditAction = (typeof auditActions)[number];

/** Small, non-secret facts about an entry: never a message, typed data, raw transaction or signature. */
export type AuditDetails = Readonly<Record<string, string | number | boolean>>;

export interface AuditEntry {
  /** `aud_<ulid>`: ordered by time, so the log lists newest first. */
  readonly entryId: string;
  readonly accountId: string;
  /** The API key that asked (a job records the key that submitted it, when the job carries it). */
  readonly keyId?: string;
  readonly action: AuditAction;
  /** When it was recorded (ISO 8601). */
  readonly at: string;
  /** Chain name (`base`, `solana`, ...). */
  readonly chain?: string;
  /** EVM chain id. */
  readonly chainId?: number;
  /** The transaction hash (the signature for Solana). */
  readonly transactionHash?: string;
  readonly jobId?: string;
  /** The pipeline step that broadcast it (`<jobId>#<n>`, `<jobId>#sol<n>`, `submit#<id>`). */
  readonly stepId?: string;
  readonly details?: AuditDetails;
}

/** One page of an account's entries, newest first; `nextCursor` is absent on the last page. */
export interface AuditPage {
  readonly entries: readonly AuditEntry[];
  readonly nextCursor?: string;
}

export interface AuditListOptions {
  /** 1–200. */
  readonly limit: number;
  /** The `nextCursor` of the previous page. */
  readonly cursor?: string;
}

/** Port: where audit entries are kept (DynamoDB; memory in unit tests). */
export interface AuditLog {
  /**
   * Writes an entry once: an entry with the same id is never overwritten.
   * @returns `recorded: false` when that entry already existed (a retried step).
   */
  record(entry: AuditEntry): Promise<{ recorded: boolean }>;
  /**
   * The account's entries, newest first.
   * @throws BadRequestError `INVALID_CURSOR` for a cursor this log did not issue.
   */
  list(accountId: string, options: AuditListOptions): Promise<AuditPage>;
}

/** An {@link AuditLog} in memory, for unit tests. `failNext(n)` makes the next n writes throw. */
export function inMemoryAuditLog(): AuditLog & { all(): AuditEntry[]; failNext(count: number): void } {
  const entries = new Map<string, AuditEntry>();
  let failures = 0;
  return {
    async record(entry) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('audit store unavailable');
      }
      const key = `${entry.accountId}#${entry.entryId}`;
      if (entries.has(key)) return { recorded: false };
      entries.set(key, entry);
      return { recorded: true };
    },
    async list(accountId, { limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeAuditCursor(cursor);
      const mine = [...entries.values()]
        .filter((entry) => entry.accountId === accountId && (after === undefined || entry.entryId < after))
        .sort((a, b) => (a.entryId < b.entryId ? 1 : -1));
      const page = mine.slice(0, limit);
      return mine.length > limit ? { entries: page, nextCursor: encodeAuditCursor(page.at(-1)!.entryId) } : { entries: page };
    },
    all: () => [...entries.values()],
    failNext(count) {
      failures = count;
    },
  };
}
