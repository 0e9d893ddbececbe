import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/logger.ts';
import type { TxStepStore } from './tx-step-store.ts';

/** Where a fault-injection test may stop the pipeline (each is after the durable write of that stage). */
export type FaultPoint = 'before-sign' | 'after-sign' | 'after-broadcast' | 'after-receipt';

export interface PipelineConfig {
  /** A transaction not mined this long after its last broadcast is replaced with a higher fee. */
  readonly stuckAfterMs: number;
  /** Fee increase per replacement, in percent (at least 10). */
  readonly bumpPercent: number;
  /** No replacement pays more than this per gas (wei). */
  readonly feeCeilingWei: bigint;
  /** How long one attempt waits for inclusion before handing the job back to the queue. */
  readonly receiptTimeoutMs: number;
  readonly pollMs: number;
}

export const defaultPipelineConfig: PipelineConfig = {
  stuckAfterMs: 30_000,
  bumpPercent: 12.5,
  feeCeilingWei: 500_000_000_000n, // 500 gwei
  receiptTimeoutMs: 120_000,
  pollMs: 1_000,
};

export interface PipelineDeps {
  readonly steps: TxStepStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly pipeline: PipelineConfig;
  /** Test-only: called at each fault point; throwing there simulates a crash. */
  readonly faults?: (point: FaultPoint, stepId: string) => Promise<void>;
}
