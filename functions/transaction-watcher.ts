import { lambda } from '../lib/composition/lambda.ts';
import { withSolanaRpc } from '../lib/composition/solana-rpc.ts';
import type { Deps } from '../lib/deps.ts';
import { watchTransactions, type WatchReport } from '../lib/transactions/watch-transactions.ts';

/**
 * EventBridge (every minute) → one transaction watcher pass: every
 * transaction whose nonce is not settled is followed to its end (receipt,
 * fee bump, nonce given back), and every job waiting for one is resumed or
 * failed once the chain has decided. Not an HTTP handler.
 */
export const makeHandler = (deps: Deps) => async (): Promise<WatchReport> => {
  const report = await watchTransactions(deps, deps.clock.now());
  deps.logger.info('transaction watcher pass', {
    steps: report.steps.watched,
    settled: report.steps.settled.length,
    released: report.steps.released.length,
    bumped: report.steps.bumped.length,
    jobs: report.jobs.watched,
    resumed: report.jobs.resumed.length,
    failed: report.jobs.failed.length,
  });
  return report;
};

// The Solana gateway only (no providers secret): a job waiting for a Solana transaction is settled by its signature's status.
export const handler = lambda(makeHandler, withSolanaRpc);
