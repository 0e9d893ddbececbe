/**
 * The Solana sandbox's live prices: the shared price table, with the moves
 * made through `sandbox move-price` layered on top (and persisted with the
 * chain, so a restart keeps a moved market).
 */
import { usdPrice } from '../price-table.ts';
import { BadRequestError } from '../../errors.ts';

export interface SandboxPrices {
  /** The current USD price of a symbol. @throws Error for a symbol the price table does not know. */
  usd(symbol: string): number;
  /**
   * Moves a symbol's price by a signed percentage (`-10` is 10% cheaper) and returns the new price.
   * @throws BadRequestError `INVALID_PERCENT` for a move to zero or below.
   */
  move(symbol: string, percent: number): number;
  /** The moved prices only, for persistence. */
  overrides(): Record<string, number>;
  /** Whether a move happened since the last `overrides()` snapshot. */
  readonly hasChanges: boolean;
}

/** Live prices starting from `overrides` (as saved by `overrides()`). */
export function sandboxPrices(overrides: Readonly<Record<string, number>> = {}): SandboxPrices {
  const moved = new Map(Object.entries(overrides));
  let changed = false;
  const usd = (symbol: string): number => moved.get(symbol) ?? usdPrice(symbol);
  return {
    usd,
    move(symbol, percent) {
      if (!Number.isFinite(percent) || percent <= -100) {
        throw new BadRequestError('INVALID_PERCENT', `A price cannot fall by 100% or more (got ${percent}%); use a percentage above -100.`, {
          details: { field: 'percent' },
        });
      }
      const next = usd(symbol) * (1 + percent / 100);
      moved.set(symbol, next);
      changed = true;
      return next;
    },
    overrides() {
      changed = false;
      return Object.fromEntries(moved);
    },
    get hasChanges() {
      return changed;
    },
  };
}
