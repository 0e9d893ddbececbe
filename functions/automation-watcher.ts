import * as z from 'zod';
import { lambda } from '../lib/composition/lambda.ts';
import { withSolanaRpc } from '../lib/composition/solana-rpc.ts';
import type { Deps } from '../lib/deps.ts';
import { runDueAutomations, type TickReport } from '../lib/automations/run-due-automations.ts';

/** A per-automation schedule names its automation; the fixed-cadence schedule sends anything else (or nothing). */
const WatcherEventSchema = z.object({ automationId: z.string().regex(/^auto_[0-9A-Z]{26}$/) });

/**
 * EventBridge Scheduler → the automation watcher tick: the fixed-cadence
 * schedule looks at every watched automation (price triggers, due times,
 * outcomes of earlier runs, revoked keys); a per-automation schedule
 * (`{ automationId }`) looks at that one only. Not an HTTP handler.
 */
export const makeHandler =
  (deps: Deps) =>
  async (event: unknown): Promise<TickReport> => {
    const parsed = WatcherEventSchema.safeParse(event);
    const report = await runDueAutomations(deps, deps.clock.now(), parsed.success ? { automationId: parsed.data.automationId } : {});
    deps.logger.info('automation tick', { checked: report.checked, fired: report.fired.length, paused: report.paused.length, settled: report.settled.length });
    return report;
  };

// The Solana gateway only (no providers secret): a Solana price trigger reads the Solana RPC like a job would.
export const handler = lambda(makeHandler, withSolanaRpc);
