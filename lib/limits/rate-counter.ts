/**
 * Port: fixed-window counters, counted atomically where they are stored so
 * that parallel Lambdas cannot overrun a limit (DynamoDB: one conditional
 * `ADD`; the item expires with its window).
 */
export interface RateCounter {
  /**
   * Counts one use of `key` in the window of `windowSeconds` that contains
   * `now`, unless `limit` uses were already counted there.
   * @returns whether this use is allowed, and when the window ends.
   */
  consume(input: { key: string; limit: number; windowSeconds: number; now: Date }): Promise<RateDecision>;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** Uses counted in this window, this one included when allowed. */
  readonly used: number;
  /** Seconds until the window ends (when a refused use may be tried again). */
  readonly retryAfterSeconds: number;
}

/** The start of the window containing `now`, in epoch seconds. */
export const windowStart = (now: Date, windowSeconds: number): number => Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
