import type { ApiKeyScope } from '../accounts/api-key.ts';
import type { AutomationAction, AutomationTrigger } from '../capabilities/automations/intent.ts';

/**
 * An automation as stored: a limit order, a scheduled or a recurring trade.
 * Each time it fires it runs `action` as an ordinary job of its owner, with
 * the scope of the key that created it (`metadata.automationId` on the job).
 */
export interface Automation {
  readonly automationId: string;
  readonly accountId: string;
  readonly keyId: string;
  readonly keyScope: ApiKeyScope;
  readonly kind: 'limit' | 'scheduled' | 'recurring';
  readonly action: AutomationAction;
  readonly trigger: AutomationTrigger;
  readonly description: string;
  /**
   * - `active`: waiting for its trigger;
   * - `paused`: its key was revoked, regenerated or expired (see `reason`);
   * - `completed`: it has run as often as it should;
   * - `cancelled`: by its owner;
   * - `failed`: stopped after a failed execution (see `reason`).
   */
  readonly status: 'active' | 'paused' | 'completed' | 'cancelled' | 'failed';
  readonly reason?: string;
  /** When a time-based automation fires next (absent for price triggers and once finished). */
  readonly nextRunAt?: string;
  /** The latest executions, oldest first (at most {@link maxStoredRuns}; `runCount` counts them all). */
  readonly runs: readonly AutomationRun[];
  /** Executions so far (a recurring automation stops at `trigger.count`). Absent means `runs.length`. */
  readonly runCount?: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Optimistic-concurrency version: every change is conditioned on it. */
  readonly version: number;
}

/** One execution: the job it created, and how it ended once known. */
export interface AutomationRun {
  readonly at: string;
  readonly jobId: string;
  readonly status?: 'completed' | 'failed' | 'cancelled';
  readonly error?: string;
}

/** Runs kept on the record (a recurring automation may run thousands of times; an item stays well under 400 KB). */
export const maxStoredRuns = 100;
