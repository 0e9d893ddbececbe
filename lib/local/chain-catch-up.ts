import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getAddress, type Address, type Hex, type PublicClient } from 'viem';
import type { Deps } from '../deps.ts';
import { pendingFiller, type TxStep } from '../transactions/tx-step.ts';

/**
 * What a catch-up did: transactions sent again, and nonces it could not fill
 * (nothing signed there yet — the attempt that holds it sends it when it
 * resumes, and what was resent after it waits in the pool until then — or a
 * resend the node refused).
 */
export interface CatchUpReport {
  readonly resent: number;
  readonly skipped: readonly { readonly from: Address; readonly chainId: number; readonly nonce: number }[];
}

/**
 * Sandbox only. Each anvil node saves its chain every 2 s (and when told to
 * stop); a `kill -9` of the whole `npm start` tree, anvil included, brings a
 * chain back without its last blocks, while the job store remembers their
 * transactions as sent and mined. Before the service takes any work, every
 * transaction the store holds at a nonce the chain has not reached is sent
 * again exactly as it was signed — the same bytes, so the same hash — in
 * nonce order: the chain catches up with what callers were told, no job says
 * `completed` for a transaction the chain never saw, and no wallet is left
 * behind a gap. A live chain never forgets a mined block; this is not needed
 * (nor run) in AWS.
 */
export async function catchUpChains(
  client: DynamoDBClient,
  tableName: string,
  deps: Pick<Deps, 'steps' | 'chains' | 'logger'>,
  chainIds: readonly number[],
): Promise<CatchUpReport> {
  let resent = 0;
  const skipped: { from: Address; chainId: number; nonce: number }[] = [];
  for (const { from, chainId, next } of await nonceCounters(client, tableName)) {
    if (!chainIds.includes(chainId)) continue;
    const chain = deps.chains.evm(chainId);
    let nonce = await chain.getTransactionCount({ address: from, blockTag: 'latest' });
    if (nonce >= next) continue;
    const steps = await deps.steps.listByNonce(from, chainId, nonce);
    for (; nonce < next; nonce += 1) {
      const raw = sentAt(steps.filter((s) => s.nonce === nonce));
      if (!raw) {
        skipped.push({ from, chainId, nonce });
        continue;
      }
      try {
        if (await resend(chain, raw.hash, raw.raw)) resent += 1;
      } catch (error) {
        deps.logger.error('sandbox chain catch-up could not resend a transaction', { from, chainId, nonce, hash: raw.hash, error: error as Error });
        skipped.push({ from, chainId, nonce });
      }
    }
  }
  if (resent > 0 || skipped.length > 0) deps.logger.warn('sandbox chains were behind the job store after a hard stop; caught up', { resent, skipped });
  return { resent, skipped };
}

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

/** Every wallet's nonce counter (`NONCE#<from>#<chainId>`): a scan, which only the sandbox's small table can afford. */
async function nonceCounters(client: DynamoDBClient, tableName: string): Promise<Array<{ from: Address; chainId: number; next: number }>> {
  const doc = DynamoDBDocumentClient.from(client);
  const counters: Array<{ from: Address; chainId: number; next: number }> = [];
  for await (const page of paginateScan(
    { client: doc },
    { TableName: tableName, FilterExpression: 'SK = :sk', ExpressionAttributeValues: { ':sk': 'NONCE' } },
  )) {
    for (const item of page.Items ?? []) {
      const [, from, chainId] = String(item.PK).split('#');
      if (from && chainId && typeof item.next === 'number') counters.push({ from: getAddress(from), chainId: Number(chainId), next: item.next });
    }
  }
  return counters;
}
