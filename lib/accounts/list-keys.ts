import type { Deps } from '../deps.ts';
import { toKeyView, type KeyView } from './key-view.ts';

/** An account's keys, oldest first, as views: the key itself and its hash never leave the store. */
export async function listKeys(deps: Pick<Deps, 'accounts' | 'clock'>, accountId: string): Promise<KeyView[]> {
  const now = deps.clock.now();
  return (await deps.accounts.listKeys(accountId)).map((record) => toKeyView(record, now));
}
