/**
 * The single-table key design, in one place.
 *
 * | item | PK | SK | GSI1PK | GSI1SK |
 * |---|---|---|---|---|
 * | account | `ACCOUNT#<id>` | `PROFILE` | | |
 * | email → account | `EMAIL#<email>` | `EMAIL` | | |
 * | sign-in address → account | `SIWEADDR#<address, lower-case>` | `SIWEADDR` | | |
 * | SIWE nonce | `SIWENONCE#<nonce>` | `SIWENONCE` | | |
 * | API key | `APIKEY#<lookupId>` | `APIKEY` | `ACCOUNT#<id>` | `APIKEY#<keyId>` |
 * | thread | `ACCOUNT#<id>` | `THREAD#<threadId>` | | |
 * | job | `ACCOUNT#<id>` | `JOB#<jobId>` | `THREAD#<threadId>` | `JOB#<jobId>` |
 * | idempotency key | `IDEMP#<accountId>#<endpoint>#<sha256 of key>` | `IDEMP` | | |
 * | transaction step | `STEP#<stepId>` | `STEP` | `WALLET#<address>#<chainId>` | `NONCE#<nonce, 12 digits>` |
 * | nonce counter | `NONCE#<address>#<chainId>` | `NONCE` | | |
 * | watched step (nonce not settled) | `TXWATCH#<chainId>` | `STEP#<stepId>` | | |
 * | job handed to the watcher | `JOBWATCH` | `JOB#<accountId>#<jobId>` | | |
 * | Solana step | `SOLSTEP#<stepId>` | `SOLSTEP` | | |
 * | rate window | `RATE#<key>#<window start, epoch s>` | `RATE` | | |
 * | session | `SESSION#<sha256 of token>` | `SESSION` | | |
 * | sign-in code | `SIGNIN#<email>` | `SIGNIN` | | |
 * | audit entry | `ACCOUNT#<id>` | `AUDIT#<ulid>` | | |
 * | automation | `ACCOUNT#<id>` | `AUTO#<automationId>` | `AUTOACTIVE` while watched | `<nextRunAt \| price \| awaiting>#<automationId>` |
 * | launched token | `ACCOUNT#<id>` | `LAUNCH#<token address, lower-case>` | `LAUNCHSYMBOL#<chain>#<SYMBOL>` | `<launchedAt>#<token>` |
 * | launch cooldown slot | `ACCOUNT#<id>` | `LAUNCHSLOT#<n>` | | |
 * | agent profile (`/agent/profile`) | `ACCOUNT#<id>` | `AGENTPROFILE` | | |
 *
 * Job ids are ULIDs, so an account's jobs newest first is one descending
 * Query on `PK`, and a thread's messages one ascending Query on `GSI1`.
 * Reads of a job always include the caller's account in the key: another
 * account's job cannot even be addressed.
 *
 * An automation carries the `GSI1` attributes only while the watcher has
 * something to do with it (active, or a run whose outcome is not recorded
 * yet), so each tick is one Query on `AUTOACTIVE`, never a scan of accounts.
 *
 * Idempotency records carry `ttl` (epoch seconds, 24 h after creation) so
 * DynamoDB deletes them eventually; until it does, readers treat them as absent.
 */
export const keys = {
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'PROFILE' }),
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
  signInAddress: (address: string) => ({ PK: `SIWEADDR#${address.toLowerCase()}`, SK: 'SIWEADDR' }),
  siweNonce: (nonce: string) => ({ PK: `SIWENONCE#${nonce}`, SK: 'SIWENONCE' }),
  apiKey: (lookupId: string) => ({ PK: `APIKEY#${lookupId}`, SK: 'APIKEY' }),
  apiKeyIndex: (accountId: string, keyId: string) => ({ GSI1PK: `ACCOUNT#${accountId}`, GSI1SK: `APIKEY#${keyId}` }),
  thread: (accountId: string, threadId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `THREAD#${threadId}` }),
  job: (accountId: string, jobId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `JOB#${jobId}` }),
  jobThreadIndex: (threadId: string, jobId: string) => ({ GSI1PK: `THREAD#${threadId}`, GSI1SK: `JOB#${jobId}` }),
  idempotency: (accountId: string, endpoint: string, keyDigest: string) => ({ PK: `IDEMP#${accountId}#${endpoint}#${keyDigest}`, SK: 'IDEMP' }),
  txStep: (stepId: string) => ({ PK: `STEP#${stepId}`, SK: 'STEP' }),
  txStepWalletIndex: (from: string, chainId: number, nonce: number) => ({
    GSI1PK: `WALLET#${from}#${chainId}`,
    GSI1SK: `NONCE#${String(nonce).padStart(12, '0')}`,
  }),
  nonceCounter: (from: string, chainId: number) => ({ PK: `NONCE#${from}#${chainId}`, SK: 'NONCE' }),
  txWatch: (chainId: number, stepId: string) => ({ PK: `TXWATCH#${chainId}`, SK: `STEP#${stepId}` }),
  jobWatch: (accountId: string, jobId: string) => ({ PK: 'JOBWATCH', SK: `JOB#${accountId}#${jobId}` }),
  solanaStep: (stepId: string) => ({ PK: `SOLSTEP#${stepId}`, SK: 'SOLSTEP' }),
  rateWindow: (key: string, start: number) => ({ PK: `RATE#${key}#${start}`, SK: 'RATE' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  signInCode: (email: string) => ({ PK: `SIGNIN#${email.toLowerCase()}`, SK: 'SIGNIN' }),
  audit: (accountId: string, entryId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `AUDIT#${entryId}` }),
  automation: (accountId: string, automationId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `AUTO#${automationId}` }),
  automationWatchIndex: (slot: string, automationId: string) => ({ GSI1PK: 'AUTOACTIVE', GSI1SK: `${slot}#${automationId}` }),
  launch: (accountId: string, token: string) => ({ PK: `ACCOUNT#${accountId}`, SK: `LAUNCH#${token.toLowerCase()}` }),
  launchSymbolIndex: (chain: string, symbol: string, launchedAt: string, token: string) => ({
    GSI1PK: `LAUNCHSYMBOL#${chain}#${symbol.toUpperCase()}`,
    GSI1SK: `${launchedAt}#${token.toLowerCase()}`,
  }),
  launchSlot: (accountId: string, slot: number) => ({ PK: `ACCOUNT#${accountId}`, SK: `LAUNCHSLOT#${slot}` }),
  agentProfile: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'AGENTPROFILE' }),
} as const;

export const keyAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'ttl', 'type'] as const;

/** Strips the table's own attributes from an item. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as T;
}
