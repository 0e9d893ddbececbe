import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getAddress, type Address, type Hex, type PublicClient } from 'viem';
import type { Deps } from '../deps.ts';
import { transition } from '../jobs/job.ts';
import { markResent } from '../transactions/step-records.ts';
import { pendingFiller, type TxStep } from '../transactions/tx-step.ts';

/**
 * What a catch-up did: wallets whose welcome gifts were given again,
 * transactions sent again, nonces it could not fill (nothing signed there yet
 * — the attempt that holds it sends it when it resumes, and what was resent
 * after it waits in the pool until then — or a resend the node refused), and
 * completed jobs failed because their transaction did not land again as it had.
 */
export interface CatchUpReport {
  readonly refunded: number;
  readonly resent: number;
  readonly skipped: readonly { readonly from: Address; readonly chainId: number; readonly nonce: number }[];
  readonly lost: readonly string[];
}

/** Gives a wallet on a chain the welcome gifts the chain lost; resolves to how many it gave again. */
export type RestoreGifts = (wallet: Address, chainId: number) => Promise<number>;

/**
 * Sandbox only. Each anvil node saves its chain every 2 s (and when told to
 * stop); a `kill -9` of the whole `npm start` tree, anvil included, brings a
 * chain back without its last seconds, while the job store remembers their
 * transactions as sent and mined, and the accounts made in them as funded.
 * Before the service takes any work: each account's wallets get back the
 * welcome gifts the chain lost, then every transaction the store holds at a
 * nonce the chain has not reached is sent again exactly as it was signed —
 * the same bytes, so the same hash — in nonce order. The chain catches up with
 * what callers were told. A transaction recorded as mined that the chain now
 * refuses, or runs to another outcome, fails its completed job saying so: a
 * job's status tells the truth about the chain. (A refused one leaves its
 * wallet behind a gap the report lists; with the gifts given back first, only
 * a chain change no store records — a later faucet gift — can cause one.) A live chain never forgets a mined block; none of this is needed (nor
 * run) in AWS.
 */
export async function catchUpChains(
  client: DynamoDBClient,
  tableName: string,
  deps: Pick<Deps, 'steps' | 'chains' | 'logger' | 'jobs' | 'clock'>,
  chainIds: readonly number[],
  restoreGifts: RestoreGifts,
): Promise<CatchUpReport> {
  const { counters, wallets } = await scanStore(client, tableName);
  const refunded = (
    await Promise.all(chainIds.flatMap((chainId) => wallets.map((wallet) => restoreGifts(wallet, chainId).then((given) => (given > 0 ? 1 : 0)))))
  ).reduce((a: number, b) => a + b, 0);
  let resent = 0;
  const skipped: { from: Address; chainId: number; nonce: number }[] = [];
  const outcomes: Array<{ step: TxStep; chainId: number; outcome: Promise<string | undefined> }> = [];
  for (const { from, chainId, next } of counters) {
    if (!chainIds.includes(chainId)) continue;
    const chain = deps.chains.evm(chainId);
    let nonce = await chain.getTransactionCount({ address: from, blockTag: 'latest' });
    if (nonce >= next) continue;
    const steps = await deps.steps.listByNonce(from, chainId, nonce);
    for (; nonce < next; nonce += 1) {
      const atNonce = steps.filter((s) => s.nonce === nonce);
      const raw = sentAt(atNonce);
      if (!raw) {
        skipped.push({ from, chainId, nonce });
        continue;
      }
      const mined = atNonce.find((s) => s.receipt?.hash === raw.hash);
      try {
        if (await resend(chain, raw.hash, raw.raw)) {
          resent += 1;
          if (mined) outcomes.push({ step: mined, chainId, outcome: outcomeAgain(chain, mined) });
          // Its resumed wait must not read a missing receipt by the time of the first send (see markResent).
          const waiting = atNonce.find((s) => s.status === 'broadcast' && s.versions.some((v) => v.hash === raw.hash));
          if (waiting) await markResent(deps, waiting);
        }
      } catch (error) {
        deps.logger.error('sandbox chain catch-up could not resend a transaction', { from, chainId, nonce, hash: raw.hash, error: error as Error });
        skipped.push({ from, chainId, nonce });
        if (mined) outcomes.push({ step: mined, chainId, outcome: Promise.resolve(`the chain refused it: ${firstLine(error)}`) });
      }
    }
  }
  const lost: string[] = [];
  for (const { step, chainId, outcome } of outcomes) {
    const why = await outcome;
    if (why === undefined || step.jobId === undefined) continue;
    if (await loseJob(deps, step, chainId, why)) lost.push(step.jobId);
  }
  if (refunded > 0 || resent > 0 || skipped.length > 0 || lost.length > 0) {
    deps.logger.warn('sandbox chains were behind the job store after a hard stop; caught up', { refunded, resent, skipped, lost });
  }
  return { refunded, resent, skipped, lost };
}

/** Why a resent transaction did not end as the store recorded it, or undefined when it did. */
async function outcomeAgain(chain: PublicClient, step: TxStep): Promise<string | undefined> {
  const recorded = step.receipt!;
  try {
    const receipt = await chain.waitForTransactionReceipt({ hash: recorded.hash, timeout: 10_000, pollingInterval: 50 });
    return receipt.status === recorded.status
      ? undefined
      : `sent again, it ${receipt.status === 'reverted' ? 'reverted' : 'succeeded'} where it had ${recorded.status === 'reverted' ? 'reverted' : 'succeeded'}`;
  } catch (error) {
    return `sent again, it was not mined: ${firstLine(error)}`;
  }
}

/** Fails the completed job of a step whose transaction the sandbox chain lost; true when this call changed it. */
async function loseJob(deps: Pick<Deps, 'jobs' | 'clock' | 'logger'>, step: TxStep, chainId: number, why: string): Promise<boolean> {
  const job = await deps.jobs.get(step.accountId, step.jobId!);
  if (job?.status !== 'completed') return false;
  const error = `The sandbox chain (chain id ${chainId}) lost this job's transaction ${step.receipt!.hash} when it was stopped hard before it had saved it, and ${why}. The job's transfer or trade is not on the sandbox chain; the balances are what the chain shows now.`;
  const result = await deps.jobs.apply(job, transition(job, { type: 'lose', error, code: 'SANDBOX_CHAIN_LOST' }, deps.clock.now()));
  if ('job' in result)
    deps.logger.error('failed a completed job whose transaction the sandbox chain lost', { jobId: job.jobId, hash: step.receipt!.hash, why });
  return 'job' in result;
}

/** What the node said (viem keeps it in `details`), else the error's first line. */
const firstLine = (error: unknown): string =>
  (error as { details?: string }).details ?? (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/**
 * What was sent at one nonce, as the store recorded it: the version a receipt
 * names (mined, then forgotten by the chain), else the newest version of a
 * step still waiting for its receipt, else a filler a released step sent.
 */
function sentAt(steps: readonly TxStep[]): { hash: Hex; raw: Hex } | undefined {
  const mined = steps.find((s) => s.receipt !== undefined);
  const minedVersion = mined?.versions.find((v) => v.hash === mined.receipt!.hash);
  if (minedVersion) return minedVersion;
  const waiting = steps.find((s) => s.status === 'broadcast')?.versions.at(-1);
  if (waiting) return waiting;
  return steps.map(pendingFiller).find((filler) => filler !== undefined);
}

/** Sends signed bytes unless the chain already has them; true when sent. */
async function resend(chain: PublicClient, hash: Hex, raw: Hex): Promise<boolean> {
  const known = await chain.getTransaction({ hash }).catch(() => undefined);
  if (known) return false;
  await chain.sendRawTransaction({ serializedTransaction: raw });
  return true;
}

/**
 * Every wallet's nonce counter (`NONCE#<from>#<chainId>`) and every account's
 * EVM wallet: a scan, which only the sandbox's small table can afford.
 */
async function scanStore(
  client: DynamoDBClient,
  tableName: string,
): Promise<{ counters: Array<{ from: Address; chainId: number; next: number }>; wallets: Address[] }> {
  const doc = DynamoDBDocumentClient.from(client);
  const counters: Array<{ from: Address; chainId: number; next: number }> = [];
  const wallets: Address[] = [];
  for await (const page of paginateScan(
    { client: doc },
    {
      TableName: tableName,
      FilterExpression: 'SK = :nonce OR (SK = :profile AND begins_with(PK, :account))',
      ExpressionAttributeValues: { ':nonce': 'NONCE', ':profile': 'PROFILE', ':account': 'ACCOUNT#' },
    },
  )) {
    for (const item of page.Items ?? []) {
      if (item.SK === 'PROFILE') {
        const wallet = (item.wallets as { evm?: { address?: unknown } } | undefined)?.evm?.address;
        if (typeof wallet === 'string') wallets.push(getAddress(wallet));
        continue;
      }
      const [, from, chainId] = String(item.PK).split('#');
      if (from && chainId && typeof item.next === 'number') counters.push({ from: getAddress(from), chainId: Number(chainId), next: item.next });
    }
  }
  return { counters, wallets };
}
