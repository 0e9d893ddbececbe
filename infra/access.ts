import type { HandlerName, QueueHandlerName } from '../lib/routes.ts';

/**
 * Functions run on a schedule: the automation watcher (EventBridge Scheduler, `infra/constructs/automations.ts`)
 * and the transaction watcher (an EventBridge rule, `infra/constructs/transaction-watcher.ts`).
 */
export const scheduledHandlerNames = ['automation-watcher', 'transaction-watcher'] as const;
export type ScheduledHandlerName = (typeof scheduledHandlerNames)[number];
/** Every function of the stack, by its file name under `functions/`. */
export type FunctionName = HandlerName | QueueHandlerName | ScheduledHandlerName;

/** What one function may touch. Everything absent is denied. */
export interface FunctionAccess {
  /** DynamoDB table access (indexes included). */
  readonly table?: 'read' | 'readWrite';
  /** UpdateItem of `lastUsedAt` on API key items only (for read-only handlers that authenticate). */
  readonly touchApiKeys?: true;
  /** UpdateItem of rate-counter items only (`RATE#*`: per-key request rate), for read-only handlers that authenticate. */
  readonly rateCounters?: true;
  /** sqs:SendMessage on the job queue. */
  readonly enqueue?: true;
  /** kms:Sign and kms:GetPublicKey on this deployment's wallet keys. */
  readonly sign?: true;
  /** Read the RPC URL secret (talks to chains). */
  readonly rpc?: true;
  /** Read the providers secret (0x, Jupiter and market-data settings): only the function that swaps and ranks. */
  readonly providers?: true;
  /** ses:SendEmail as the configured sender (sign-in codes). */
  readonly email?: true;
  /** Create wallet keys in KMS (tagged for this deployment) and read their public keys: creates accounts. */
  readonly provision?: true;
  /** Create, update, read and delete schedules in the automation schedule group only, and pass the scheduler role to Scheduler only. */
  readonly schedules?: true;
}

/**
 * The least-privilege table: one row per function, typed over every handler
 * name so a new handler cannot deploy until its access is decided here.
 *
 * - Pure readers (job-get, user-get) get read-only table access, plus an
 *   UpdateItem limited to an API key's `lastUsedAt` (authentication records
 *   when a key was last used, on every endpoint), and an UpdateItem limited
 *   to rate-counter items (every authenticated request counts against its
 *   key's rate).
 * - Only prompt-create enqueues; the executor receives through its event
 *   source mapping, which grants the consume actions on its own.
 * - sign fills nonce and gas for `eth_signTransaction`, hence RPC access.
 * - Only sign-in-verify provisions wallet keys (it creates an account on a
 *   first sign-in; the CLI creates accounts with the operator's credentials).
 * - Only sign-in-code sends email.
 * - Only the executor reads the providers secret: it alone quotes swaps and
 *   reads market data.
 * - Only the executor (creating and cancelling orders from prompts) and the
 *   automation watcher (finishing recurring ones) manage schedules. The
 *   watcher reads prices (RPC) and enqueues the jobs an order runs as; it
 *   never signs: the executor runs those jobs.
 * - The transaction watcher follows unsettled transactions to their end:
 *   it reads the chains, signs fee bumps and the no-ops that fill or cancel
 *   a nonce, and enqueues the jobs it resumes.
 * - The dead-letter sweeper fails jobs or hands them to the transaction
 *   watcher: table writes only.
 * - health and method-not-allowed (a 405 computed from the route table) need nothing.
 */
export const functionAccess: Readonly<Record<FunctionName, FunctionAccess>> = {
  'prompt-create': { table: 'readWrite', enqueue: true },
  'job-get': { table: 'read', touchApiKeys: true, rateCounters: true },
  'job-cancel': { table: 'readWrite' },
  'user-get': { table: 'read', touchApiKeys: true, rateCounters: true },
  // Reads the chains for the balances, and the table for the key and the account.
  'balances-get': { table: 'read', touchApiKeys: true, rateCounters: true, rpc: true },
  sign: { table: 'readWrite', sign: true, rpc: true },
  submit: { table: 'readWrite', sign: true, rpc: true },
  health: {},
  // Sign-in and the account endpoints: filled in with their features (sign-in sends email, creates accounts' wallet keys).
  'sign-in-code': { table: 'readWrite', email: true },
  'sign-in-verify': { table: 'readWrite', provision: true },
  'keys-list': { table: 'read' },
  'keys-create': { table: 'readWrite' },
  'keys-revoke': { table: 'readWrite' },
  'keys-regenerate': { table: 'readWrite' },
  'audit-list': { table: 'read' },
  // Launches through the job pipeline: stores the launch job and queues it, then reads it until it ends;
  // resolves an ENS fee recipient on Ethereum (RPC). It never signs: the executor runs the launch.
  'token-launch-deploy': { table: 'readWrite', enqueue: true, rpc: true },
  // Public: reads only the chain (the launch protocol's tokens, fees and events).
  'creator-fees-get': { rpc: true },
  // Builds the caller's claim transaction (reads the chain); the client submits it.
  'fee-claim-build': { table: 'read', touchApiKeys: true, rateCounters: true, rpc: true },
  // Sign-In with Ethereum: stores single-use nonces; the verify step creates an account (wallet keys) on a first sign-in.
  'siwe-nonce': { table: 'readWrite' },
  'siwe-verify': { table: 'readWrite', provision: true },
  profile: { table: 'readWrite' },
  // The API's own reference: built from the route table and schemas, no I/O.
  openapi: {},
  docs: {},
  'method-not-allowed': {},
  executor: { table: 'readWrite', sign: true, rpc: true, providers: true, schedules: true },
  'dead-letter': { table: 'readWrite' },
  'automation-watcher': { table: 'readWrite', enqueue: true, rpc: true, schedules: true },
  'transaction-watcher': { table: 'readWrite', enqueue: true, sign: true, rpc: true },
};
