import type { ApiKeyRecord } from './api-key.ts';

/** A key's status as people see it: `expired` is computed from `expiresAt`, a revoked key stays revoked. */
export type KeyStatus = 'active' | 'revoked' | 'expired';

/** What the key list shows: never the hash, the lookup id or the key itself. */
export interface KeyView {
  readonly keyId: string;
  readonly name: string;
  readonly scope: ApiKeyRecord['scope'];
  readonly agentAccess: boolean;
  readonly ipAllowlist: readonly string[];
  readonly prefix: string;
  readonly last4: string;
  /** The key as it may be shown: `purser_…abcd`. */
  readonly masked: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly expiresAt: string | null;
  readonly revokedAt: string | null;
  readonly regeneratedAt: string | null;
  readonly status: KeyStatus;
  /** null: the account's default applies. */
  readonly dailyPromptQuota: number | null;
  /** null: the service default applies. */
  readonly requestsPerMinute: number | null;
}

/** Whether a key's expiry has passed at `now` (an expiry at exactly `now` has passed, as authentication reads it). */
export const isExpired = (record: Pick<ApiKeyRecord, 'expiresAt'>, now: Date): boolean =>
  record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime();

/** The status shown for a key at `now`: revoked wins over expired. */
export function keyStatus(record: ApiKeyRecord, now: Date): KeyStatus {
  if (record.status === 'revoked') return 'revoked';
  return isExpired(record, now) ? 'expired' : 'active';
}

/** A stored key as the API and the CLI show it. */
export function toKeyView(record: ApiKeyRecord, now: Date): KeyView {
  return {
    keyId: record.keyId,
    name: record.name,
    scope: record.scope,
    agentAccess: record.agentAccess,
    ipAllowlist: record.ipAllowlist ?? [],
    prefix: record.prefix,
    last4: record.last4,
    masked: `${record.prefix}_…${record.last4}`,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt ?? null,
    expiresAt: record.expiresAt ?? null,
    revokedAt: record.revokedAt ?? null,
    regeneratedAt: record.regeneratedAt ?? null,
    status: keyStatus(record, now),
    dailyPromptQuota: record.dailyPromptQuota ?? null,
    requestsPerMinute: record.requestsPerMinute ?? null,
  };
}
