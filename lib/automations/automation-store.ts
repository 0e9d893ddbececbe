import type { Automation } from './automation.ts';

/** Port to durable automation storage. Every change is conditioned on the stored `version` (optimistic concurrency). */
export interface AutomationStore {
  /**
   * Stores a new automation (version 1).
   * @throws ConflictError when its id is already taken.
   */
  create(automation: Automation): Promise<void>;
  /** The account's automation, or undefined (also for another account's). */
  get(accountId: string, automationId: string): Promise<Automation | undefined>;
  /** Every automation of an account, oldest first (one Query). */
  listByAccount(accountId: string): Promise<Automation[]>;
  /**
   * Every automation the watcher has something to do with: active ones, and
   * finished ones with a run whose outcome is not recorded yet. One Query on
   * an index (eventually consistent: decisions are fenced by `save`).
   */
  listWatched(): Promise<Automation[]>;
  /**
   * Replaces the automation with `next` if the stored one still has
   * `next.version - 1`: two watchers racing on one automation cannot both win.
   * @returns the stored automation, or `{ conflict: current }` when it changed meanwhile (or is gone).
   */
  save(next: Automation): Promise<{ automation: Automation } | { conflict: Automation | undefined }>;
}
