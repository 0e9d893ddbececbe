/**
 * The ledger's transaction history: records by signature, and per address
 * the signatures that loaded it, oldest first, for `getSignaturesForAddress`.
 * Bounded: the oldest records drop out, as on a node without long-term
 * storage.
 */
import type { StoredTransaction } from './transaction-record.ts';

/** History entries kept by default. */
export const HISTORY_LIMIT = 10_000;

/** Bounded history with an address index; see the file comment. */
export class TransactionHistory {
  private readonly records = new Map<string, StoredTransaction>();
  private readonly byAddress = new Map<string, string[]>();

  constructor(private readonly limit = HISTORY_LIMIT) {}

  get(signature: string): StoredTransaction | undefined {
    return this.records.get(signature);
  }

  /** Oldest first, as persisted. */
  all(): StoredTransaction[] {
    return [...this.records.values()];
  }

  add(record: StoredTransaction): void {
    this.records.set(record.signature, record);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list) list.push(record.signature);
      else this.byAddress.set(key, [record.signature]);
    }
    if (this.records.size > this.limit) this.dropOldest();
  }

  /** Transactions that loaded `address`, newest first; `before` and `until` are exclusive bounds. */
  forAddress(address: string, page: { limit: number; before?: string; until?: string }): StoredTransaction[] {
    const signatures = this.byAddress.get(address) ?? [];
    let end = signatures.length;
    if (page.before !== undefined) {
      const at = signatures.lastIndexOf(page.before);
      end = at === -1 ? 0 : at;
    }
    const out: StoredTransaction[] = [];
    for (let i = end - 1; i >= 0 && out.length < page.limit; i--) {
      if (signatures[i] === page.until) break;
      out.push(this.records.get(signatures[i]!)!);
    }
    return out;
  }

  // Map order is insertion order, so the first entry is the oldest.
  private dropOldest(): void {
    const [signature, record] = this.records.entries().next().value as [string, StoredTransaction];
    this.records.delete(signature);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list?.[0] === signature) list.shift();
      if (list?.length === 0) this.byAddress.delete(key);
    }
  }
}
