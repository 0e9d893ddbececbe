import type { Deps } from '../deps.ts';
import { keyNotFound } from './key-not-found.ts';
import { toKeyView, type KeyView } from './key-view.ts';

/**
 * Revokes a key: from this moment it answers 401 "Invalid API key". Revoking
 * a revoked key succeeds again with its view (a retry is harmless).
 * @throws NotFoundError when the account has no such key.
 */
export async function revokeKey(deps: Pick<Deps, 'accounts' | 'clock'>, accountId: string, keyId: string): Promise<KeyView> {
  const now = deps.clock.now();
  const record = await deps.accounts.revokeKey(accountId, keyId, now.toISOString());
  if (!record) throw keyNotFound(keyId);
  return toKeyView(record, now);
}
