/**
 * How a job queue retries: a failed delivery comes back after `retryDelayMs`
 * (SQS: the visibility timeout), and after `maxReceiveCount` receives the
 * message moves to the dead-letter queue.
 */
export interface RedeliveryPolicy {
  readonly retryDelayMs: number;
  readonly maxReceiveCount: number;
}

/**
 * Whether a queue gives a job whose attempt crashed enough time to be
 * resumed: the attempt's lease must run out well before the message is
 * dead-lettered. Its message (and every later one of the same account,
 * which waits behind it) keeps coming back while the lease holds, so the
 * receives between the first and the last must span three leases.
 */
export const redeliveryOutlastsLease = (policy: RedeliveryPolicy, leaseMs: number): boolean =>
  policy.retryDelayMs * (policy.maxReceiveCount - 1) >= 3 * leaseMs;

/** The smallest receive count (at least 5, SQS's usual) with which `retryDelayMs` outlasts the lease. */
export const receivesToOutlastLease = (retryDelayMs: number, leaseMs: number): number => Math.max(5, Math.ceil((3 * leaseMs) / retryDelayMs) + 1);
