import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchIntent } from '../../lib/capabilities/index.ts';
import type { JobContext, JobOutcome } from '../../lib/jobs/job-context.ts';
import { readTrending } from '../../lib/capabilities/trending/read-trending.ts';
import { findSolanaToken } from '../../lib/chains/chains.ts';
import { onChainPriceService } from '../../lib/market/on-chain-price-service.ts';
import type { PriceService } from '../../lib/market/price-service.ts';
import { solanaSandboxClient } from '../../lib/sandbox/solana/solana-sandbox-client.ts';
import { WRAPPED_SOL_MINT } from '../../lib/swaps/solana-swap-provider.ts';
import { runWorkAsJob } from '../support/run-as-job.ts';
import { startTestRuntime, type TestRuntime } from '../support/runtime.ts';

let rt: TestRuntime;
let account: Awaited<ReturnType<TestRuntime['newAccount']>>;
let prices: PriceService;
let connection: Connection;
const mint = (symbol: string) => (symbol === 'SOL' ? WRAPPED_SOL_MINT : findSolanaToken(symbol)!.mint);
const decimals = (symbol: string) => (symbol === 'SOL' ? 9 : findSolanaToken(symbol)!.decimals);

/** USD volume each token's swaps should count: what the maker paid out or took in of it, at today's price. */
const expectedUsd = new Map<string, number>();

/** Swaps `amount` whole `from` for `to` through the sandbox market maker as `user`: one co-signed transaction, both legs. */
async function swap(user: Keypair, from: string, to: string, amount: number, counted: string) {
  const maker = rt.deps.solanaSwaps!;
  const quote = await maker.quote({ inputMint: mint(from), outputMint: mint(to), amount: BigInt(Math.round(amount * 10 ** decimals(from))), slippageBps: 50 });
  const built = await maker.buildSwapTransaction({ quote, userPublicKey: user.publicKey.toBase58() });
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([user]);
  const signature = await connection.sendRawTransaction(tx.serialize());
  await connection.confirmTransaction({ signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight: built.lastValidBlockHeight }, 'confirmed');
  const moved = counted === from ? quote.inAmount : quote.outAmount;
  const usd = (await prices.usdPrice({ chain: 'solana', token: counted === 'SOL' ? 'SOL' : mint(counted) })).usd;
  expectedUsd.set(counted, (expectedUsd.get(counted) ?? 0) + usd * (Number(moved) / 10 ** decimals(counted)));
}

beforeAll(async () => {
  rt = await startTestRuntime();
  account = await rt.newAccount();
  const rpcUrl = rt.rpcUrls.solana![0]!;
  connection = new Connection(rpcUrl, 'confirmed');
  prices = onChainPriceService({ chains: rt.deps.chains, solanaSwaps: solanaSandboxClient(rpcUrl).marketMaker });
  const trader = Keypair.generate();
  const faucet = solanaSandboxClient(rpcUrl);
  await faucet.fund({ address: trader.publicKey.toBase58(), symbol: 'SOL', amount: '20' });
  await faucet.fund({ address: trader.publicKey.toBase58(), symbol: 'USDC', amount: '5000' });
  // Of different sizes: about $1000 of BONK, $150 of SOL, and $50 + $75 of WIF in two swaps. JUP and USDT never trade.
  await swap(trader, 'USDC', 'BONK', 1000, 'BONK');
  await swap(trader, 'SOL', 'USDC', 1, 'SOL');
  await swap(trader, 'USDC', 'WIF', 50, 'WIF');
  await swap(trader, 'SOL', 'WIF', 0.5, 'WIF');
});
afterAll(async () => rt?.stop());

/** Runs `work` as a real job of the test account and returns the stored job. */
const asJob = (work: (ctx: JobContext) => Promise<JobOutcome>) => runWorkAsJob(rt.deps, account.accountId, work);
const entries = (job: { richData?: readonly unknown[] }) => (job.richData ?? []) as any[];

describe('trending on Solana in the sandbox', () => {
  it('ranks the mints the market maker traded by USD volume, each counted once per swap', async () => {
    const job = await asJob((ctx) =>
      readTrending({ chains: rt.deps.chains, prices, solana: rt.deps.solana!, solanaSwaps: solanaSandboxClient(rt.rpcUrls.solana![0]!).marketMaker }, ctx, {
        chain: 'solana',
      }),
    );
    expect(job.status).toBe('completed');
    const ranked = entries(job);
    expect(ranked.map((e) => [e.rank, e.symbol, e.address, e.swaps])).toEqual([
      [1, 'BONK', mint('BONK'), 1],
      [2, 'SOL', WRAPPED_SOL_MINT, 1],
      [3, 'WIF', mint('WIF'), 2],
    ]);
    for (const entry of ranked) {
      expect(entry).toMatchObject({ type: 'trending', chain: 'solana' });
      expect(entry.volumeUsd).toBeCloseTo(expectedUsd.get(entry.symbol)!, 1);
    }
    expect(job.response).toMatch(
      /^Trending on Solana by swap volume \(the last hour of sandbox market maker swaps\):\n1\. BONK: \$[\d,.]+ in 1 swap\n2\. SOL: \$[\d,.]+ in 1 swap\n3\. WIF: \$[\d,.]+ in 2 swaps$/,
    );
  });

  it('leaves out mints never traded, and USDC, the quote side of every pair', async () => {
    const job = await asJob((ctx) =>
      readTrending({ chains: rt.deps.chains, prices, solana: rt.deps.solana!, solanaSwaps: solanaSandboxClient(rt.rpcUrls.solana![0]!).marketMaker }, ctx, {
        chain: 'solana',
      }),
    );
    const addresses = entries(job).map((e) => e.address);
    for (const absent of ['JUP', 'USDT', 'USDC']) expect(addresses).not.toContain(mint(absent));
  });

  it('answers "trending on solana" through the agent with the runtime’s own deps (no market data locally)', async () => {
    expect(rt.deps.marketData).toBeUndefined();
    const job = await asJob((ctx) => dispatchIntent(rt.deps, ctx, { kind: 'trending', chains: ['solana'] }));
    expect(job.status).toBe('completed');
    expect(entries(job).map((e) => e.symbol)).toEqual(['BONK', 'SOL', 'WIF']);
  });

  it('counts only swaps inside the window', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const job = await asJob((ctx) =>
      readTrending({ chains: rt.deps.chains, prices, solana: rt.deps.solana!, solanaSwaps: solanaSandboxClient(rt.rpcUrls.solana![0]!).marketMaker }, ctx, {
        chain: 'solana',
        windowSeconds: 1,
      }),
    );
    expect(job.status).toBe('completed');
    expect(entries(job)).toEqual([]);
    expect(job.response).toBe('No swaps of listed tokens on Solana in the last second of sandbox market maker swaps.');
  });

  it('fails with TRENDING_NOT_AVAILABLE with a Solana RPC but a swap provider that has no venue of its own (Jupiter)', async () => {
    const { jupiterSwapProvider } = await import('../../lib/adapters/jupiter/jupiter-swap-provider.ts');
    const job = await asJob((ctx) =>
      readTrending({ chains: rt.deps.chains, prices, solana: rt.deps.solana!, solanaSwaps: jupiterSwapProvider({ baseUrl: 'http://127.0.0.1:9' }) }, ctx, {
        chain: 'solana',
      }),
    );
    expect(job).toMatchObject({ status: 'failed', errorCode: 'TRENDING_NOT_AVAILABLE' });
  });

  it('fails with TRENDING_NOT_AVAILABLE without a Solana RPC or market data', async () => {
    const job = await asJob((ctx) => readTrending({ chains: rt.deps.chains, prices }, ctx, { chain: 'solana' }));
    expect(job.status).toBe('failed');
    expect(job.errorCode).toBe('TRENDING_NOT_AVAILABLE');
  });
});
