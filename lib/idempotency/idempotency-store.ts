import type { RequestFingerprint } from './request-fingerprint.ts';

/** How long a key is remembered after its first request. */
export const idempotencyRetentionMs = 24 * 60 * 60 * 1000;

/** One key's namespace: the same key on another account or endpoint is another key. */
export interface IdempotencyScope {
  readonly accountId: string;
  /** The handler name (`prompt-create`, `submit`). */
  readonly endpoint: string;
  /** The raw `Idempotency-Key` value; stores keep only its digest. */
  readonly key: string;
}

/** A response as it was sent, to be sent again on a repeat. */
export interface StoredResponse {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** What a store holds for a key. */
export interface IdempotencyRecord {
  readonly state: 'in-progress' | 'completed';
  readonly fingerprint: RequestFingerprint;
  /** When the first request began (ISO); it also identifies that request for `complete` and `abandon`. */
  readonly createdAt: string;
  /** Present once completed. */
  readonly response?: StoredResponse;
}

export type BeginResult =
  | { readonly kind: 'started' }
  | { readonly kind: 'replay'; readonly status: number; readonly body: Record<string, unknown> }
  | { readonly kind: 'in-progress'; readonly startedAt: string }
  | { readonly kind: 'mismatch'; readonly original: RequestFingerprint };

/**
 * Port to the memory of idempotent requests. A record is created in progress
 * by `begin`, then either completed with the response or abandoned (deleted)
 * so the key can be used again. Records older than `idempotencyRetentionMs`
 * count as absent whether or not storage has deleted them yet.
 */
export interface IdempotencyStore {
  /**
   * Claims the key for this request in one conditional write, or reports what
   * the key already holds (see `beginResultOf`).
   */
  begin(request: IdempotencyScope & { readonly fingerprint: RequestFingerprint; readonly now: Date }): Promise<BeginResult>;
  /** Stores the response of the request that began at `startedAt`; a no-op if the record is no longer that request's. */
  complete(request: IdempotencyScope & { readonly startedAt: Date; readonly response: StoredResponse; readonly now: Date }): Promise<void>;
  /** Deletes the in-progress record of the request that began at `startedAt`; a no-op if it is no longer that request's. */
  abandon(request: IdempotencyScope & { readonly startedAt: Date }): Promise<void>;
}

/**
 * What a repeat gets from an existing, unexpired record: a different body is
 * a mismatch whatever the state; otherwise the stored response, or "still in
 * progress".
 */
export function beginResultOf(record: IdempotencyRecord, fingerprint: RequestFingerprint): BeginResult {
  if (record.fingerprint.digest !== fingerprint.digest) return { kind: 'mismatch', original: record.fingerprint };
  if (record.state === 'completed' && record.response) return { kind: 'replay', ...record.response };
  return { kind: 'in-progress', startedAt: record.createdAt };
}

/** When a record begun at `createdAt` stops counting, in epoch seconds (DynamoDB TTL's unit), rounded up. */
export const expiresAtEpochSeconds = (createdAt: Date): number => Math.ceil((createdAt.getTime() + idempotencyRetentionMs) / 1000);
